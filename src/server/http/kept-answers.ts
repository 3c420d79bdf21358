import type { z } from 'zod';

/** The content type of a kept answer (and of any JSON a route sends as bytes). */
export const JSON_TYPE = 'application/json; charset=utf-8';

/** The JSON of `value` as sent, shaped and checked by `schema` as a route's serializer would. */
export function jsonOf<T>(schema: z.ZodType<T>, value: T): Buffer {
  return Buffer.from(JSON.stringify(schema.parse(value)));
}

interface Kept {
  version: string;
  body: Buffer;
  /** When the answer changes with time alone, in epoch ms (Infinity: never). */
  expiresAt: number;
}

/** When an answer changes with time alone, in epoch ms (Infinity: never), given when it was made. */
export type ExpiryOf<T> = (value: T, now: number) => number;

/**
 * Answers of a route kept as the JSON sent (shaped and checked by the route's schema), each
 * under a name, valid while its version is the one the caller read (from the database, on every
 * request) and, when `expiryOf` is given, its time has not run out. Least recently used dropped
 * first beyond `maxEntries`.
 */
export function keptAnswers<T>(
  schema: z.ZodType<T>,
  maxEntries: number,
  expiryOf: ExpiryOf<T> = () => Infinity,
) {
  const entries = new Map<string, Kept>();

  return {
    /**
     * The JSON of the answer named `name`: the kept one when `version` matches and it has not
     * expired, else `load()`'s, kept for next time. Read `version` before loading: a change
     * committed in between then leaves a kept answer newer than its version, never older.
     */
    async json(
      name: string,
      version: string,
      load: () => Promise<T>,
      now = Date.now(),
    ): Promise<Buffer> {
      const kept = entries.get(name);
      entries.delete(name);
      if (kept && kept.version === version && now < kept.expiresAt) {
        entries.set(name, kept);
        return kept.body;
      }
      const value = await load();
      const body = jsonOf(schema, value);
      entries.set(name, { version, body, expiresAt: expiryOf(value, now) });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        entries.delete(oldest.value);
      }
      return body;
    },
  };
}
