import type { FastifyReply, FastifyRequest } from 'fastify';
import { CompressedBody, sendBody } from './compressed-body.js';

/** The content type of JSON answers. */
export const JSON_TYPE = 'application/json; charset=utf-8';

/** What a route may send, by its response schema: the type its `load` must return. */
export type AnswerOf<Reply extends FastifyReply> = Exclude<Parameters<Reply['send']>[0], undefined>;

/** One request's answer: which one, how to tell it is still valid, how to make it. */
export interface AnswerSource<T> {
  /** Which of the route's answers (the month, the week, the guard…). */
  key: string;
  /**
   * The version of what the answer is made from, read from the database on every request (so a
   * change committed by any process counts at once); null when there is nothing to keep (an
   * unknown id: `load` answers 404), and the answer is then made afresh.
   */
  version: () => Promise<string | null>;
  /** Makes the answer; called only when the kept one is missing, outdated or expired. */
  load: () => Promise<T>;
  /** When an answer loaded at `loadedAt` changes with time alone (epoch ms); never by default. */
  expiresAt?: (answer: T, loadedAt: number) => number;
  /** The time now, in epoch ms (tests). */
  now?: number;
}

export interface ResponseCacheOptions {
  /** Answers kept at most; beyond, the least recently used goes first. */
  maxEntries: number;
  /**
   * The content type of answers that are not JSON (a calendar feed): `load` then returns the
   * text itself. JSON answers are written by the route's response schema, as Fastify would.
   */
  textType?: string;
}

/** An answer's bytes, as the route's serializer writes them (a string, or bytes). */
type Encode<T> = (answer: T) => string | Buffer | ArrayBuffer;

interface Kept {
  version: string;
  expiresAt: number;
  body: CompressedBody;
}

/**
 * The answers of one route, kept as the bytes sent until what they are made from changes. At
 * the call site, on every request:
 *
 *     return weeks.send(request, reply, {
 *       key: week,
 *       version: () => schedule.version(week),
 *       load: () => schedule.week({ week }),
 *     });
 *
 * Versions, not time, decide (docs/decisions/004): a write raises the version of what it changed
 * (count rows and counters that triggers keep), so an answer is exactly as fresh as the
 * database, while a screen many people keep open costs one small read per request instead of
 * its queries and serialisation. A JSON answer is written once per version by the route's
 * response schema (which shapes it, so nothing leaks) and gzipped at most once.
 */
export function responseCache({ maxEntries, textType }: ResponseCacheOptions) {
  const entries = new Map<string, Kept>();
  const loading = new Map<string, { version: string; made: Promise<Kept> }>();

  /** Keeps `kept` as the most recently used, dropping the least recently used beyond the bound. */
  function keep(key: string, kept: Kept): void {
    entries.delete(key);
    entries.set(key, kept);
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next();
      if (oldest.done) break;
      entries.delete(oldest.value);
    }
  }

  async function make<T>(
    source: AnswerSource<T>,
    version: string,
    encode: Encode<T>,
    now: number,
  ): Promise<Kept> {
    const answer = await source.load();
    const encoded = encode(answer);
    const body = new CompressedBody(
      typeof encoded === 'string'
        ? Buffer.from(encoded)
        : Buffer.isBuffer(encoded)
          ? encoded
          : Buffer.from(encoded),
    );
    return { version, expiresAt: source.expiresAt?.(answer, now) ?? Infinity, body };
  }

  async function bodyOf<T>(source: AnswerSource<T>, encode: Encode<T>): Promise<CompressedBody> {
    const now = source.now ?? Date.now();
    // The version is read before loading: a change committed in between leaves the kept answer
    // newer than its version (the next request loads again), never older.
    const version = await source.version();
    if (version === null) return (await make(source, '', encode, now)).body;
    const kept = entries.get(source.key);
    if (kept?.version === version && now < kept.expiresAt) {
      keep(source.key, kept);
      return kept.body;
    }
    // Requests that find the same version missing wait for the one load under way: after a
    // write, twenty screens reading at once make the answer once.
    const underway = loading.get(source.key);
    if (underway?.version === version) return (await underway.made).body;
    const made = make(source, version, encode, now);
    loading.set(source.key, { version, made });
    try {
      const fresh = await made;
      keep(source.key, fresh);
      return fresh.body;
    } finally {
      if (loading.get(source.key)?.made === made) loading.delete(source.key);
    }
  }

  return {
    /** Sends the answer `source` names: the kept one while valid, else a new one (then kept). */
    async send<Reply extends FastifyReply>(
      request: FastifyRequest,
      reply: Reply,
      source: AnswerSource<AnswerOf<Reply>>,
    ): Promise<Reply> {
      const body = await bodyOf(source, (answer) =>
        textType === undefined ? reply.serialize(answer) : String(answer),
      );
      await sendBody(request, reply, body, textType ?? JSON_TYPE);
      return reply;
    },
  };
}
