import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { controlCharactersMessage } from './text.js';
import {
  CreateUserSchema,
  MAX_EMAIL_LENGTH,
  ManagedUserSchema,
  ResetPasswordSchema,
  UpdateRoleSchema,
  USER_MESSAGES,
} from './users.js';
import { ROLES } from './permissions.js';
import { MAX_NAME_LENGTH, passwordSchema } from './profile.js';
import { EmailSchema, emailAddress, hostileValue, keptLine, password } from './test/arbitraries.js';
import { ZOD_DEFAULT, expectRefusal, expectRequestSchema } from './test/schema-checks.js';

const REQUIRED = 'Please fill in all required fields';
const valid = { firstName: 'Nia', lastName: 'Park', email: 'nia@example.com', password: 'secret1' };

/** The first message a failed parse reports, as the server's 400 and the form show it. */
function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? null : (result.error?.issues[0]?.message ?? null);
}

describe('CreateUserSchema', () => {
  it('trims the names and trims and lowercases the email', () => {
    expect(
      CreateUserSchema.parse({
        firstName: '  Nia ',
        lastName: ' Park ',
        email: '  Nia.Park@Example.COM ',
        password: ' secret1 ',
      }),
    ).toEqual({
      firstName: 'Nia',
      lastName: 'Park',
      email: 'nia.park@example.com',
      password: ' secret1 ',
    });
  });

  it.each(['firstName', 'lastName', 'email', 'password'] as const)(
    'requires %s, missing or empty',
    (field) => {
      const missing = Object.fromEntries(Object.entries(valid).filter(([key]) => key !== field));
      expect(firstMessage(CreateUserSchema.safeParse(missing))).toBe(REQUIRED);
      expect(firstMessage(CreateUserSchema.safeParse({ ...valid, [field]: '' }))).toBe(REQUIRED);
    },
  );

  it.each(['firstName', 'lastName', 'email'] as const)('treats a blank %s as missing', (field) => {
    expect(firstMessage(CreateUserSchema.safeParse({ ...valid, [field]: '   ' }))).toBe(REQUIRED);
  });

  it('asks for all fields when the form is empty', () => {
    const result = CreateUserSchema.safeParse({});
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      REQUIRED,
      REQUIRED,
      REQUIRED,
      REQUIRED,
    ]);
  });

  it.each(['not-an-email', 'a@b', 'two@@example.com', 'spaces in@example.com'])(
    'refuses the email %s',
    (email) => {
      expect(firstMessage(CreateUserSchema.safeParse({ ...valid, email }))).toBe(
        'Please enter a valid email address',
      );
    },
  );

  it('refuses an email longer than the limit', () => {
    const email = `${'a'.repeat(MAX_EMAIL_LENGTH)}@example.com`;
    expect(firstMessage(CreateUserSchema.safeParse({ ...valid, email }))).toBe(
      `Email can be at most ${MAX_EMAIL_LENGTH} characters`,
    );
  });

  it('needs a password of at least 6 characters', () => {
    expect(firstMessage(CreateUserSchema.safeParse({ ...valid, password: '12345' }))).toBe(
      'Password must be at least 6 characters long',
    );
    expect(CreateUserSchema.safeParse({ ...valid, password: '123456' }).success).toBe(true);
  });
});

describe('ResetPasswordSchema', () => {
  it('asks for a new password when it is missing or empty', () => {
    expect(firstMessage(ResetPasswordSchema.safeParse({}))).toBe('Please enter a new password');
    expect(firstMessage(ResetPasswordSchema.safeParse({ newPassword: '' }))).toBe(
      'Please enter a new password',
    );
  });

  it('needs at least 6 characters', () => {
    expect(firstMessage(ResetPasswordSchema.safeParse({ newPassword: '12345' }))).toBe(
      'Password must be at least 6 characters long',
    );
    expect(ResetPasswordSchema.parse({ newPassword: '123456' })).toEqual({
      newPassword: '123456',
    });
  });
});

describe('UpdateRoleSchema', () => {
  it.each(['admin', 'supervisor', 'dispatch', 'user', 'customer'])('accepts %s', (role) => {
    expect(UpdateRoleSchema.parse({ role, version: 3 })).toEqual({ role, version: 3 });
  });

  it.each([{ role: 'owner' }, { role: 'Admin' }, { role: null }, {}])('refuses %j', (value) => {
    expect(firstMessage(UpdateRoleSchema.safeParse({ ...value, version: 1 }))).toBe(
      'Choose one of the six roles',
    );
  });

  it('requires the version the change was based on', () => {
    expect(UpdateRoleSchema.safeParse({ role: 'admin' }).success).toBe(false);
  });
});

describe('ManagedUserSchema', () => {
  it('keeps the listed fields only', () => {
    const user = {
      id: 'u1',
      email: 'nia@example.com',
      firstName: 'Nia',
      lastName: 'Park',
      role: null,
      createdAt: '2026-01-02T03:04:05.000Z',
      version: 2,
    };
    expect(ManagedUserSchema.parse({ ...user, password: 'hash', token: 'secret' })).toEqual(user);
  });
});

describe('USER_MESSAGES', () => {
  it('words the toasts as the spec does', () => {
    expect(USER_MESSAGES.roleUpdated('dispatch')).toBe('Role updated to dispatch');
    expect(USER_MESSAGES.passwordUpdated('a@b.co')).toBe(
      'Password updated successfully for a@b.co',
    );
    expect(USER_MESSAGES.deleted('a@b.co')).toBe('User a@b.co deleted successfully');
    expect(USER_MESSAGES.cannotDeleteSelf).toBe('You cannot delete your own account');
  });
});

const PASSWORD_MESSAGES = [
  'Password must be at least 6 characters long',
  'Password must contain at least 6 characters that are not spaces',
  'Password can be at most 128 characters long',
];
const NAME_MESSAGES = [
  REQUIRED,
  `Names can be at most ${String(MAX_NAME_LENGTH)} characters`,
  controlCharactersMessage('Names'),
];

describe('CreateUserSchema: properties', () => {
  const name = keptLine(20);
  const account = fc.record({
    firstName: name,
    lastName: name,
    email: emailAddress,
    password: fc
      .string({ minLength: 6, maxLength: 30 })
      .filter((text) => text.replace(/\s/gu, '').length >= 6),
  });
  const messages = {
    '': [ZOD_DEFAULT],
    firstName: NAME_MESSAGES,
    lastName: NAME_MESSAGES,
    email: [
      REQUIRED,
      `Email can be at most ${String(MAX_EMAIL_LENGTH)} characters`,
      'Please enter a valid email address',
    ],
    password: [REQUIRED, ...PASSWORD_MESSAGES],
  };

  it('gives a clean account or the app’s own messages, for every body', () => {
    expectRequestSchema(CreateUserSchema, account, messages, ({ firstName, lastName, email }) => {
      for (const text of [firstName, lastName, email]) expect(text).toBe(text.trim());
      expect(email).toBe(email.toLowerCase());
      expect(EmailSchema.safeParse(email).success).toBe(true);
    });
  });

  it('keeps every valid address, trimmed and lowercased, and the password as typed', () => {
    fc.assert(
      fc.property(account, (user) => {
        const typed = {
          firstName: ` ${user.firstName}\t`,
          lastName: `\u00A0${user.lastName} `,
          email: ` ${user.email.toUpperCase()} `,
          password: user.password,
        };
        expect(CreateUserSchema.parse(typed)).toEqual({ ...user, email: user.email.toLowerCase() });
      }),
    );
  });
});

describe('passwords the admin sets', () => {
  it('follow the same rule as a user’s own new password', () => {
    fc.assert(
      fc.property(password, (text) => {
        const own = passwordSchema.safeParse(text);
        const reset = ResetPasswordSchema.safeParse({ newPassword: text });
        expect(reset.success).toBe(own.success);
        if (!reset.success) {
          expectRefusal(reset.error, {
            newPassword: ['Please enter a new password', ...PASSWORD_MESSAGES],
          });
        }
      }),
    );
  });

  it('ask for a new password when it is missing, empty or not text', () => {
    fc.assert(
      fc.property(fc.constantFrom(undefined, null, '', 123456, ['secret1']), (missing) => {
        const result = ResetPasswordSchema.safeParse({ newPassword: missing });
        expect(result.error?.issues[0]?.message).toBe('Please enter a new password');
      }),
    );
  });
});

describe('UpdateRoleSchema: properties', () => {
  it('takes exactly the six roles, and refuses anything else by name', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(...ROLES), hostileValue), (role) => {
        const result = UpdateRoleSchema.safeParse({ role, version: 1, extra: 'admin' });
        const known = (ROLES as readonly unknown[]).includes(role);
        expect(result.success).toBe(known);
        if (result.success) expect(result.data).toEqual({ role, version: 1 });
        else expectRefusal(result.error, { role: ['Choose one of the six roles'] });
      }),
    );
  });
});
