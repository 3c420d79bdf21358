// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { controlCharactersMessage } from './text.js';
import { DATE_RANGE_MESSAGE, isIsoDate, isSupportedDate } from './calendar.js';
import { CSV_MAX_ROWS, csvField } from './csv.js';
import { parseGuardCsv } from './guard-csv.js';
import {
  CONTACT_NUMBER_MAX,
  GUARD_CARD_MAX,
  GUARD_EMAIL_MAX,
  GUARD_NAME_MAX,
  GuardImportSchema,
  GuardInputSchema,
  GuardSchema,
  REQUIRED_NAMES,
} from './guards.js';
import {
  dateLikeIso,
  EmailSchema,
  emailAddress,
  hostileValue,
  keptLine,
  mutated,
  realDate,
} from './test/arbitraries.js';
import {
  ZOD_DEFAULT,
  expectListRequired,
  expectRefusal,
  expectRequestSchema,
  expectResponseShape,
} from './test/schema-checks.js';

const tooLong = (label: string, max: number) => `${label} can be at most ${String(max)} characters`;
const FIRST_NAME = [
  REQUIRED_NAMES,
  tooLong('First name', GUARD_NAME_MAX),
  controlCharactersMessage('First name'),
];
const LAST_NAME = [
  REQUIRED_NAMES,
  tooLong('Last name', GUARD_NAME_MAX),
  controlCharactersMessage('Last name'),
];
const INVALID_DATE = 'Expiration date must be a real date (yyyy-MM-dd)';

const name = keptLine(20);
const optional = <T>(value: fc.Arbitrary<T>) => fc.option(value, { nil: null });
const validGuard = fc.record({
  firstName: name,
  lastName: name,
  contactNumber: optional(fc.stringMatching(/^\+?\d[\d ()-]{2,18}\d$/)),
  email: optional(emailAddress),
  guardCard: optional(keptLine(GUARD_CARD_MAX)),
  expDate: optional(realDate),
});

describe('GuardInputSchema', () => {
  const messages = {
    '': [ZOD_DEFAULT],
    firstName: FIRST_NAME,
    lastName: LAST_NAME,
    contactNumber: [
      tooLong('Contact number', CONTACT_NUMBER_MAX),
      controlCharactersMessage('Contact number'),
      ZOD_DEFAULT,
    ],
    email: [tooLong('Email', GUARD_EMAIL_MAX), 'Please enter a valid email address', ZOD_DEFAULT],
    guardCard: [
      tooLong('Guard card number', GUARD_CARD_MAX),
      controlCharactersMessage('Guard card number'),
      ZOD_DEFAULT,
    ],
    expDate: [tooLong('Expiration date', 10), INVALID_DATE, DATE_RANGE_MESSAGE, ZOD_DEFAULT],
  };

  it('gives a clean guard or the app’s own messages, for every body', () => {
    expectRequestSchema(GuardInputSchema, validGuard, messages, (guard) => {
      for (const text of Object.values(guard)) {
        if (text !== null) expect(text).toBe(text.trim());
        expect(text).not.toBe('');
      }
      if (guard.email !== null) expect(EmailSchema.safeParse(guard.email).success).toBe(true);
      if (guard.expDate !== null) expect(isSupportedDate(guard.expDate)).toBe(true);
    });
  });

  it('keeps every valid guard as it is, and stores empty optional fields as null', () => {
    fc.assert(
      fc.property(validGuard, (guard) => {
        expect(GuardInputSchema.parse(guard)).toEqual(guard);
        const blank = { firstName: guard.firstName, lastName: guard.lastName, email: ' ' };
        expect(GuardInputSchema.parse(blank)).toEqual({
          ...blank,
          contactNumber: null,
          email: null,
          guardCard: null,
          expDate: null,
        });
      }),
    );
  });

  it('takes an expiration date only when the calendar has it (no February 30th)', () => {
    fc.assert(
      fc.property(dateLikeIso, (expDate) => {
        const result = GuardInputSchema.safeParse({ firstName: 'Ana', lastName: 'Diaz', expDate });
        expect(result.success).toBe(isSupportedDate(expDate));
        if (!result.success) {
          const message = isIsoDate(expDate) ? DATE_RANGE_MESSAGE : INVALID_DATE;
          expectRefusal(result.error, { expDate: [message] });
        }
      }),
    );
  });
});

describe('GuardImportSchema', () => {
  const messages = {
    '': [ZOD_DEFAULT],
    guards: [
      'No guards to import',
      `At most ${String(CSV_MAX_ROWS)} guards can be imported at once`,
      ZOD_DEFAULT,
    ],
    'guards.firstName': FIRST_NAME,
    'guards.lastName': LAST_NAME,
    includeExisting: ['Include existing rows must be true or false'],
  };

  it('takes names only, or refuses with the app’s own messages', () => {
    const names = fc.record({ firstName: name, lastName: name });
    const list = fc.record(
      {
        guards: fc.array(fc.oneof(names, mutated(names), hostileValue)),
        includeExisting: fc.boolean(),
      },
      { requiredKeys: ['guards'] },
    );
    expectRequestSchema(GuardImportSchema, list, messages, ({ guards, includeExisting }, body) => {
      expect(guards.length).toBeGreaterThan(0);
      // Names already stored are skipped unless the body asks for them (issue #20).
      expect(includeExisting).toBe(
        (body as { includeExisting?: unknown }).includeExisting ?? false,
      );
      for (const guard of guards)
        expect(Object.keys(guard).sort()).toEqual(['firstName', 'lastName']);
    });
  });

  it('says there are no guards when the list is missing or not a list', () => {
    expectListRequired(GuardImportSchema, 'guards', 'No guards to import');
  });

  it('accepts every guard the CSV import reads', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ firstName: name, lastName: name }), { minLength: 1 }),
        (guards) => {
          const lines = guards.map(
            (guard) => `${csvField(guard.firstName)},${csvField(guard.lastName)}`,
          );
          const read = parseGuardCsv(['First Name,Last Name', ...lines].join('\r\n'));
          expect(GuardImportSchema.parse({ guards: read.guards })).toEqual({
            guards,
            includeExisting: false,
          });
        },
      ),
      { numRuns: 50 },
    );
  });
});

describe('GuardSchema', () => {
  it('returns a guard and nothing else that came with it', () => {
    expectResponseShape(
      GuardSchema,
      validGuard.map((guard) => ({ id: 'guard-1', ...guard, version: 1 })),
    );
  });
});
