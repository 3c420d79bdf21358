import fc from 'fast-check';
import { z } from 'zod';
import { FIRST_DATE, isoDate, LAST_DATE, pad } from '../calendar.js';
import type { CoverageRequest } from '../coverage-requests.js';
import { MAX_PASSWORD_LENGTH } from '../profile.js';
import { hasControlCharacters } from '../text.js';

/**
 * Strings people or scripts send by mistake or on purpose: empty, blank, NUL and control
 * characters, SQL and HTML fragments, formulas, impossible dates and times, emoji, right-to-left
 * text, combining marks, prototype names, and huge ones.
 */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\t\r\n',
  '\uFEFF',
  '\u00A0Ana\u00A0',
  "'; DROP TABLE guards; --",
  "' OR '1'='1",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '=HYPERLINK("http://example.com")',
  '+1',
  '-1',
  '@SUM(A1)',
  '02/30/2026',
  '13/01/2026',
  '2026-02-30',
  '2026-13-01',
  '0000-01-01',
  '9999-12-31',
  '1999-12-31',
  '+010000-01-01',
  '2460',
  '24:00',
  '12:60',
  '99:99',
  '😀',
  '👩‍👩‍👧‍👦'.repeat(500),
  'مرحبا بالعالم',
  '\u202Egnp.exe',
  'e\u0301\u0301\u0301',
  'Z\u0337\u0327a\u0336l\u0338g\u0335o',
  '\uD800',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  '[object Object]',
  'x'.repeat(100_000),
  `${' '.repeat(10_000)}a`,
];

/** Any UTF-16 code unit, lone surrogates included: what a JSON body may carry. */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));

/**
 * Any Unicode code point but a lone surrogate, astral ones (two UTF-16 units) included. It does
 * what fast-check's `unit: 'binary'` does, which takes a second to build for every test file.
 */
const codePoint = fc
  .integer({ min: 0, max: 0x10ffff })
  .filter((code) => code < 0xd800 || code > 0xdfff)
  .map((code) => String.fromCodePoint(code));

/** A hostile string: one of HOSTILE_STRINGS, or random ASCII, graphemes, code points or code units. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: codePoint, maxLength: 40 }),
  fc.string({ unit: codeUnit, maxLength: 40 }),
);

/** A text's length as zod measures it: in code points, so an emoji counts once. */
export function codePoints(text: string): number {
  return Array.from(text).length;
}

/**
 * Text the app's trimmed fields keep as it is: all kinds of characters (emoji, accents, right-to-left),
 * at least one, none of them whitespace at either end; at most `maxLength` code points.
 */
export function keptText(maxLength: number): fc.Arbitrary<string> {
  return fc
    .string({ unit: 'grapheme', minLength: 1, maxLength })
    .filter((text) => text.length > 0 && text === text.trim() && codePoints(text) <= maxLength);
}

/** As keptText, without line breaks or other control characters: a name, a code (issue #29). */
export function keptLine(maxLength: number): fc.Arbitrary<string> {
  return keptText(maxLength).filter((text) => !hasControlCharacters(text));
}

/** A real calendar date, yyyy-MM-dd, of the years CoverDesk accepts (2000 to 2099). */
export const realDate: fc.Arbitrary<string> = fc
  .date({
    min: new Date(`${FIRST_DATE}T00:00:00Z`),
    max: new Date(`${LAST_DATE}T00:00:00Z`),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString().slice(0, 10));

/** yyyy-MM-dd with any digits, so February 30th and month 13 come up: real or not. */
export const dateLikeIso: fc.Arbitrary<string> = fc
  .tuple(fc.nat(9999), fc.nat(99), fc.nat(99))
  .map(([year, month, day]) => isoDate(year, month, day));

/** A time of day, HH:MM from 00:00 to 23:59. */
export const timeOfDay: fc.Arbitrary<string> = fc
  .tuple(fc.nat(23), fc.nat(59))
  .map(([hours, minutes]) => `${pad(hours)}:${pad(minutes)}`);

/** A coverage request as the API returns it, with any text in its free-text fields. */
export const coverageRequest: fc.Arbitrary<CoverageRequest> = fc.record({
  id: fc.uuid(),
  userId: fc.option(fc.uuid(), { nil: null }),
  date: realDate,
  startTime: fc.option(timeOfDay, { nil: null }),
  endTime: fc.option(timeOfDay, { nil: null }),
  locationId: fc.uuid(),
  locationName: hostileString,
  deptCode: hostileString,
  assignedGuardId: fc.option(fc.uuid(), { nil: null }),
  assignedGuardName: fc.option(hostileString, { nil: null }),
  notes: fc.option(hostileString, { nil: null }),
  guardNote: fc.option(hostileString, { nil: null }),
  seriesId: fc.option(fc.uuid(), { nil: null }),
  version: fc.integer({ min: 1, max: 1000 }),
});

/** The address check the app's schemas use; built once, as building a schema is not cheap. */
export const EmailSchema = z.email();

/** Email addresses the app takes: RFC 5321 ones that zod's stricter `z.email()` accepts too. */
export const emailAddress: fc.Arbitrary<string> = fc
  .emailAddress()
  .filter((email) => email.length <= 254 && EmailSchema.safeParse(email).success);

/** Passwords around both limits, in ASCII and in characters of two UTF-16 units. */
export const password: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 10 }),
  fc.string({ unit: codePoint, maxLength: 10 }),
  fc.string({ minLength: MAX_PASSWORD_LENGTH - 4, maxLength: MAX_PASSWORD_LENGTH + 4 }),
  fc.string({ unit: codePoint, minLength: 60, maxLength: 70 }),
  fc.constantFrom('😀😀😀', '😀'.repeat(MAX_PASSWORD_LENGTH / 2 + 1), 'pass\u0000word'),
  hostileString,
);

/** Any value a body, a query or a form may hold, mostly strings, also wrong types of every kind. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  {
    weight: 1,
    arbitrary: fc.constantFrom(null, undefined, true, false, 0, -1, 1.5, NaN, Infinity, -0, 1e308),
  },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 2, withBigInt: true, withDate: true }) },
);

/** An object over the given field names (and a few others) with hostile values. */
export function hostileRecord(fields: readonly string[]): fc.Arbitrary<Record<string, unknown>> {
  const key = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...fields) },
    { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'id', 'role', 'userId') },
  );
  return fc.dictionary(key, hostileValue, { maxKeys: fields.length + 2 });
}

/**
 * A valid value with some fields swapped for hostile ones or left out, and sometimes an extra
 * field: it passes some checks and fails others, so each field's own message is reached.
 */
export function mutated(valid: fc.Arbitrary<object>): fc.Arbitrary<Record<string, unknown>> {
  return valid.chain((record) => {
    const entries = Object.entries(record);
    const fields = entries.map(([, value]) =>
      fc.oneof(
        { weight: 3, arbitrary: fc.constant<unknown>(value) },
        { weight: 1, arbitrary: hostileValue },
        { weight: 1, arbitrary: fc.constant<unknown>(undefined) },
      ),
    );
    const extra = fc.option(fc.tuple(fc.constantFrom('extra', 'id', 'isAdmin'), hostileValue));
    return fc.tuple(fc.tuple(...fields), extra).map(([values, added]) => {
      const result: Record<string, unknown> = {};
      entries.forEach(([name], index) => {
        if (values[index] !== undefined) result[name] = values[index];
      });
      if (added) result[added[0]] = added[1];
      return result;
    });
  });
}
