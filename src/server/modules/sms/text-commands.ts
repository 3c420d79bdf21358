/**
 * What a guard's text says (issue #30): YES or NO with an offer's code ('YES 4821', 'no 4821',
 * 'Yes!'), OK with a reminder's code to confirm a shift ('OK 4821', issue #39), one of the
 * carriers' opt-out and opt-in keywords, HELP, or anything else.
 */
export type TextCommand =
  | { kind: 'yes'; code: string | null }
  | { kind: 'no'; code: string | null }
  | { kind: 'ok'; code: string | null }
  | { kind: 'stop' }
  | { kind: 'start' }
  | { kind: 'help' }
  | { kind: 'other' };

/** The words carriers and Twilio treat as opting out of, or back into, a sender's texts. */
const STOP_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT']);
const START_WORDS = new Set(['START', 'UNSTOP']);
const HELP_WORDS = new Set(['HELP', 'INFO']);
const YES_WORDS = new Set(['YES', 'Y']);
const NO_WORDS = new Set(['NO', 'N']);
const OK_WORDS = new Set(['OK', 'OKAY']);

/**
 * A word, then perhaps a code of digits (with or without a space, '#' or ':' between), then at
 * most some closing punctuation: 'YES 4821', 'yes4821', 'Yes #4821.', 'STOP', 'Help?'.
 */
const COMMAND = /^([A-Z]+)[\s#:.,-]*(\d{1,8})?[\s.!?]*$/;

/** Reads a text's body: keywords alone, as carriers read them; YES, NO and OK with their code. */
export function readTextCommand(body: string): TextCommand {
  const match = COMMAND.exec(body.trim().toUpperCase());
  if (!match) return { kind: 'other' };
  const word = match[1] ?? '';
  const code = match[2] ?? null;
  if (YES_WORDS.has(word)) return { kind: 'yes', code };
  if (NO_WORDS.has(word)) return { kind: 'no', code };
  if (OK_WORDS.has(word)) return { kind: 'ok', code };
  if (code !== null) return { kind: 'other' };
  if (STOP_WORDS.has(word)) return { kind: 'stop' };
  if (START_WORDS.has(word)) return { kind: 'start' };
  if (HELP_WORDS.has(word)) return { kind: 'help' };
  return { kind: 'other' };
}
