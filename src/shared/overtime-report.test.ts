import { describe, expect, it } from 'vitest';
import { overtimeByWeek, weekHours, type GuardShiftTimes } from './overtime-report.js';

const ZONE = 'America/New_York';
const WEEKLY = { weeklyOvertimeHours: 40, dailyOvertimeHours: null };
const day = (date: string, startTime = '08:00', endTime = '16:00') => ({
  date,
  startTime,
  endTime,
});
const WEEK = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20'];

describe('weekHours', () => {
  it('counts nothing past 40 hours as overtime, and every minute past it', () => {
    const forty = WEEK.map((date) => day(date));
    expect(weekHours(forty, WEEKLY, ZONE)).toEqual({
      minutes: 2400,
      weeklyOvertime: 0,
      dailyOvertime: 0,
      overtime: 0,
      overtimeDates: [],
    });
    const oneMore = [...forty, day('2026-11-21', '08:00', '08:01')];
    expect(weekHours(oneMore, WEEKLY, ZONE).overtime).toBe(1);
  });

  it('counts an overnight shift whole, to its end, and a whole-day one as no hours', () => {
    const hours = weekHours(
      [day('2026-11-22', '22:00', '06:00'), { date: '2026-11-21', startTime: null, endTime: null }],
      WEEKLY,
      ZONE,
    );
    expect(hours.minutes).toBe(480);
  });

  it('counts the real time across a change of clocks', () => {
    // New York: back an hour at 02:00 on 2026-11-01, forward an hour at 02:00 on 2026-03-08.
    expect(weekHours([day('2026-10-31', '22:00', '06:00')], WEEKLY, ZONE).minutes).toBe(540);
    expect(weekHours([day('2026-03-07', '22:00', '06:00')], WEEKLY, ZONE).minutes).toBe(420);
  });

  it('takes the larger of the weekly and the daily count, never their sum', () => {
    const rules = { weeklyOvertimeHours: 40, dailyOvertimeHours: 8 };
    // Four 10-hour days: 8 hours past the daily limit, none past the weekly one.
    const four = WEEK.slice(0, 4).map((date) => day(date, '06:00', '16:00'));
    expect(weekHours(four, rules, ZONE)).toMatchObject({
      weeklyOvertime: 0,
      dailyOvertime: 480,
      overtime: 480,
      overtimeDates: WEEK.slice(0, 4),
    });
    // A fifth: 10 past the week, 10 past the days: 10, not 20.
    const five = WEEK.map((date) => day(date, '06:00', '16:00'));
    expect(weekHours(five, rules, ZONE)).toMatchObject({ weeklyOvertime: 600, overtime: 600 });
  });

  it('adds two shifts of one day against the daily limit; exactly at it is none', () => {
    const rules = { weeklyOvertimeHours: 40, dailyOvertimeHours: 8 };
    const two = [day('2026-11-16', '06:00', '10:00'), day('2026-11-16', '14:00', '18:00')];
    expect(weekHours(two, rules, ZONE).overtime).toBe(0);
    const more = [...two, day('2026-11-16', '20:00', '20:30')];
    expect(weekHours(more, rules, ZONE)).toMatchObject({
      overtime: 30,
      overtimeDates: ['2026-11-16'],
    });
  });
});

describe('overtimeByWeek', () => {
  const shift = (guard: string, date: string, startTime = '08:00', endTime = '18:00') => ({
    guardKey: guard,
    guardId: guard,
    guardName: `Guard, ${guard}`,
    date,
    startTime,
    endTime,
  });
  // A: five 10-hour days; B: four; an overnight Sunday shift of A's starts the week it is on.
  const shifts: GuardShiftTimes[] = [
    ...WEEK.map((date) => shift('A', date)),
    ...WEEK.slice(0, 4).map((date) => shift('B', date)),
    shift('A', '2026-11-22', '22:00', '06:00'),
  ];
  const range = { from: '2026-11-16', to: '2026-11-29' };

  it('lists per week the guards with overtime, most first, and the week’s sum', () => {
    const rules = { ...WEEKLY, weekStartsOn: 1 as const };
    expect(overtimeByWeek(shifts, range, rules, ZONE)).toEqual([
      {
        week: '2026-11-16',
        overtimeMinutes: 1080,
        guards: [{ guardId: 'A', name: 'Guard, A', minutes: 3480, overtimeMinutes: 1080 }],
      },
      { week: '2026-11-23', overtimeMinutes: 0, guards: [] },
    ]);
  });

  it('counts by the company’s own weeks and keeps only the guards asked for', () => {
    const rules = { weeklyOvertimeHours: 30, dailyOvertimeHours: null, weekStartsOn: 0 as const };
    const weeks = overtimeByWeek(shifts, range, rules, ZONE, (_week, guard) => guard === 'B');
    expect(weeks.map((week) => week.week)).toEqual(['2026-11-15', '2026-11-22', '2026-11-29']);
    expect(weeks[0]?.guards).toEqual([
      { guardId: 'B', name: 'Guard, B', minutes: 2400, overtimeMinutes: 600 },
    ]);
  });
});
