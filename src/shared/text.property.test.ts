// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  controlCharactersMessage,
  IdParamsSchema,
  IdSchema,
  optionalText,
  requiredText,
} from './text.js';
import { codePoints, hostileValue, keptLine, keptText } from './test/arbitraries.js';
import { ZOD_DEFAULT, expectRefusal } from './test/schema-checks.js';

const MAX = 12;
const tooLong = `Notes can be at most ${String(MAX)} characters`;
const REQUIRED = 'Please fill in the name';

const kept = keptText(MAX);

describe('optionalText', () => {
  const schema = optionalText(MAX, 'Notes');

  it('gives null or a trimmed, bounded text for anything, and a clear message otherwise', () => {
    fc.assert(
      fc.property(hostileValue, (value) => {
        const result = schema.safeParse(value);
        if (!result.success) return expectRefusal(result.error, { '': [tooLong, ZOD_DEFAULT] });
        const text = result.data;
        if (text === null) return;
        expect(text).toBe(text.trim());
        expect(text.length).toBeGreaterThan(0);
        expect(codePoints(text)).toBeLessThanOrEqual(MAX);
        expect(schema.parse(text)).toBe(text);
      }),
    );
  });

  it('keeps every trimmed text up to the limit, whatever surrounds it', () => {
    const space = fc.constantFrom('', ' ', '\t', '\r\n', '\u00A0', '\uFEFF');
    fc.assert(
      fc.property(kept, space, space, (text, before, after) => {
        expect(schema.parse(`${before}${text}${after}`)).toBe(text);
      }),
    );
  });

  it('stores nothing, blank text and null alike as null', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(undefined, null, ''),
        fc.stringMatching(/^\s*$/),
        (none, blank) => {
          expect(schema.parse(none)).toBeNull();
          expect(schema.parse(blank)).toBeNull();
        },
      ),
    );
  });

  it('counts characters, not UTF-16 units, and refuses one over the limit by name', () => {
    expect(schema.parse('😀'.repeat(MAX))).toBe('😀'.repeat(MAX));
    const result = schema.safeParse(`  ${'é'.repeat(MAX + 1)}  `);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([tooLong]);
  });
});

describe('requiredText', () => {
  const schema = requiredText(MAX, 'Name', REQUIRED);
  const messages = {
    '': [
      REQUIRED,
      `Name can be at most ${String(MAX)} characters`,
      controlCharactersMessage('Name'),
    ],
  };

  it('gives a trimmed, non-empty, bounded text or the app’s own message, for anything', () => {
    fc.assert(
      fc.property(hostileValue, (value) => {
        const result = schema.safeParse(value);
        if (!result.success) return expectRefusal(result.error, messages);
        expect(typeof value).toBe('string');
        expect(result.data).toBe(String(value).trim());
        expect(codePoints(result.data)).toBeGreaterThan(0);
        expect(codePoints(result.data)).toBeLessThanOrEqual(MAX);
        expect(schema.parse(result.data)).toBe(result.data);
      }),
    );
  });

  it('asks for the field when it is missing, blank or not text at all', () => {
    const notText = fc.oneof(
      fc.constantFrom(undefined, null, 0, true, [], {}),
      fc.stringMatching(/^\s*$/),
    );
    fc.assert(
      fc.property(notText, (value) => {
        const messages = schema.safeParse(value).error?.issues.map((issue) => issue.message);
        // Zod may report an empty array twice (wrong type, too short): both times the same words.
        expect(new Set(messages)).toEqual(new Set([REQUIRED]));
      }),
    );
  });

  it('keeps every trimmed one-line text up to the limit', () => {
    // A name is one line (issue #29): a control character inside is refused, tested above.
    fc.assert(
      fc.property(keptLine(MAX), (text) => {
        expect(schema.parse(` ${text} `)).toBe(text);
      }),
    );
  });
});

describe('IdSchema and IdParamsSchema', () => {
  it('take every string of 1 to 64 characters as it is, and nothing else', () => {
    fc.assert(
      fc.property(fc.oneof(hostileValue, fc.string({ maxLength: 70 })), (value) => {
        const valid = typeof value === 'string' && value.length > 0 && codePoints(value) <= 64;
        expect(IdSchema.safeParse(value).success).toBe(valid);
        const params = IdParamsSchema.safeParse({ id: value, extra: '<b>x</b>' });
        expect(params.success).toBe(valid);
        if (params.success) expect(params.data).toEqual({ id: value });
        else expectRefusal(params.error, { id: [ZOD_DEFAULT] });
      }),
    );
  });
});
