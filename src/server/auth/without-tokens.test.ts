import { describe, expect, it } from 'vitest';
import { withoutTokens } from './without-tokens.js';

describe('withoutTokens', () => {
  it('drops tokens at any depth and keeps everything else', () => {
    const answer = {
      token: 'top',
      session: { id: 's1', token: 'inner', userId: 'u1' },
      sessions: [
        { id: 's2', token: 'listed' },
        { id: 's3', nested: { token: 'deep' } },
      ],
      accounts: [{ accessToken: 'a', refreshToken: 'r', idToken: 'i', providerId: 'credential' }],
      user: { id: 'u1', email: 'ana@example.com' },
    };
    const stripped: unknown = JSON.parse(
      withoutTokens(Buffer.from(JSON.stringify(answer))).toString(),
    );
    expect(stripped).toEqual({
      session: { id: 's1', userId: 'u1' },
      sessions: [{ id: 's2' }, { id: 's3', nested: {} }],
      accounts: [{ providerId: 'credential' }],
      user: { id: 'u1', email: 'ana@example.com' },
    });
  });

  it('passes a body that is not JSON through', () => {
    expect(withoutTokens(Buffer.from('token=abc')).toString()).toBe('token=abc');
  });
});
