import fc from 'fast-check';
import { expect } from 'vitest';
import type { z } from 'zod';
import { hostileRecord, hostileValue, mutated } from './arbitraries.js';

/** What zod says for a wrong type or size where the app gives no message of its own. */
export const ZOD_DEFAULT = /^(Invalid input|Too big|Too small): expected \w+/;

/** A message a person can read: starts with a capital or a digit, at least two words. */
const SENTENCE = /^[A-Z0-9][^\n]*\s\S/;

/** Per field (its path without array indexes, joined by dots), the only messages it may give. */
export type FieldMessages = Readonly<Record<string, readonly (string | RegExp)[]>>;

/**
 * Asserts a refusal: at least one issue, each a human sentence, and for every field the app
 * names its messages for, one of those messages (so never zod's 'Invalid input' in its place).
 */
export function expectRefusal(error: z.ZodError, messages: FieldMessages): void {
  expect(error.issues.length).toBeGreaterThan(0);
  for (const issue of error.issues) {
    const field = issue.path.filter((part) => typeof part === 'string').join('.');
    expect(issue.message, field).toMatch(SENTENCE);
    const allowed = messages[field];
    expect(allowed, `no messages listed for field '${field}': ${issue.message}`).toBeDefined();
    const known = (allowed ?? []).some((message) =>
      typeof message === 'string' ? message === issue.message : message.test(issue.message),
    );
    expect(known, `${field}: ${issue.message}`).toBe(true);
  }
}

/** Asserts the output holds no field but the schema's own: nothing extra passes through. */
export function expectOnlyFields(data: object, fields: readonly string[]): void {
  for (const key of Object.keys(data)) expect(fields).toContain(key);
}

/**
 * Checks a request body schema on hostile bodies: random values, objects over its fields with
 * hostile values, and `base` bodies with fields swapped for hostile ones or left out. It never
 * throws; a refusal gives only the app's messages (see expectRefusal); what it accepts has
 * exactly the top-level fields `messages` names, passes `check`, and reads again as itself.
 * A field of `leftOutIfAbsent` is in what it accepts only when the body gave it (a value left out
 * means something of its own there, e.g. 'keep what is stored').
 */
export function expectRequestSchema<T extends object>(
  schema: z.ZodType<T>,
  base: fc.Arbitrary<object>,
  messages: FieldMessages,
  check: (data: T, body: unknown) => void,
  numRuns = 100,
  leftOutIfAbsent: readonly string[] = [],
): void {
  const fields = Object.keys(messages).filter((field) => field !== '' && !field.includes('.'));
  const given = (body: unknown, field: string) =>
    typeof body === 'object' &&
    body !== null &&
    (body as Record<string, unknown>)[field] !== undefined;
  const body = fc.oneof(hostileValue, hostileRecord(fields), mutated(base));
  fc.assert(
    fc.property(body, (value) => {
      const result = schema.safeParse(value);
      if (!result.success) {
        expectRefusal(result.error, messages);
        return;
      }
      const expected = fields.filter(
        (field) => !leftOutIfAbsent.includes(field) || given(value, field),
      );
      expect(Object.keys(result.data).sort()).toEqual(expected.sort());
      check(result.data, value);
      expect(schema.parse(result.data)).toEqual(result.data);
    }),
    { numRuns },
  );
}

/** Asserts a list field that is missing, empty or not a list gets the app's own message first. */
export function expectListRequired(schema: z.ZodType, field: string, message: string): void {
  for (const value of [undefined, null, [], '', 'text', {}]) {
    const result = schema.safeParse({ [field]: value });
    expect(result.error?.issues[0]?.message, JSON.stringify(value)).toBe(message);
  }
}

/**
 * Asserts a response schema gives back every valid value as it is, and drops whatever other
 * fields come with it (a password hash, another user's data): nothing leaks by accident.
 */
export function expectResponseShape<T extends object>(
  schema: z.ZodType<T>,
  valid: fc.Arbitrary<T>,
): void {
  const extra = fc.dictionary(
    fc.constantFrom('passwordHash', 'token', 'secret', 'userId', 'email', '__proto__'),
    hostileValue,
  );
  fc.assert(
    fc.property(valid, extra, (value, added) => {
      expect(schema.parse({ ...added, ...value })).toEqual(value);
    }),
    { numRuns: 50 },
  );
}
