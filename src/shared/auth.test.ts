import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkLogin } from './auth.js';

describe('checkLogin', () => {
  it('requires email and password', () => {
    expect(checkLogin({ email: '  ', password: '' }).errors).toEqual({
      email: 'Please enter your email',
      password: 'Please enter your password',
    });
  });

  it('trims the email and keeps the password as typed', () => {
    expect(checkLogin({ email: ' a@b.co ', password: ' x ' })).toEqual({
      values: { email: 'a@b.co', password: ' x ' },
      errors: {},
    });
  });

  it.each(['a', 'a@', '@b.co', 'a@b', 'a b@c.co', '.a@b.co', 'a..b@c.co'])(
    'refuses %s as an email',
    (email) => {
      expect(checkLogin({ email, password: 'x' }).errors.email).toBe(
        'Please enter a valid email address',
      );
    },
  );

  it('agrees with zod on what an email address is', () => {
    const email = z.email();
    const candidates = fc.oneof(
      fc.emailAddress(),
      fc.string({ maxLength: 30 }),
      fc.stringMatching(/^[a-z.+_-]{0,6}@[a-z.-]{0,8}\.?[a-z]{0,3}$/),
    );
    fc.assert(
      fc.property(candidates, (candidate) => {
        const trimmed = candidate.trim();
        const ours = checkLogin({ email: candidate, password: 'x' }).errors.email === undefined;
        expect(ours).toBe(trimmed !== '' && email.safeParse(trimmed).success);
      }),
    );
  });
});
