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

/** True for a real calendar date written yyyy-MM-dd. */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** The id in an API path; an unknown one is a 404, so only its size is checked here. */
export const IdParamsSchema = z.object({ id: z.string().min(1).max(64) });
