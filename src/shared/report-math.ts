import { addDays, minutesOf, weekdayOf } from './calendar.js';
import { csvCell } from './coverage-export.js';
import { workWeekStart, workWeeksInRange } from './work-week.js';

/** Weeks the reports show unless asked otherwise: this one and the 11 before it. */
export const DEFAULT_REPORT_WEEKS = 12;

const MONDAY = 1;

/** The Monday of a date's ISO week (weeks start on Monday), yyyy-MM-dd. */
export function weekStart(date: string): string {
  return workWeekStart(date, MONDAY);
}

/** Every week start (Monday) whose week meets the range from `from` to `to` (work-week.ts). */
export function weeksInRange(from: string, to: string): string[] {
  return workWeeksInRange(from, to, MONDAY);
}

/**
 * The default range: the Monday 11 weeks before this week's Monday through this week's Sunday,
 * 12 whole ISO weeks ending with the one that holds `today`.
 */
export function defaultReportRange(today: string): { from: string; to: string } {
  const monday = weekStart(today);
  return { from: addDays(monday, -7 * (DEFAULT_REPORT_WEEKS - 1)), to: addDays(monday, 6) };
}

/**
 * Minutes a shift lasts from its start and end times (HH:MM): an end before the start is on the
 * next day (22:00–06:00 is 8 hours), and an end equal to the start is a full 24 hours.
 */
export function shiftMinutes(start: string, end: string): number {
  const minutes = minutesOf(end) - minutesOf(start);
  return minutes > 0 ? minutes : minutes + 24 * 60;
}

/** Hours from minutes, to one decimal. */
export function hoursOf(minutes: number): number {
  return Math.round(minutes / 6) / 10;
}

/** Weekday index Monday first (0 = Monday … 6 = Sunday) of a date. */
export function mondayFirstWeekday(date: string): number {
  return (weekdayOf(date) + 6) % 7;
}

export const WEEKDAYS_MONDAY_FIRST = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/**
 * The median of some numbers as the open-shifts board counts it (the middle two averaged for an
 * even count) and the 90th percentile by nearest rank (the smallest value at or above 90 % of
 * them); null for none. The server computes the same in SQL; this is the reference.
 */
export function medianAndP90(values: readonly number[]): { median: number; p90: number } | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const n = sorted.length;
  const lower = sorted[Math.floor((n - 1) / 2)] ?? 0;
  const upper = sorted[Math.floor(n / 2)] ?? 0;
  const p90 = sorted[Math.ceil(n * 0.9) - 1] ?? 0;
  return { median: (lower + upper) / 2, p90 };
}

/** A chart's numbers as a table: a caption, column headings and rows of cells. */
export interface ReportTable {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly (string | number | null)[])[];
}

/**
 * The CSV of a chart's table: a header line and one line per row, CRLF ends; text cells guarded
 * against spreadsheet formulas like the export's (OWASP CSV injection), empty for null.
 */
export function reportCsv(table: ReportTable): string {
  const cell = (value: string | number | null) =>
    typeof value === 'number' ? String(value) : csvCell(value);
  const lines = [table.columns, ...table.rows].map((row) => row.map(cell).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** The file name of a chart's CSV: report name and range, e.g. call-outs-by-post_2026-09-01_2026-11-23.csv. */
export function reportFileName(name: string, from: string, to: string): string {
  return `${name}_${from}_${to}.csv`;
}
