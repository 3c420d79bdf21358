import { addDays } from '../../../shared/calendar';
import { formatMonthDay } from '../../../shared/date-format';
import { WEEKDAYS_MONDAY_FIRST, type ReportTable } from '../../../shared/report-math';
import type {
  CallOutsByHourReport,
  CallOutsByPostReport,
  GuardHoursReport,
  RequestsReport,
  TimeToFillReport,
} from '../../../shared/reports';

/** A week's short label on a chart axis: its Monday, e.g. 'Sep 7'. */
export const weekLabel = (week: string) => formatMonthDay(week);

/** A week as the table (and its CSV) names it: '2026-09-07 to 2026-09-13', as data is written. */
export const weekCell = (week: string) => `${week} to ${addDays(week, 6)}`;

/** The percentage of requests with a guard, to one decimal; null for a week without requests. */
export function filledShare(filled: number, requests: number): number | null {
  return requests === 0 ? null : Math.round((filled / requests) * 1000) / 10;
}

export function requestsTable(report: RequestsReport): ReportTable {
  return {
    caption: 'Requests per week: filled, open, and uncovered (ended without a guard)',
    columns: ['Week', 'Requests', 'Filled', 'Open', 'Uncovered', 'Filled %'],
    rows: report.weeks.map((w) => [
      weekCell(w.week),
      w.requests,
      w.filled,
      w.open,
      w.uncovered,
      filledShare(w.filled, w.requests),
    ]),
  };
}

export function timeToFillTable(report: TimeToFillReport): ReportTable {
  return {
    caption: 'Time to fill open shifts per week, in hours',
    columns: ['Week', 'Filled (time known)', 'Median hours', '90th percentile hours'],
    rows: report.weeks.map((w) => [weekCell(w.week), w.filled, w.medianHours, w.p90Hours]),
  };
}

export function callOutsByPostTable(report: CallOutsByPostReport): ReportTable {
  return {
    caption: 'Call-outs per post',
    columns: ['Post', 'Dept code', 'Call-outs', 'Requests'],
    rows: report.posts.map((p) => [p.name, p.deptCode, p.callOuts, p.requests]),
  };
}

/** Hours of the day as column headings: '00' … '23'. */
export const HOURS = Array.from({ length: 24 }, (_, hour) => String(hour).padStart(2, '0'));

export function callOutsByHourTable(report: CallOutsByHourReport): ReportTable {
  return {
    caption: 'Call-outs by weekday and starting hour',
    columns: ['Weekday', ...HOURS],
    rows: report.cells.map((counts, day) => [WEEKDAYS_MONDAY_FIRST[day] ?? '', ...counts]),
  };
}

export function guardHoursTable(report: GuardHoursReport): ReportTable {
  return {
    caption: 'Hours per guard',
    columns: ['Guard', 'Shifts', 'Hours'],
    rows: report.guards.map((g) => [g.name, g.shifts, g.hours]),
  };
}
