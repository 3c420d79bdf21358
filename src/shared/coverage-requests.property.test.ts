// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DATE_RANGE_MESSAGE, isSupportedDate, pad } from './calendar.js';
import {
  CoverageImportSchema,
  CoverageInputSchema,
  CoverageRequestSchema,
  CoverageSummarySchema,
  GuardAvailabilityQuerySchema,
  GuardAvailabilitySchema,
  GUARD_NOTE_MAX,
  NOTES_MAX,
  REQUIRED_FIELDS,
  formatRequestTime,
  type CoverageValues,
} from './coverage-requests.js';
import { CSV_MAX_ROWS } from './csv.js';
import { formatMonthRowDate } from './date-format.js';
import { MonthSchema } from './date-schemas.js';
import { isMonth, MONTH } from './month.js';
import {
  coverageRequest,
  dateLikeIso,
  hostileRecord,
  hostileString,
  hostileValue,
  keptText,
  mutated,
  realDate,
  timeOfDay,
} from './test/arbitraries.js';
import {
  ZOD_DEFAULT,
  expectListRequired,
  expectOnlyFields,
  expectRefusal,
  expectRequestSchema,
  expectResponseShape,
} from './test/schema-checks.js';

const REAL_DATE = 'Date must be a real date (yyyy-MM-dd)';
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** HH:MM with any two digits each side, so 24:00 and 12:60 come up. */
const timeLike = fc
  .tuple(fc.nat(99), fc.nat(99))
  .map(([hours, minutes]) => `${pad(hours)}:${pad(minutes)}`);
const optionalId = fc.option(fc.uuid(), { nil: null });
/** The shift fields the add form and the guard picker both send. */
const shift = { date: realDate, startTime: timeOfDay, endTime: timeOfDay, locationId: fc.uuid() };

const shiftMessages = {
  '': [ZOD_DEFAULT],
  date: [REQUIRED_FIELDS, REAL_DATE, DATE_RANGE_MESSAGE],
  startTime: [REQUIRED_FIELDS, 'Start time must be HH:MM'],
  endTime: [REQUIRED_FIELDS, 'End time must be HH:MM'],
  locationId: [REQUIRED_FIELDS, ZOD_DEFAULT],
};

describe('CoverageInputSchema', () => {
  const valid = fc.record({
    ...shift,
    assignedGuardId: optionalId,
    notes: fc.option(keptText(50), { nil: null }),
    guardNote: fc.option(keptText(50), { nil: null }),
  });
  const messages = {
    ...shiftMessages,
    assignedGuardId: [ZOD_DEFAULT],
    notes: [`Notes can be at most ${String(NOTES_MAX)} characters`, ZOD_DEFAULT],
    guardNote: [
      `Note for the guard can be at most ${String(GUARD_NOTE_MAX)} characters`,
      ZOD_DEFAULT,
    ],
  };

  it('gives a real date, HH:MM times and trimmed notes, or the app’s own messages', () => {
    const check = (request: CoverageValues) => {
      expect(isSupportedDate(request.date)).toBe(true);
      expect(request.startTime).toMatch(TIME);
      expect(request.endTime).toMatch(TIME);
      if (request.notes !== null) expect(request.notes).toBe(request.notes.trim());
      if (typeof request.guardNote === 'string') {
        expect(request.guardNote).toBe(request.guardNote.trim());
      }
    };
    expectRequestSchema(CoverageInputSchema, valid, messages, check, 200, ['guardNote']);
  });

  it('keeps every valid request as it is', () => {
    fc.assert(
      fc.property(valid, (request) => {
        expect(CoverageInputSchema.parse(request)).toEqual(request);
      }),
    );
  });

  it('tells a note for the guard left out from one emptied (issue #31)', () => {
    const request = { date: '2026-02-28', startTime: '08:00', endTime: '16:00', locationId: 'l' };
    expect(CoverageInputSchema.parse(request).guardNote).toBeUndefined();
    expect(CoverageInputSchema.parse({ ...request, guardNote: null }).guardNote).toBeNull();
    expect(CoverageInputSchema.parse({ ...request, guardNote: '  ' }).guardNote).toBeNull();
    expect(CoverageInputSchema.parse({ ...request, guardNote: ' Gate B ' }).guardNote).toBe(
      'Gate B',
    );
  });

  it('takes a date or a time only when the calendar and the clock have it', () => {
    fc.assert(
      fc.property(valid, dateLikeIso, timeLike, timeLike, (request, date, startTime, endTime) => {
        const result = CoverageInputSchema.safeParse({ ...request, date, startTime, endTime });
        const real = isSupportedDate(date) && TIME.test(startTime) && TIME.test(endTime);
        expect(result.success).toBe(real);
        if (!result.success) expectRefusal(result.error, shiftMessages);
      }),
    );
  });

  it.each(['2460', '24:00', '12:60', '99:99', '8:00', '08:00:00'])(
    'refuses the start time %j by name',
    (startTime) => {
      const result = CoverageInputSchema.safeParse({
        date: '2026-02-28',
        startTime,
        endTime: '16:00',
        locationId: 'loc-1',
      });
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([
        'Start time must be HH:MM',
      ]);
    },
  );
});

describe('GuardAvailabilityQuerySchema', () => {
  it('reads the shift from a query string, or names what is wrong', () => {
    const valid = fc.record({ ...shift, excludeId: fc.uuid() });
    const messages = { ...shiftMessages, excludeId: [ZOD_DEFAULT] };
    fc.assert(
      fc.property(fc.oneof(hostileRecord(Object.keys(messages)), mutated(valid)), (query) => {
        const result = GuardAvailabilityQuerySchema.safeParse(query);
        if (!result.success) return expectRefusal(result.error, messages);
        expectOnlyFields(result.data, Object.keys(messages));
        for (const [key, field] of Object.entries(result.data)) expect(field).toBe(query[key]);
      }),
    );
  });
});

describe('CoverageImportSchema', () => {
  const row = fc.record({
    date: realDate,
    locationId: fc.uuid(),
    notes: fc.option(keptText(50), { nil: null }),
  });
  const messages = {
    '': [ZOD_DEFAULT],
    rows: [
      'No valid records to import',
      `At most ${String(CSV_MAX_ROWS)} rows can be imported at once`,
      ZOD_DEFAULT,
    ],
    'rows.date': [REAL_DATE, DATE_RANGE_MESSAGE],
    'rows.locationId': [REQUIRED_FIELDS, ZOD_DEFAULT],
    'rows.notes': [`Note can be at most ${String(NOTES_MAX)} characters`, ZOD_DEFAULT],
    includeExisting: ['Include existing rows must be true or false'],
  };

  it('takes rows of a real date and a location, or names what is wrong', () => {
    const list = fc.record(
      {
        rows: fc.array(fc.oneof(row, mutated(row), hostileValue), { maxLength: 5 }),
        includeExisting: fc.boolean(),
      },
      { requiredKeys: ['rows'] },
    );
    expectRequestSchema(CoverageImportSchema, list, messages, ({ rows, includeExisting }, body) => {
      expect(rows.length).toBeGreaterThan(0);
      // Rows already stored are skipped unless the body asks for them (issue #20).
      expect(includeExisting).toBe(
        (body as { includeExisting?: unknown }).includeExisting ?? false,
      );
      for (const imported of rows) {
        expect(Object.keys(imported).sort()).toEqual(['date', 'locationId', 'notes']);
        expect(isSupportedDate(imported.date)).toBe(true);
      }
    });
  });

  it('says there is nothing to import when the rows are missing or not a list', () => {
    expectListRequired(CoverageImportSchema, 'rows', 'No valid records to import');
  });
});

describe('MonthSchema', () => {
  it('agrees with isMonth on every string, and says how to write a month', () => {
    const monthLike = fc
      .tuple(fc.nat(9999), fc.nat(20))
      .map(([year, month]) => `${pad(year, 4)}-${pad(month)}`);
    fc.assert(
      fc.property(fc.oneof(monthLike, hostileValue), (value) => {
        const result = MonthSchema.safeParse(value);
        expect(result.success).toBe(typeof value === 'string' && isMonth(value));
        if (!result.success) {
          const message =
            typeof value === 'string' && MONTH.test(value)
              ? 'Dates must be from 2000-01-01 to 2099-12-31'
              : 'Month must be written YYYY-MM';
          expectRefusal(result.error, { '': [message] });
        }
      }),
    );
  });
});

describe('request display', () => {
  const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

  it('shows every date as MM-dd-yyyy with the weekday the calendar gives it', () => {
    fc.assert(
      fc.property(realDate, (iso) => {
        const { date, weekday } = formatMonthRowDate(iso);
        const [month, day, year] = date.split('-');
        expect(`${year ?? ''}-${month ?? ''}-${day ?? ''}`).toBe(iso);
        expect(weekday).toBe(WEEKDAYS[new Date(`${iso}T00:00:00Z`).getUTCDay()]);
      }),
    );
  });

  it('shows a stored time to 5 characters, and a dash for none', () => {
    fc.assert(
      fc.property(timeOfDay, fc.constantFrom('', ':00', ':59.999'), (hhmm, rest) => {
        expect(formatRequestTime(`${hhmm}${rest}`)).toBe(hhmm);
      }),
    );
    expect(formatRequestTime(null)).toBe('\u2013');
  });
});

describe('response schemas', () => {
  it('return coverage as the dashboard reads it, and nothing else that came with it', () => {
    expectResponseShape(CoverageRequestSchema, coverageRequest);
    expectResponseShape(
      CoverageSummarySchema,
      fc.record({ locationId: fc.uuid(), count: fc.nat(), open: fc.nat(), uncovered: fc.nat() }),
    );
    const booking = fc.record({
      guardId: fc.uuid(),
      locationName: hostileString,
      startTime: fc.option(timeOfDay, { nil: null }),
      endTime: fc.option(timeOfDay, { nil: null }),
    });
    expectResponseShape(
      GuardAvailabilitySchema,
      fc.record({
        bookings: fc.array(booking, { maxLength: 3 }),
        history: fc.array(fc.record({ guardId: fc.uuid(), lastDate: realDate }), { maxLength: 3 }),
        findings: fc.array(
          fc.record({
            guardId: fc.uuid(),
            hoursBefore: fc.nat({ max: 168 }),
            blocker: fc.option(hostileString, { nil: null }),
            warnings: fc.array(hostileString, { maxLength: 2 }),
          }),
          { maxLength: 3 },
        ),
      }),
    );
  });
});
