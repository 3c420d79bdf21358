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

/** A required free-text field: trimmed, non-empty, bounded. */
export function requiredText(max: number, label: string, requiredMessage: string) {
  return z
    .string(requiredMessage)
    .trim()
    .min(1, requiredMessage)
    .max(max, `${label} can be at most ${max} characters`);
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
