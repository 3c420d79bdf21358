import { formatDate } from '../../../shared/date-format.js';
import { segmentCount } from '../shift-offers/gsm-text.js';

/**
 * The texts that put a shift in writing for a guard without the app (issue #39): the confirmation
 * when they take one by text or on the phone, and the reminder before it that asks them to
 * confirm. One sentence of the shift for both: the post, the day and times, the post's address and
 * the note for the guard.
 */

/** A shift as these texts name it. */
export interface WrittenShift {
  date: string;
  startTime: string | null;
  endTime: string | null;
  locationName: string;
  /** The post's address, or null (issue #39). */
  address: string | null;
  /** The office's note for the guard (issue #31), never its own notes. */
  guardNote: string | null;
  /** A relief's arrival, HH:MM (a guard who took a shift that had started), else null. */
  arriveBy?: string | null;
}

/**
 * At most this many segments: a text with an address and a note is longer than an offer, but the
 * guard without the app has nothing else to read it in. Three is 459 GSM-7 characters (201 when a
 * character GSM-7 lacks makes the text UCS-2); what does not fit is cut, note first.
 */
export const WRITTEN_SEGMENTS_MAX = 3;

/** The least of a cut note or address worth sending: its label and a word. */
const CUT_WORDS_MIN = 2;

/**
 * Punctuation word processors and phones put in that GSM-7 lacks, as GSM-7 writes it: one curly
 * apostrophe in a note would send the whole text as UCS-2, at 70 characters a segment.
 */
const PLAIN: Readonly<Record<string, string>> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2026': '...',
  '\u00a0': ' ',
};

/** The text on one line, its punctuation as GSM-7 has it, trimmed. */
export function plainText(text: string): string {
  return text
    .replace(/[\u2018\u2019\u201c\u201d\u2013\u2014\u2026\u00a0]/g, (character) => {
      return PLAIN[character] ?? character;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** ' 1200 Main St.' : a sentence of its own, a full stop added when it has no end. */
function sentence(text: string): string {
  return ` ${text}${/[.!?]$/.test(text) ? '' : '.'}`;
}

/** 'Valley Auto Auction, Sat, Nov 28, 18:00-23:00' (times joined by a hyphen: GSM-7 has no dash). */
function shiftWords(shift: WrittenShift, post: string, today?: string): string {
  const times =
    shift.startTime && shift.endTime
      ? `, ${shift.startTime.slice(0, 5)}-${shift.endTime.slice(0, 5)}`
      : '';
  return `${post}, ${formatDate(shift.date, today)}${times}`;
}

const fits = (text: string) => segmentCount(text) <= WRITTEN_SEGMENTS_MAX;

/**
 * The longest start of `piece`, whole words, that still fits between `before` and `after`, marked
 * cut ('Note: park at the...'); null when not even its first words fit.
 */
function cutToFit(before: string, piece: string, after: string): string | null {
  const words = piece.trim().split(' ');
  for (let count = words.length - 1; count >= CUT_WORDS_MIN; count -= 1) {
    const cut = ` ${words
      .slice(0, count)
      .join(' ')
      .replace(/[\s.,;:!?-]+$/, '')}...`;
    if (fits(`${before}${cut}${after}`)) return cut;
  }
  return null;
}

/**
 * `head` + the shift + its address + its note + `tail`, within WRITTEN_SEGMENTS_MAX: whole when it
 * fits; else the note is cut at a word (or left out), then the address, then the post's name.
 */
function written(head: string, shift: WrittenShift, tail: string, today?: string): string {
  const post = plainText(shift.locationName);
  const arrival = shift.arriveBy ? ` Be there by ${shift.arriveBy}.` : '';
  const core = `${head}${shiftWords(shift, post, today)}.${arrival}`;
  const address = shift.address ? sentence(plainText(shift.address)) : '';
  const note = shift.guardNote ? sentence(`Note: ${plainText(shift.guardNote)}`) : '';
  if (fits(`${core}${address}${note}${tail}`)) return `${core}${address}${note}${tail}`;
  const cutNote = note ? cutToFit(`${core}${address}`, note, tail) : null;
  if (cutNote !== null) return `${core}${address}${cutNote}${tail}`;
  if (fits(`${core}${address}${tail}`)) return `${core}${address}${tail}`;
  const cutAddress = address ? cutToFit(core, address, tail) : null;
  if (cutAddress !== null) return `${core}${cutAddress}${tail}`;
  if (fits(`${core}${tail}`)) return `${core}${tail}`;
  // A post's name of 200 characters GSM-7 lacks: shortened until the day and times fit.
  let shortened = post;
  while (shortened.length > 1) {
    shortened = shortened.slice(0, -1);
    const text = `${head}${shiftWords(shift, `${shortened.trimEnd()}...`, today)}.${arrival}${tail}`;
    if (fits(text)) return text;
  }
  return `${core}${tail}`;
}

/**
 * The confirmation a guard gets on taking a shift by text or on the phone: 'CoverDesk: You have the
 * shift at Valley Auto Auction, Sat, Nov 28, 18:00-23:00. 1200 Main St, Springfield. Note: gate
 * code 4411.' A relief is told when they are expected: '… 18:00-23:00. Be there by 19:40. …'.
 */
export function takenText(companyName: string, shift: WrittenShift, today?: string): string {
  return written(`${companyName}: You have the shift at `, shift, '', today);
}

/**
 * The reminder before a shift, ending with how to confirm it: 'CoverDesk: Reminder: you have the
 * shift at Valley Auto Auction, Sat, Nov 28, 18:00-23:00. 1200 Main St, Springfield. Reply OK
 * 4821 to confirm'.
 */
export function reminderText(
  companyName: string,
  shift: WrittenShift,
  code: string,
  today?: string,
): string {
  return written(
    `${companyName}: Reminder: you have the shift at `,
    shift,
    ` Reply OK ${code} to confirm`,
    today,
  );
}
