import { describe, expect, it } from 'vitest';
import { boardRowHours } from './board-hours.js';
import type { OvertimeRules } from './company-rules.js';
import type { ScheduleWeek } from './schedule.js';

const week = (rules: ScheduleWeek['rules'], minutes: number, overtimeMinutes: number) =>
  ({
    week: '2026-W47',
    days: [],
    posts: [],
    shifts: [],
    guards: [
      { id: 'g', name: 'Soto, Kim', hours: { minutes, overtimeMinutes, overtimeDays: [2] } },
    ],
    rules,
    timeZone: 'UTC',
    attendanceRules: null,
  }) satisfies ScheduleWeek;

const RULES: OvertimeRules = { weeklyOvertimeHours: 40, dailyOvertimeHours: null, weekStartsOn: 1 };

describe('boardRowHours', () => {
  it("says '44 h' and '4 h OT', and how they were counted", () => {
    expect(boardRowHours(week(RULES, 2640, 240), 0)).toEqual({
      hours: '44 h',
      overtime: '4 h OT',
      explanation: '44 h this week, Monday to Sunday; overtime past 40 h a week.',
      overtimeDays: [2],
      dailyNote: null,
    });
  });

  it('writes half hours, rounds overtime up to a tenth, and has no OT without overtime', () => {
    expect(boardRowHours(week(RULES, 450, 1), 0)).toMatchObject({
      hours: '7.5 h',
      overtime: '0.1 h OT',
    });
    expect(boardRowHours(week(RULES, 2400, 0), 0)?.overtime).toBeNull();
  });

  it('names the daily limit, and the company’s week when it is not the board’s', () => {
    const rules: OvertimeRules = {
      weeklyOvertimeHours: 40,
      dailyOvertimeHours: 8,
      weekStartsOn: 0,
    };
    const hours = boardRowHours(week(rules, 600, 120), 0);
    expect(hours?.dailyNote).toBe('Past the 8 h daily overtime limit');
    expect(hours?.explanation).toBe(
      '10 h this week, Monday to Sunday; overtime past 40 h a week or 8 h a day; the company ' +
        'counts overtime in weeks from Sunday: see the Overtime report for those.',
    );
  });

  it("has nothing to say on a customer's board", () => {
    expect(boardRowHours(week(null, 600, 0), 0)).toBeNull();
  });
});
