import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  STALE,
  staleAnswerSchema,
  staleMessage,
  unchanged,
  VersionSchema,
  withVersion,
} from './edit-version.js';

describe('edit versions', () => {
  it('takes whole versions from 1 to the largest integer both databases store', () => {
    for (const good of [1, 2, 2_147_483_647]) expect(VersionSchema.parse(good)).toBe(good);
    for (const bad of [0, -1, 1.5, 2 ** 31, '1', null, undefined, Number.NaN]) {
      expect(VersionSchema.safeParse(bad).success, String(bad)).toBe(false);
    }
  });

  it('adds a required version to an edit body, telling an old page to reload', () => {
    const EditSchema = withVersion(z.object({ name: z.string() }));
    expect(EditSchema.parse({ name: 'Gate', version: 3 })).toEqual({ name: 'Gate', version: 3 });
    const missing = EditSchema.safeParse({ name: 'Gate' });
    expect(missing.error?.issues[0]?.message).toBe(
      'Please reload the page: this save did not say which version it changes',
    );
  });

  it('reads a stale answer with the item as its own schema reads it', () => {
    const Schema = staleAnswerSchema(z.object({ id: z.string(), version: z.number() }));
    const answer = {
      error: 'This was changed by Dana Smith since you opened it',
      code: STALE,
      current: { id: 'a', version: 2 },
      changedBy: 'Dana Smith',
      changedAt: '2026-11-24T15:04:00.000Z',
    };
    expect(Schema.parse(answer)).toEqual(answer);
    expect(Schema.safeParse({ ...answer, code: 'CONFLICT' }).success).toBe(false);
    expect(Schema.safeParse({ ...answer, current: { id: 'a' } }).success).toBe(false);
  });

  it('words the conflict for each kind of item', () => {
    expect(staleMessage('request', 'Dana Smith', '3:04 PM')).toBe(
      'This request was changed by Dana Smith at 3:04 PM',
    );
    expect(staleMessage('account', 'Ben Ode', 'Nov 3, 9:15 AM')).toBe(
      'This account was changed by Ben Ode at Nov 3, 9:15 AM',
    );
  });

  it('tells a save that would store what is there from one that changes something', () => {
    const saved = { name: 'Gate', code: 'G-1', notes: null as string | null, version: 4 };
    const fields = ['name', 'code', 'notes'] as const;
    expect(unchanged(saved, { name: 'Gate', code: 'G-1', notes: null }, fields)).toBe(true);
    // A field left out is an empty one (null), as the API stores it.
    expect(unchanged(saved, { name: 'Gate', code: 'G-1' }, fields)).toBe(true);
    expect(unchanged(saved, { name: 'Gate', code: 'g-1', notes: null }, fields)).toBe(false);
    expect(unchanged(saved, { name: 'Gate', code: 'G-1', notes: '' }, fields)).toBe(false);
    // Only the given fields count: the version is not a value the user saves.
    expect(unchanged(saved, { name: 'Gate', code: 'G-1', version: 9 }, fields)).toBe(true);
  });
});
