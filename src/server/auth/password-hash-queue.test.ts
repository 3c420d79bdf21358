import { describe, expect, it } from 'vitest';
import { PasswordHashQueue, HashQueueBusyError } from './password-hash-queue.js';

/** A hash that finishes when told, recording when it started. */
function controlledHash(log: string[], name: string) {
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    run: async () => {
      log.push(name);
      await done;
      return name;
    },
    finish: () => finish(),
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('PasswordHashQueue', () => {
  const options = { maxRunning: 1, maxWaiting: { normal: 2, priority: 2 }, typicalMs: 100 };

  it('runs one hash at a time per slot, the priority lane first', async () => {
    const gate = new PasswordHashQueue(options);
    const log: string[] = [];
    const hashes = ['first', 'normal', 'trusted'].map((name) => controlledHash(log, name));
    const [first, normal, trusted] = hashes;
    if (!first || !normal || !trusted) throw new Error('three hashes');
    const answers = [
      gate.run('normal', first.run),
      gate.run('normal', normal.run),
      gate.run('priority', trusted.run),
    ];
    await tick();
    expect(log).toEqual(['first']);
    expect(gate.load).toEqual({ running: 1, waiting: 2 });
    first.finish();
    await tick();
    expect(log).toEqual(['first', 'trusted']);
    trusted.finish();
    await tick();
    normal.finish();
    expect(await Promise.all(answers)).toEqual(['first', 'normal', 'trusted']);
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses at once when the lane is full, saying how long to wait', async () => {
    const gate = new PasswordHashQueue(options);
    const log: string[] = [];
    const held = [0, 1, 2].map((index) => controlledHash(log, `held${index}`));
    const running = held.map((hash) => gate.run('normal', hash.run));
    await tick();
    const refused = gate.run('normal', () => Promise.resolve('late'));
    await expect(refused).rejects.toBeInstanceOf(HashQueueBusyError);
    await expect(refused).rejects.toMatchObject({ retryAfter: 1 });
    // The trusted lane still has room.
    const trusted = gate.run('priority', () => Promise.resolve('trusted'));
    for (const hash of held) hash.finish();
    await Promise.all(running);
    expect(await trusted).toBe('trusted');
  });

  it('frees the slot when a hash fails', async () => {
    const gate = new PasswordHashQueue(options);
    await expect(gate.run('normal', () => Promise.reject(new Error('boom')))).rejects.toThrow(
      'boom',
    );
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
    expect(await gate.run('normal', () => Promise.resolve(7))).toBe(7);
  });
});
