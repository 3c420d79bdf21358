import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseErrorBody } from './error-body.js';
import { hostileValue } from './test/arbitraries.js';

describe('parseErrorBody', () => {
  it('reads what the server writes, details included', () => {
    const stale = {
      error: 'Changed meanwhile',
      code: 'STALE',
      current: { id: 'a' },
      changedBy: 'Kim',
    };
    expect(parseErrorBody(stale)).toEqual({ ...stale, fields: {} });
    const refused = {
      error: 'Please fill in all fields',
      code: 'INVALID_INPUT',
      fields: { name: 'Required' },
    };
    expect(parseErrorBody(refused)).toEqual(refused);
  });

  it("reads better-auth's 'message' as the error, and names an unknown code", () => {
    expect(parseErrorBody({ message: 'Invalid email or password' })).toMatchObject({
      error: 'Invalid email or password',
      code: 'ERROR',
    });
  });

  it('is null for anything else, and never throws', () => {
    for (const body of [null, 'Bad gateway', { error: '' }, { error: 7 }, []]) {
      expect(parseErrorBody(body)).toBeNull();
    }
    fc.assert(
      fc.property(hostileValue, (body) => {
        const parsed = parseErrorBody(body);
        if (parsed) expect(typeof parsed.error).toBe('string');
      }),
    );
  });

  it('drops field messages that are not text', () => {
    expect(parseErrorBody({ error: 'x', code: 'C', fields: { a: 1 } })?.fields).toEqual({});
  });
});
