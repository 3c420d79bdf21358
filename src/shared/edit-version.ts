import { z } from 'zod';

/**
 * Edits never silently overwrite each other (issue #20). Every row people edit in a dialog has a
 * version, counted from 1; an edit sends the version it was based on, and a save based on an
 * older one is refused with 409 `STALE`, the item as it is now, and who saved it last and when.
 */
export const STALE = 'STALE';

/** Integers both databases store (PostgreSQL's `integer`): a larger one is refused as input. */
const VERSION_MAX = 2_147_483_647;
const MISSING_VERSION = 'Please reload the page: this save did not say which version it changes';

/** The version an edit was based on, as the edit routes require it in their bodies. */
export const VersionSchema = z.number(MISSING_VERSION).int(MISSING_VERSION).min(1).max(VERSION_MAX);

/** An edit's body: the same fields as a new item's, and the version they were based on. */
export function withVersion<T extends z.ZodRawShape>(schema: z.ZodObject<T>) {
  return schema.extend({ version: VersionSchema });
}

/** The answer to a stale save: 409, code STALE, with the item as a read returns it now. */
export function staleAnswerSchema<T extends z.ZodType>(current: T) {
  return z.object({
    error: z.string(),
    code: z.literal(STALE),
    current,
    /** Who saved it last: their name when they saved (it stays after the account is deleted). */
    changedBy: z.string(),
    /** When, as an ISO-8601 instant. */
    changedAt: z.string(),
  });
}
export type StaleAnswer<T> = {
  error: string;
  code: typeof STALE;
  current: T;
  changedBy: string;
  changedAt: string;
};

/** Who changed an item that nobody has edited yet (only a forged version meets one). */
export const SOMEONE_ELSE = 'someone else';

/** What a dialog calls the item it edits, in its conflict message. */
export type EditedKind = 'request' | 'location' | 'guard' | 'account';

/** The conflict message: 'This request was changed by Dana Smith at 3:04 PM'. */
export function staleMessage(kind: EditedKind, changedBy: string, time: string): string {
  return `This ${kind} was changed by ${changedBy} at ${time}`;
}

/**
 * True when a save would store what is already there: every field of `fields` equal in `saved`
 * and `wanted`. Such a save changes nothing, so it keeps the version (see the README).
 */
export function unchanged<T extends object>(
  saved: T,
  wanted: Partial<T>,
  fields: readonly (keyof T)[],
): boolean {
  return fields.every((field) => (wanted[field] ?? null) === (saved[field] ?? null));
}
