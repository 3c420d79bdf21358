/** The current instant as stored by the app: ISO-8601 UTC text. */
export function nowIso(): string {
  return new Date().toISOString();
}

/**
 * Normalises a timestamp read from either database (a Date from pg, text or epoch milliseconds
 * from SQLite) to ISO-8601 UTC text.
 */
export function toIso(value: Date | string | number): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number') return new Date(value).toISOString();
  const parsed = new Date(/^\d+$/.test(value) ? Number(value) : value);
  return Number.isNaN(parsed.getTime()) ? value : parsed.toISOString();
}
