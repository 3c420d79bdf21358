import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { controlCharactersMessage } from './text.js';
import {
  ChangePasswordSchema,
  BLANK_PASSWORD,
  checkNewPassword,
  UpdateProfileSchema,
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  MeSchema,
  passwordSchema,
} from './profile.js';
import { ROLES } from './permissions.js';
import { keptLine, password } from './test/arbitraries.js';
import { ZOD_DEFAULT, expectRequestSchema, expectResponseShape } from './test/schema-checks.js';

describe('checkNewPassword', () => {
  it('asks for both fields first', () => {
    expect(checkNewPassword('', '')).toBe('Please enter and confirm your new password');
    expect(checkNewPassword('secret1', '')).toBe('Please enter and confirm your new password');
    expect(checkNewPassword('', 'secret1')).toBe('Please enter and confirm your new password');
  });

  it('needs at least 6 characters', () => {
    expect(checkNewPassword('12345', '12345')).toBe('Password must be at least 6 characters long');
    expect(checkNewPassword('123456', '123456')).toBeNull();
  });

  it('needs 6 of them that are not spaces (issue #29)', () => {
    for (const blank of ['      ', '\u00a0'.repeat(6), ' 12345 ']) {
      expect(checkNewPassword(blank, blank)).toBe(BLANK_PASSWORD);
    }
    expect(checkNewPassword('12 34 56', '12 34 56')).toBeNull();
  });

  it('needs the two to match', () => {
    expect(checkNewPassword('secret1', 'secret2')).toBe('Passwords do not match');
  });

  it('refuses absurdly long passwords', () => {
    const long = 'x'.repeat(129);
    expect(checkNewPassword(long, long)).toMatch(/at most 128/);
  });
});

describe('UpdateProfileSchema', () => {
  it('trims both names', () => {
    expect(UpdateProfileSchema.parse({ firstName: '  Ana ', lastName: ' Diaz ' })).toEqual({
      firstName: 'Ana',
      lastName: 'Diaz',
    });
  });

  it.each([
    { firstName: '', lastName: 'Diaz' },
    { firstName: 'Ana', lastName: '   ' },
  ])('requires both names: %j', (value) => {
    const result = UpdateProfileSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('First name and last name are required');
  });

  it('bounds the length', () => {
    expect(
      UpdateProfileSchema.safeParse({ firstName: 'a'.repeat(101), lastName: 'b' }).success,
    ).toBe(false);
  });
});

describe('ChangePasswordSchema', () => {
  it('requires the current password', () => {
    const result = ChangePasswordSchema.safeParse({ currentPassword: '', newPassword: 'abcdef' });
    expect(result.error?.issues[0]?.message).toBe('Please enter your current password');
  });
});

const NAMES_REQUIRED = 'First name and last name are required';
const TOO_SHORT = `Password must be at least ${String(MIN_PASSWORD_LENGTH)} characters long`;
const TOO_LONG = `Password can be at most ${String(MAX_PASSWORD_LENGTH)} characters long`;
const NEW_PASSWORD = 'Please enter a new password';
const CONFIRM = 'Please enter and confirm your new password';

describe('checkNewPassword and passwordSchema', () => {
  it('agree on every password: the form refuses what the server would, with its words', () => {
    fc.assert(
      fc.property(password, (text) => {
        const server = passwordSchema.safeParse(text);
        const form = checkNewPassword(text, text);
        if (text === '') expect(form).toBe(CONFIRM);
        else expect(form).toBe(server.success ? null : server.error.issues[0]?.message);
      }),
      { numRuns: 300 },
    );
  });

  it('always answers one of the spec’s messages, mismatch last', () => {
    fc.assert(
      fc.property(password, password, (text, confirmation) => {
        const answer = checkNewPassword(text, confirmation);
        expect([
          null,
          CONFIRM,
          TOO_SHORT,
          BLANK_PASSWORD,
          TOO_LONG,
          'Passwords do not match',
        ]).toContain(answer);
        if (answer === null) expect(confirmation).toBe(text);
        if (text !== confirmation && text !== '' && confirmation !== '') {
          expect(answer).not.toBeNull();
        }
      }),
    );
  });
});

describe('UpdateProfileSchema: properties', () => {
  const validName = keptLine(20);
  const valid = fc.record({ firstName: validName, lastName: validName });
  const messages = {
    '': [NAMES_REQUIRED, ZOD_DEFAULT],
    firstName: [
      NAMES_REQUIRED,
      `Names can be at most ${String(MAX_NAME_LENGTH)} characters`,
      controlCharactersMessage('Names'),
    ],
    lastName: [
      NAMES_REQUIRED,
      `Names can be at most ${String(MAX_NAME_LENGTH)} characters`,
      controlCharactersMessage('Names'),
    ],
  };

  it('gives two trimmed names or the app’s own messages, for every body', () => {
    expectRequestSchema(UpdateProfileSchema, valid, messages, (names) => {
      for (const name of [names.firstName, names.lastName]) {
        expect(name).toBe(name.trim());
        expect(name).not.toBe('');
      }
    });
  });

  it('asks for the names when one is missing, blank or not text', () => {
    const notName = fc.constantFrom(undefined, null, '', ' \t ', 7, ['Ana']);
    fc.assert(
      fc.property(notName, validName, (missing, name) => {
        const result = UpdateProfileSchema.safeParse({ firstName: missing, lastName: name });
        expect(result.error?.issues.map((issue) => issue.message)).toContain(NAMES_REQUIRED);
      }),
    );
  });
});

describe('ChangePasswordSchema: properties', () => {
  const typed = fc.record({ currentPassword: fc.string({ minLength: 1 }), newPassword: password });
  const messages = {
    '': [ZOD_DEFAULT],
    currentPassword: ['Please enter your current password'],
    newPassword: [NEW_PASSWORD, TOO_SHORT, BLANK_PASSWORD, TOO_LONG],
  };

  it('keeps both passwords exactly as typed, or refuses with the app’s own messages', () => {
    expectRequestSchema(ChangePasswordSchema, typed, messages, (passwords, body) => {
      expect(body).toMatchObject(passwords);
    });
  });
});

describe('MeSchema', () => {
  it('returns the signed-in user and nothing else that came with it', () => {
    expectResponseShape(
      MeSchema,
      fc.record({
        id: fc.uuid(),
        email: fc.emailAddress(),
        firstName: fc.string(),
        lastName: fc.string(),
        role: fc.constantFrom(...ROLES, null),
        createdAt: fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
      }),
    );
  });
});
