import { afterEach, describe, expect, it } from 'vitest';
import { weekdayOf } from './calendar.js';
import {
  CoverageSeriesInputSchema,
  lastSeriesDate,
  SERIES_MESSAGES,
  SERIES_WEEKDAYS,
  SUNDAY_FIRST,
} from './coverage-series.js';
import { seriesDates, seriesProblem, seriesRuleText } from './series-dates.js';

const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR'] as const;
const zoneBefore = process.env.TZ;

/** Runs the check with the process in another time zone (Node reads TZ on each change). */
function inZone(zone: string, check: () => void) {
  process.env.TZ = zone;
  check();
}

afterEach(() => {
  if (zoneBefore === undefined) delete process.env.TZ;
  else process.env.TZ = zoneBefore;
});

describe('seriesDates', () => {
  it('makes 40 dates for Mon–Fri over 8 weeks, each on its weekday', () => {
    const dates = seriesDates({ firstDate: '2026-11-30', until: '2027-01-22', weekdays: WEEKDAYS });
    expect(dates).toHaveLength(40);
    expect(dates[0]).toBe('2026-11-30');
    expect(dates.at(-1)).toBe('2027-01-22');
    expect(dates.slice(0, 6)).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-07',
    ]);
    for (const date of dates) expect(weekdayOf(date), date).toBeGreaterThanOrEqual(1);
    for (const date of dates) expect(weekdayOf(date), date).toBeLessThanOrEqual(5);
  });

  it('starts at the first chosen weekday on or after the first date and ends on the end date', () => {
    // 2026-12-02 is a Wednesday: Monday and Tuesday of that week are before the series.
    expect(
      seriesDates({ firstDate: '2026-12-02', until: '2026-12-08', weekdays: ['MO', 'TU'] }),
    ).toEqual(['2026-12-07', '2026-12-08']);
    expect(seriesDates({ firstDate: '2026-12-02', until: '2026-12-02', weekdays: ['WE'] })).toEqual(
      ['2026-12-02'],
    );
  });

  it('never moves a date across daylight saving, whatever the zone', () => {
    // US clocks change on 8 March and 1 November 2026; Europe's on 29 March and 25 October;
    // Sydney's on 5 April and 4 October; Chatham's by 45 minutes.
    const expected = [
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-28',
      '2026-03-29',
      '2026-03-30',
    ];
    for (const zone of [
      'America/New_York',
      'Europe/London',
      'Australia/Sydney',
      'Pacific/Chatham',
      'UTC',
    ]) {
      inZone(zone, () => {
        const march = seriesDates({
          firstDate: '2026-03-07',
          until: '2026-03-30',
          weekdays: ['SA', 'SU', 'MO'],
        });
        expect(
          march.filter((date) => expected.includes(date)),
          zone,
        ).toEqual(expected);
        expect(march.map(weekdayOf), zone).toEqual(march.map((date) => weekdayOf(date)));
        const autumn = seriesDates({
          firstDate: '2026-10-24',
          until: '2026-11-02',
          weekdays: ['SU'],
        });
        expect(autumn, zone).toEqual(['2026-10-25', '2026-11-01']);
      });
    }
  });

  it('keeps month ends: 31 January, 28 and 29 February, and the turn of the year', () => {
    expect(
      seriesDates({ firstDate: '2027-01-29', until: '2027-03-01', weekdays: ['SU', 'MO'] }).filter(
        (date) =>
          date.endsWith('-31') || date.startsWith('2027-02-28') || date.startsWith('2027-03'),
      ),
    ).toEqual(['2027-01-31', '2027-02-28', '2027-03-01']);
    // 2028 is a leap year: 29 February 2028 is a Tuesday.
    expect(
      seriesDates({ firstDate: '2028-02-27', until: '2028-03-01', weekdays: SERIES_WEEKDAYS }),
    ).toEqual(['2028-02-27', '2028-02-28', '2028-02-29', '2028-03-01']);
    expect(
      seriesDates({ firstDate: '2027-02-26', until: '2027-03-02', weekdays: SERIES_WEEKDAYS }),
    ).toEqual(['2027-02-26', '2027-02-27', '2027-02-28', '2027-03-01', '2027-03-02']);
    expect(
      seriesDates({ firstDate: '2026-12-30', until: '2027-01-02', weekdays: SERIES_WEEKDAYS }),
    ).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
  });

  it('gives each date the weekday the rule names', () => {
    const dates = seriesDates({ firstDate: '2027-01-01', until: '2027-06-30', weekdays: ['TH'] });
    expect(dates).toHaveLength(25);
    expect([dates[0], dates.at(-1)]).toEqual(['2027-01-07', '2027-06-24']);
    expect(new Set(dates.map((date) => SUNDAY_FIRST[weekdayOf(date)]))).toEqual(new Set(['TH']));
  });

  it('keeps the rule as RFC 5545 text', () => {
    expect(
      seriesRuleText({ firstDate: '2026-11-30', until: '2027-01-22', weekdays: WEEKDAYS }),
    ).toBe(
      'DTSTART:20261130T000000Z\nRRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;UNTIL=20270122T000000Z;WKST=MO',
    );
  });
});

describe('the year cap', () => {
  it('ends a year at the day before the same date a year later', () => {
    expect(lastSeriesDate('2026-11-30')).toBe('2027-11-29');
    expect(lastSeriesDate('2027-01-01')).toBe('2027-12-31');
    expect(lastSeriesDate('2028-02-29')).toBe('2029-02-27');
    expect(lastSeriesDate('2027-03-01')).toBe('2028-02-29');
  });

  it('allows every day of a leap year (366 shifts) and refuses a day more', () => {
    const year = { firstDate: '2028-01-01', until: '2028-12-31', weekdays: SERIES_WEEKDAYS };
    expect(seriesDates(year)).toHaveLength(366);
    expect(seriesProblem(year)).toBeNull();
    expect(seriesProblem({ ...year, until: '2029-01-01' })).toEqual({
      field: 'until',
      message: SERIES_MESSAGES.tooLong,
    });
  });

  it('says what is wrong with a rule', () => {
    const rule = { firstDate: '2026-12-02', until: '2026-12-04', weekdays: WEEKDAYS };
    expect(seriesProblem({ ...rule, weekdays: [] })?.message).toBe(SERIES_MESSAGES.noWeekday);
    expect(seriesProblem({ ...rule, until: '2026-12-01' })?.message).toBe(
      SERIES_MESSAGES.endsBefore,
    );
    expect(seriesProblem({ ...rule, weekdays: ['SA'] })?.message).toBe(SERIES_MESSAGES.noDates);
  });
});

describe('CoverageSeriesInputSchema', () => {
  const body = {
    date: '2026-11-30',
    startTime: '08:00',
    endTime: '16:00',
    locationId: 'post-1',
    repeat: { weekdays: ['FR', 'MO', 'MO'], until: '2027-01-22' },
  };

  it('orders the weekdays Monday first, once each', () => {
    const parsed = CoverageSeriesInputSchema.parse(body);
    expect(parsed.repeat.weekdays).toEqual(['MO', 'FR']);
  });

  it('refuses an empty week, an unknown day, an end before the start or past a year', () => {
    const refused = (repeat: object) => {
      const result = CoverageSeriesInputSchema.safeParse({ ...body, repeat });
      return result.success ? null : result.error.issues[0]?.message;
    };
    expect(refused({ weekdays: [], until: '2027-01-22' })).toBe(SERIES_MESSAGES.noWeekday);
    expect(refused({ weekdays: ['XX'], until: '2027-01-22' })).toBe(SERIES_MESSAGES.noWeekday);
    expect(refused({ weekdays: ['MO'], until: '2026-11-29' })).toBe(SERIES_MESSAGES.endsBefore);
    expect(refused({ weekdays: ['MO'], until: '2027-11-30' })).toBe(SERIES_MESSAGES.tooLong);
    expect(refused({ weekdays: ['MO'], until: '2027-02-30' })).toBe(SERIES_MESSAGES.realDate);
    expect(refused({ weekdays: ['MO'], until: '2027-11-29' })).toBeNull();
  });
});
