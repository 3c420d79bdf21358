import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GuardAvailability } from './coverage-requests.js';
import {
  guardMatches,
  rankGuards,
  shiftsOverlap,
  splitNewGuardName,
  type PickerGuard,
  type Shift,
  GUARD_GUESS_MIN,
} from './guard-picker.js';
import { hostileString, keptText, timeOfDay } from './test/arbitraries.js';

const times = (startTime: string | null, endTime: string | null) => ({ startTime, endTime });

describe('shiftsOverlap', () => {
  it.each([
    [times('08:00', '16:00'), times('12:00', '20:00'), true, 'partly overlapping'],
    [times('08:00', '16:00'), times('09:00', '10:00'), true, 'one inside the other'],
    [times('08:00', '16:00'), times('16:00', '20:00'), false, 'one ends as the next starts'],
    [times('08:00', '12:00'), times('13:00', '17:00'), false, 'apart'],
    [times('22:00', '06:00'), times('23:00', '01:00'), true, 'two overnight shifts'],
    [times('20:00', '04:00'), times('21:00', '22:00'), true, 'overnight around an evening'],
    [
      times('22:00', '06:00'),
      times('05:00', '08:00'),
      false,
      'overnight and the same early morning',
    ],
    [times('08:00', '08:00'), times('12:00', '13:00'), true, 'a 24-hour shift'],
    [times(null, null), times('08:00', '16:00'), true, 'an untimed shift'],
    [times('08:00', '16:00'), times('08:00', null), true, 'a shift without an end'],
  ])('%j and %j → %s (%s)', (a, b, overlap) => {
    expect(shiftsOverlap(a, b)).toBe(overlap);
    expect(shiftsOverlap(b, a)).toBe(overlap);
  });
});

/** A guard with a card valid until `expDate` (a far date unless told; null: no card on file). */
const guard = (
  id: string,
  firstName: string,
  lastName: string,
  expDate: string | null = '2099-12-31',
) => ({ id, firstName, lastName, guardCard: expDate ? `G-${id}` : null, expDate });
const john = guard('g1', 'John', 'Smith');

describe('guardMatches', () => {
  it.each([
    'joh',
    'JOHN',
    'smi',
    'Smith',
    'john smith',
    '  John   SMITH ',
    'smith john',
    'Smith, John',
  ])('matches %j', (typed) => {
    expect(guardMatches(john, typed)).toBe(true);
  });

  it.each(['', 'j', 'jo', ' jo ', 'sm', 'jane', 'john smithe', 'smith, jane'])(
    'does not match %j',
    (typed) => {
      expect(guardMatches(john, typed)).toBe(false);
    },
  );
});

describe('rankGuards', () => {
  const shift: Shift = { date: '2040-06-10', startTime: '08:00', endTime: '16:00' };
  const guards: PickerGuard[] = [
    guard('booked', 'Adam', 'Tagger'),
    guard('expired', 'Beth', 'Tagger', '2040-06-09'),
    guard('recent', 'Zoe', 'Tagger', '2041-01-01'),
    guard('older', 'Yan', 'Tagger'),
    guard('free', 'Carl', 'Tagger', '2040-06-10'),
    guard('later', 'Dana', 'Tagger'),
    guard('other', 'Eve', 'Other'),
  ];
  const availability: GuardAvailability = {
    bookings: [
      { guardId: 'booked', locationName: 'North Gate', startTime: '12:00', endTime: '20:00' },
      { guardId: 'later', locationName: 'North Gate', startTime: '16:00', endTime: '22:00' },
    ],
    history: [
      { guardId: 'older', lastDate: '2040-01-05' },
      { guardId: 'recent', lastDate: '2040-03-01' },
      { guardId: 'booked', lastDate: '2040-05-01' },
    ],
    findings: [],
  };

  it('puts free guards first, valid cards before expired, recent coverage here first', () => {
    const options = rankGuards(guards, 'tagger', shift, availability);
    expect(options.map((option) => option.guard.id)).toEqual([
      'recent',
      'older',
      'free',
      'later',
      'expired',
      'booked',
    ]);
    const byId = new Map(options.map((option) => [option.guard.id, option]));
    expect(byId.get('booked')?.clash).toEqual(availability.bookings[0]);
    expect(byId.get('later')?.clash).toBeNull();
    expect(byId.get('expired')?.card).toEqual({
      rule: 'card-expired',
      message: 'Guard card expired by then',
    });
    expect(byId.get('free')?.card).toBeNull();
    expect(byId.get('recent')?.lastCoveredHere).toBe('2040-03-01');
    expect(byId.get('free')?.lastCoveredHere).toBeNull();
  });

  it('orders by name alone without a shift', () => {
    const options = rankGuards(guards, 'tagger', null, null);
    expect(options.map((option) => option.guard.firstName)).toEqual([
      'Adam',
      'Beth',
      'Carl',
      'Dana',
      'Yan',
      'Zoe',
    ]);
    expect(options.every((option) => !option.clash && !option.card)).toBe(true);
  });

  it('still marks expired cards while availability is loading', () => {
    const options = rankGuards(guards, 'beth', shift, null);
    expect(options).toEqual([
      {
        guard: guards[1],
        clash: null,
        card: { rule: 'card-expired', message: 'Guard card expired by then' },
        lastCoveredHere: null,
        finding: null,
      },
    ]);
  });

  it('marks a guard with no guard card on file (issue #39), after those who have one', () => {
    const carded = guard('carded', 'Ann', 'Cardless');
    const none = guard('none', 'Abe', 'Cardless', null);
    const options = rankGuards([none, carded], 'cardless', shift, null);
    expect(options.map((option) => [option.guard.id, option.card?.message ?? null])).toEqual([
      ['carded', null],
      ['none', 'No guard card on file'],
    ]);
  });

  it('puts guards a rule blocks after the free ones, and those with warnings after the clear', () => {
    const finding = (guardId: string, blocker: string | null, warnings: string[] = []) => ({
      guardId,
      hoursBefore: 8,
      blocker,
      warnings,
    });
    const ruled = {
      ...availability,
      findings: [finding('recent', 'Needs Armed'), finding('older', null, ['Adds 4 h overtime'])],
    };
    const options = rankGuards(guards, 'tagger', shift, ruled);
    // Blocked by the rules or by the card alike: those who covered the post first among them.
    expect(options.map((option) => option.guard.id)).toEqual([
      'free',
      'later',
      'older',
      'recent',
      'expired',
      'booked',
    ]);
    expect(options[2]?.finding?.warnings).toEqual(['Adds 4 h overtime']);
  });

  it('guesses nothing from 2 typed characters or fewer', () => {
    expect(rankGuards(guards, 'ta', shift, availability)).toEqual([]);
  });
});

describe('splitNewGuardName', () => {
  it.each([
    ['Jane Doe', { firstName: 'Jane', lastName: 'Doe' }],
    ['  Jane    Doe ', { firstName: 'Jane', lastName: 'Doe' }],
    ['Mary Ann Smith', { firstName: 'Mary', lastName: 'Ann Smith' }],
    ["Sean O'Neil-Park", { firstName: 'Sean', lastName: "O'Neil-Park" }],
  ])('%j → %j', (typed, names) => {
    expect(splitNewGuardName(typed)).toEqual(names);
  });

  it.each(['', '   ', 'Jane', ' Jane '])('needs two words: %j', (typed) => {
    expect(splitNewGuardName(typed)).toBeNull();
  });
});

/** Names as a CSV or a form may hold them: letters of every script, inner spaces of every kind and number. */
const name = fc.oneof(
  keptText(12),
  fc
    .tuple(keptText(6), fc.constantFrom(' ', '  ', '\t', '\u00A0'), keptText(6))
    .map((parts) => parts.join('')),
);
const pickerGuard = fc.record({
  id: fc.uuid(),
  firstName: name,
  lastName: name,
  expDate: fc.constant(null),
});
const space = fc.constantFrom(' ', '  ', '\t', '\n', '\u00A0');
/** The typed text with its case changed and its spaces widened, as a hurried person types. */
const sloppy = (text: string, gap: string, upper: boolean) =>
  ` ${(upper ? text.toUpperCase() : text.toLowerCase()).replace(/\s+/g, gap)} `;

describe('guardMatches: properties', () => {
  it('finds a guard by first, last or full name, typed in whatever case and spacing', () => {
    fc.assert(
      fc.property(pickerGuard, space, fc.boolean(), (person, gap, upper) => {
        const { firstName: first, lastName: last } = person;
        for (const typed of [
          first,
          last,
          `${first} ${last}`,
          `${last} ${first}`,
          `${last}, ${first}`,
        ]) {
          const entered = sloppy(typed, gap, upper);
          const long = entered.trim().replace(/\s+/g, ' ').length >= GUARD_GUESS_MIN;
          // Upper-casing is not always undone by lower-casing (ß becomes SS), so only ASCII there.
          if (long && (!upper || /^[\x20-\x7e\s]*$/.test(typed))) {
            expect(guardMatches(person, entered), entered).toBe(true);
          }
        }
      }),
    );
  });

  it('guesses nothing from fewer than 3 typed characters, and never throws', () => {
    fc.assert(
      fc.property(pickerGuard, hostileString, (person, typed) => {
        const matched = guardMatches(person, typed);
        if (typed.trim().replace(/\s+/g, ' ').length < GUARD_GUESS_MIN) expect(matched).toBe(false);
      }),
    );
  });
});

describe('splitNewGuardName: properties', () => {
  it('splits at the first space into two trimmed names, or gives null for one word', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          hostileString,
          name,
          fc.tuple(name, space, name).map((parts) => parts.join('')),
        ),
        (typed) => {
          const words = typed.trim().split(/\s+/).filter(Boolean);
          const expected =
            words.length < 2 ? null : { firstName: words[0], lastName: words.slice(1).join(' ') };
          expect(splitNewGuardName(typed)).toEqual(expected);
        },
      ),
    );
  });
});

describe('shiftsOverlap: properties', () => {
  it('is symmetric, and a shift always overlaps itself', () => {
    const shift = fc.record({
      startTime: fc.option(timeOfDay, { nil: null }),
      endTime: fc.option(timeOfDay, { nil: null }),
    });
    fc.assert(
      fc.property(shift, shift, (a, b) => {
        expect(shiftsOverlap(a, b)).toBe(shiftsOverlap(b, a));
        expect(shiftsOverlap(a, a)).toBe(true);
      }),
    );
  });
});
