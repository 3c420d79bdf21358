import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseCache } from './response-cache.js';
import { timedLoad } from './timed-answer.js';

/**
 * An answer that changes with the clock alone at an instant found while loading (issue #39: an
 * open shift turns uncovered at its end): kept until then, made afresh from then, and never kept
 * past the route's own expiry either.
 */
describe('timedLoad', () => {
  async function route(changesInMs: number, alsoInMs?: number) {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const answers = responseCache({ maxEntries: 4 });
    const clock = { now: 1_000_000 };
    let loads = 0;
    app.get(
      '/answer',
      { schema: { response: { 200: z.object({ load: z.number() }) } } },
      async (request, reply) => {
        return answers.send(request, reply, {
          key: 'one',
          version: () => Promise.resolve('v1'),
          ...timedLoad(
            () => {
              loads += 1;
              return Promise.resolve({
                answer: { load: loads },
                changesAt: clock.now + changesInMs,
              });
            },
            alsoInMs === undefined ? undefined : (_answer, loadedAt) => loadedAt + alsoInMs,
          ),
          now: clock.now,
        });
      },
    );
    await app.ready();
    const loadNow = async () =>
      (await app.inject({ method: 'GET', url: '/answer' })).json<{ load: number }>().load;
    return { clock, loadNow };
  }

  it('keeps the answer until the instant it changes, then makes it afresh', async () => {
    const { clock, loadNow } = await route(60_000);
    expect(await loadNow()).toBe(1);
    clock.now += 59_999;
    expect(await loadNow()).toBe(1);
    clock.now += 1;
    expect(await loadNow()).toBe(2);
  });

  it("keeps an answer that never changes by the clock, and honours the route's own expiry", async () => {
    const never = await route(Infinity);
    never.clock.now += 365 * 24 * 3_600_000;
    expect([await never.loadNow(), await never.loadNow()]).toEqual([1, 1]);
    const both = await route(60_000, 1_000);
    expect(await both.loadNow()).toBe(1);
    both.clock.now += 1_000;
    expect(await both.loadNow()).toBe(2);
  });
});
