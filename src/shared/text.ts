import { z } from 'zod';

/**
 * An optional free-text field: trimmed, and stored as null when empty (spec section 3).
 */
export function optionalText(max: number, label: string) {
  return z
    .string()
    .trim()
    .max(max, `${label} can be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));
}

/**
 * Line breaks, tabs and every other control character (Unicode Cc: C0, DEL and C1), and the
 * line and paragraph separators. A name holding one could break a line of any text format it is
 * written into: a post named 'Dock\r\nBEGIN:VEVENT…' forged events in calendar feeds (issue #29).
 */
const CONTROL_CHARACTERS = /[\p{Cc}\u2028\u2029]/u;
const CONTROL_CHARACTERS_ALL = /[\p{Cc}\u2028\u2029]/gu;

/** True when the text holds a line break or another control character. */
export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTERS.test(text);
}

/** The text with each line break or other control character replaced by a space. */
export function withoutControlCharacters(text: string): string {
  return text.replace(CONTROL_CHARACTERS_ALL, ' ');
}

/** What a one-line field holding a control character is told. */
export const controlCharactersMessage = (label: string) =>
  `${label} cannot contain line breaks or other control characters`;

/** True for a one-line text (or none): no line break or other control character. */
export const singleLine = (text: string | null) => text === null || !hasControlCharacters(text);

/**
 * A required one-line text field (a name, a code): trimmed, non-empty, bounded, and without line
 * breaks or other control characters.
 */
export function requiredText(max: number, label: string, requiredMessage: string) {
  return z
    .string(requiredMessage)
    .trim()
    .min(1, requiredMessage)
    .max(max, `${label} can be at most ${max} characters`)
    .refine(singleLine, controlCharactersMessage(label));
}

/** An optional one-line text field: as optionalText, without line breaks or control characters. */
export function optionalLine(max: number, label: string) {
  return optionalText(max, label).refine(singleLine, controlCharactersMessage(label));
}

/**
 * An id sent by the client (a text UUID). Whether it names a row is the database's answer (404 or a
 * named 400), so only its size is checked here.
 */
export const IdSchema = z.string().min(1).max(64);

/** The id in an API path. */
export const IdParamsSchema = z.object({ id: IdSchema });

/**
 * Ids in a query string, comma-separated (`locations=a,b`): trimmed, empty ones dropped, absent
 * or empty meaning none; at most `max`, else `tooMany`.
 */
export const idListSchema = (max: number, tooMany: string) =>
  z
    .string()
    .optional()
    .transform((value) =>
      value
        ? value
            .split(',')
            .map((id) => id.trim())
            .filter(Boolean)
        : [],
    )
    .pipe(z.array(IdSchema).max(max, tooMany));
