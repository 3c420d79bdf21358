import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GuardInputSchema, guardDisplayName } from './guards.js';
import {
  deptCodeKey,
  LocationInputSchema,
  DEPT_CODE_MAX,
  LOCATION_NAME_MAX,
  LocationSchema,
  POSITION_TOGETHER,
  compareLocations,
  type Location,
} from './locations.js';
import { hostileString, keptLine } from './test/arbitraries.js';
import { controlCharactersMessage } from './text.js';
import { ZOD_DEFAULT, expectRequestSchema, expectResponseShape } from './test/schema-checks.js';

describe('LocationInputSchema', () => {
  it('trims and requires both fields', () => {
    expect(LocationInputSchema.parse({ name: ' Gate ', deptCode: ' G1 ' })).toEqual({
      name: 'Gate',
      deptCode: 'G1',
    });
    const missing = LocationInputSchema.safeParse({ name: 'Gate', deptCode: ' ' });
    expect(missing.error?.issues[0]?.message).toBe('Please fill in all fields');
  });

  it('takes a position with both coordinates or neither, and a radius in bounds', () => {
    const post = { name: 'Gate', deptCode: 'G1' };
    expect(
      LocationInputSchema.parse({ ...post, latitude: 40.5, longitude: -74, radiusMeters: 200 }),
    ).toEqual({ ...post, latitude: 40.5, longitude: -74, radiusMeters: 200 });
    expect(LocationInputSchema.parse({ ...post, latitude: null, longitude: null })).toEqual({
      ...post,
      latitude: null,
      longitude: null,
    });
    for (const alone of [
      { latitude: 40.5 },
      { longitude: -74 },
      { latitude: 1, longitude: null },
    ]) {
      const refused = LocationInputSchema.safeParse({ ...post, ...alone });
      expect(refused.error?.issues[0]?.message).toBe(POSITION_TOGETHER);
    }
    expect(
      LocationInputSchema.safeParse({ ...post, latitude: 91, longitude: 0 }).error?.issues[0]
        ?.message,
    ).toBe('Latitude must be from -90 to 90');
    expect(
      LocationInputSchema.safeParse({ ...post, radiusMeters: 5 }).error?.issues[0]?.message,
    ).toBe('The radius must be from 10 to 5000 metres');
  });

  it('compares department codes trimmed and case-insensitively', () => {
    expect(deptCodeKey(' Ab-1 ')).toBe(deptCodeKey('aB-1'));
  });
});

describe('GuardInputSchema', () => {
  it('stores empty optional fields as null', () => {
    expect(
      GuardInputSchema.parse({ firstName: 'A', lastName: 'B', email: '', contactNumber: ' ' }),
    ).toEqual({
      firstName: 'A',
      lastName: 'B',
      contactNumber: null,
      email: null,
      guardCard: null,
      expDate: null,
    });
  });

  it('shows "Last, First"', () => {
    expect(guardDisplayName({ firstName: 'Ana', lastName: 'Diaz' })).toBe('Diaz, Ana');
  });
});

const ALL_FIELDS = 'Please fill in all fields';
const validInput = fc.record({ name: keptLine(30), deptCode: keptLine(10) });
const location: fc.Arbitrary<Location> = fc.record({
  id: fc.uuid(),
  name: fc.oneof(hostileString, fc.constantFrom('Post 2', 'Post 10', 'post 2', 'Ärzte')),
  deptCode: fc.oneof(hostileString, fc.constantFrom('A1', 'a1', 'B-10')),
  address: fc.option(hostileString, { nil: null }),
  latitude: fc.option(fc.double({ min: -90, max: 90, noNaN: true }), { nil: null }),
  longitude: fc.option(fc.double({ min: -180, max: 180, noNaN: true }), { nil: null }),
  radiusMeters: fc.integer({ min: 10, max: 5000 }),
  version: fc.integer({ min: 1, max: 1000 }),
});

describe('LocationInputSchema: properties', () => {
  const messages = {
    '': [ZOD_DEFAULT],
    name: [
      ALL_FIELDS,
      `Location name can be at most ${String(LOCATION_NAME_MAX)} characters`,
      controlCharactersMessage('Location name'),
    ],
    deptCode: [
      ALL_FIELDS,
      `Department code can be at most ${String(DEPT_CODE_MAX)} characters`,
      controlCharactersMessage('Department code'),
    ],
  };

  it('gives a trimmed name and code, or the app’s own messages, for every body', () => {
    expectRequestSchema(LocationInputSchema, validInput, messages, ({ name, deptCode }) => {
      for (const text of [name, deptCode]) {
        expect(text).toBe(text.trim());
        expect(text).not.toBe('');
      }
    });
  });

  it('keeps every valid location as typed, less the spaces around it', () => {
    fc.assert(
      fc.property(validInput, ({ name, deptCode }) => {
        const typed = { name: `  ${name}\t`, deptCode: `\r\n${deptCode} ` };
        expect(LocationInputSchema.parse(typed)).toEqual({ name, deptCode });
      }),
    );
  });
});

describe('LocationSchema', () => {
  it('returns a location and nothing else that came with it', () => {
    expectResponseShape(LocationSchema, location);
  });
});

describe('deptCodeKey', () => {
  it('is the same for a code typed in whatever letter case or with spaces around it', () => {
    const code = fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/);
    fc.assert(
      fc.property(code, fc.constantFrom('', ' ', '\t', '\u00A0'), (text, space) => {
        const key = deptCodeKey(text);
        expect(deptCodeKey(`${space}${text.toUpperCase()}${space}`)).toBe(key);
        expect(deptCodeKey(text.toLowerCase())).toBe(key);
      }),
    );
  });

  it('is idempotent for every text', () => {
    fc.assert(
      fc.property(hostileString, (text) => {
        const key = deptCodeKey(text);
        expect(deptCodeKey(key)).toBe(key);
        expect(key).toBe(key.trim());
      }),
    );
  });
});

describe('compareLocations', () => {
  it('orders every two locations consistently: reversed pairs give the opposite answer', () => {
    fc.assert(
      fc.property(location, location, (a, b) => {
        expect(compareLocations(a, a)).toBe(0);
        expect(Math.sign(compareLocations(a, b)) + Math.sign(compareLocations(b, a))).toBe(0);
      }),
    );
  });

  it('sorts a list the same way whatever order it comes in', () => {
    fc.assert(
      fc.property(fc.array(location, { maxLength: 8 }), fc.nat(), (list, turn) => {
        const turned = [...list].reverse();
        turned.push(...turned.splice(0, turn % (list.length + 1)));
        const sorted = [...list].sort(compareLocations);
        // Locations the order cannot tell apart (same name and code, case aside) may swap.
        turned.sort(compareLocations).forEach((item, index) => {
          expect(compareLocations(item, sorted[index] ?? item)).toBe(0);
        });
      }),
    );
  });
});
