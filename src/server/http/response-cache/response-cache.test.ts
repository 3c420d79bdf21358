import { gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { CompressedBody, GZIP_MIN_BYTES } from './compressed-body.js';
import { responseCache } from './response-cache.js';

const AnswerSchema = z.object({ key: z.string(), load: z.number(), filler: z.string() });

/** What the test's route answers for a key: its version, and how its load behaves. */
interface Source {
  version: string | null;
  /** The answer changes with time alone this long after it was loaded. */
  expiresInMs?: number;
  /** The load fails with this. */
  failure?: Error;
  /** The load waits for this. */
  gate?: Promise<void>;
  /** Characters of filler: enough, and the answer goes gzipped. */
  size?: number;
}

/** A Fastify app with one cached route, as the app's routes use the cache, and what it loaded. */
async function cachedRoute(maxEntries = 10) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const sources = new Map<string, Source>();
  const loads: string[] = [];
  const clock = { now: 1_000_000 };
  const answers = responseCache({ maxEntries });
  app.get(
    '/answers/:key',
    { schema: { params: z.object({ key: z.string() }), response: { 200: AnswerSchema } } },
    async (request, reply) => {
      const { key } = request.params;
      const source = sources.get(key) ?? { version: 'v1' };
      return answers.send(request, reply, {
        key,
        version: () => Promise.resolve(source.version),
        load: async () => {
          loads.push(key);
          const load = loads.length;
          await source.gate;
          if (source.failure) throw source.failure;
          // A field the response schema does not name: it must not be sent.
          const row = { key, load, filler: 'x'.repeat(source.size ?? 0), passwordHash: 'secret' };
          return row;
        },
        expiresAt:
          source.expiresInMs === undefined
            ? undefined
            : (_answer, loadedAt) => loadedAt + (source.expiresInMs ?? 0),
        now: clock.now,
      });
    },
  );
  await app.ready();
  const read = async (key: string, headers: Record<string, string> = {}) => {
    const response = await app.inject({ method: 'GET', url: `/answers/${key}`, headers });
    return response;
  };
  /** The load that made the answer read now. */
  const loadOf = async (key: string) => (await read(key)).json<{ load: number }>().load;
  return { app, sources, loads, clock, read, loadOf };
}

/** A promise and the function that settles it. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe('the response cache', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('keeps an answer while its version holds, and loads again when it moves', async () => {
    const { app, sources, loads, loadOf } = await cachedRoute();
    sources.set('a', { version: 'v1' });
    expect(await loadOf('a')).toBe(1);
    expect(await loadOf('a')).toBe(1);
    expect(await loadOf('b')).toBe(2);
    sources.set('a', { version: 'v2' });
    expect(await loadOf('a')).toBe(3);
    expect(await loadOf('a')).toBe(3);
    // Back to an earlier version: only the last answer of a key is kept.
    sources.set('a', { version: 'v1' });
    expect(await loadOf('a')).toBe(4);
    expect(loads).toEqual(['a', 'b', 'a', 'a']);
    await app.close();
  });

  it('writes the answer by the route’s response schema, so nothing else is sent', async () => {
    const { app, read } = await cachedRoute();
    const answer = await read('a');
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.json()).toEqual({ key: 'a', load: 1, filler: '' });
    expect(answer.body).not.toContain('secret');
    await app.close();
  });

  it('keeps nothing when there is no version (an unknown id), making the answer every time', async () => {
    const { app, sources, loadOf } = await cachedRoute();
    sources.set('gone', { version: null });
    expect(await loadOf('gone')).toBe(1);
    expect(await loadOf('gone')).toBe(2);
    await app.close();
  });

  it('keeps nothing of a load that fails: the error is answered, and the next read loads again', async () => {
    const { app, sources, read, loadOf } = await cachedRoute();
    const notFound = Object.assign(new Error('Request not found'), { statusCode: 404 });
    sources.set('a', { version: 'v1', failure: notFound });
    const failed = await read('a');
    expect(failed.statusCode).toBe(404);
    expect(failed.json()).toMatchObject({ message: 'Request not found' });
    sources.set('a', { version: 'v1' });
    expect(await loadOf('a')).toBe(2);
    expect(await loadOf('a')).toBe(2);
    await app.close();
  });

  it('loads once for requests that find the same version missing at the same time', async () => {
    const { app, sources, loads, read } = await cachedRoute();
    const slow = gate();
    sources.set('a', { version: 'v1', gate: slow.opened });
    const reads = [read('a'), read('a'), read('a')];
    await vi.waitFor(() => {
      expect(loads).toEqual(['a']);
    });
    slow.open();
    const answers = await Promise.all(reads);
    expect(answers.map((answer) => answer.json<{ load: number }>().load)).toEqual([1, 1, 1]);
    expect(loads).toEqual(['a']);
    await app.close();
  });

  it('gives a failed load’s error to everyone who waited for it, and keeps nothing', async () => {
    const { app, sources, read, loadOf } = await cachedRoute();
    const slow = gate();
    sources.set('a', { version: 'v1', gate: slow.opened, failure: new Error('database gone') });
    const reads = [read('a'), read('a')];
    slow.open();
    expect((await Promise.all(reads)).map((answer) => answer.statusCode)).toEqual([500, 500]);
    sources.set('a', { version: 'v1' });
    expect(await loadOf('a')).toBe(2);
    await app.close();
  });

  it('loads again, at the same version, once the answer has changed with time alone', async () => {
    const { app, sources, clock, loadOf } = await cachedRoute();
    sources.set('a', { version: 'v1', expiresInMs: 60_000 });
    expect(await loadOf('a')).toBe(1);
    clock.now += 59_999;
    expect(await loadOf('a')).toBe(1);
    clock.now += 1;
    expect(await loadOf('a')).toBe(2);
    await app.close();
  });

  it('keeps at most its number of answers, the least recently used going first', async () => {
    const { app, loads, loadOf } = await cachedRoute(2);
    for (const key of ['a', 'b', 'a', 'c', 'a', 'b']) await loadOf(key);
    // 'c' pushed out 'b' (read less recently than 'a'); 'b' then pushed out 'c'.
    expect(loads).toEqual(['a', 'b', 'c', 'b']);
    await app.close();
  });

  it('gzips a large answer once per version, for the clients that take gzip', async () => {
    const gzipped = vi.spyOn(CompressedBody.prototype, 'gzipped');
    const { app, sources, read } = await cachedRoute();
    sources.set('big', { version: 'v1', size: GZIP_MIN_BYTES });
    const plain = await read('big');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(gzipped).not.toHaveBeenCalled();

    const first = await read('big', { 'accept-encoding': 'gzip' });
    const second = await read('big', { 'accept-encoding': 'gzip, br' });
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(first.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    // The same kept body both times, whose gzip is made once (below).
    const [one, two] = gzipped.mock.contexts;
    expect(gzipped).toHaveBeenCalledTimes(2);
    expect(two).toBe(one);

    sources.set('big', { version: 'v2', size: GZIP_MIN_BYTES });
    await read('big', { 'accept-encoding': 'gzip' });
    expect(gzipped.mock.contexts[2]).not.toBe(one);
    await app.close();
  });

  it('compresses a body once, however often it is asked', async () => {
    const body = new CompressedBody(Buffer.from('y'.repeat(GZIP_MIN_BYTES)));
    const first = body.gzipped();
    expect(body.gzipped()).toBe(first);
    expect(gunzipSync(await first).equals(body.bytes)).toBe(true);
  });

  it('sends an answer that is not JSON as its text, with its own content type', async () => {
    const app = Fastify();
    const texts = responseCache({ maxEntries: 1, textType: 'text/calendar; charset=utf-8' });
    let loads = 0;
    app.get('/feed', async (request, reply) =>
      texts.send(request, reply, {
        key: 'feed',
        version: () => Promise.resolve('v1'),
        load: () => Promise.resolve(`BEGIN:VCALENDAR ${String((loads += 1))}`),
      }),
    );
    for (const read of ['made', 'kept']) {
      const answer = await app.inject({ method: 'GET', url: '/feed' });
      expect(answer.headers['content-type'], read).toBe('text/calendar; charset=utf-8');
      expect(answer.body, read).toBe('BEGIN:VCALENDAR 1');
    }
    await app.close();
  });
});
