import { hoursText } from './rule-text.js';
import type { ScheduleWeek } from './schedule.js';

/**
 * What the week board's guards view says of a guard's hours (issue #32): '44 h', '4 h OT' beside
 * it when some are overtime, a tooltip that says how they were counted, and the days past the
 * daily limit. Apart from schedule-board.ts so that the rows' text stays in one place.
 */
export interface BoardRowHours {
  /** '44 h'. */
  hours: string;
  /** '4 h OT', or null without overtime. */
  overtime: string | null;
  /** How the hours were counted, for the tooltip and screen readers. */
  explanation: string;
  /** The days (0 is Monday) past the daily overtime limit. */
  overtimeDays: readonly number[];
  /** 'Past the 8 h daily overtime limit', for a marked day. */
  dailyNote: string | null;
}

const MONDAY = 1;
/** Sunday first, as the rules count days (not company-rules-text: the board loads without zod). */
const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** '44 h' from minutes, with at most one decimal (rule-text.ts). */
export const hoursLabel = (minutes: number) => `${hoursText(minutes)} h`;

/** The hours of a guard of the week (by index into `week.guards`), or null on a customer's board. */
export function boardRowHours(week: ScheduleWeek, guardIndex: number): BoardRowHours | null {
  const hours = week.guards[guardIndex]?.hours;
  const { rules } = week;
  if (!hours || !rules) return null;
  const overtime =
    hours.overtimeMinutes > 0 ? `${hoursText(hours.overtimeMinutes, 'up')} h OT` : null;
  const weekly = `${hoursText(rules.weeklyOvertimeHours * 60)} h a week`;
  const daily =
    rules.dailyOvertimeHours === null
      ? ''
      : ` or ${hoursText(rules.dailyOvertimeHours * 60)} h a day`;
  const parts = [
    `${hoursLabel(hours.minutes)} this week, Monday to Sunday`,
    `overtime past ${weekly}${daily}`,
  ];
  if (rules.weekStartsOn !== MONDAY) {
    // The board shows Monday to Sunday; a company counting from another day pays overtime by
    // its own weeks, which the Overtime report counts (docs/work-rules.md).
    const first = DAY_NAMES[rules.weekStartsOn] ?? '';
    parts.push(
      `the company counts overtime in weeks from ${first}: see the Overtime report for those`,
    );
  }
  return {
    hours: hoursLabel(hours.minutes),
    overtime,
    explanation: `${parts.join('; ')}.`,
    overtimeDays: hours.overtimeDays,
    dailyNote:
      rules.dailyOvertimeHours === null
        ? null
        : `Past the ${hoursText(rules.dailyOvertimeHours * 60)} h daily overtime limit`,
  };
}
