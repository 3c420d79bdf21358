import * as rruleModule from 'rrule';
import { isoDate, isSupportedDate } from './calendar.js';
import {
  lastSeriesDate,
  SERIES_MAX_SHIFTS,
  SERIES_MESSAGES,
  type SeriesWeekday,
} from './coverage-series.js';

type RRuleLibrary = typeof rruleModule;

/**
 * rrule's own package has no `exports` map: bundlers take its ES module (named exports), Node
 * its CommonJS build, whose exports arrive as the default. Either way the same library.
 */
const library: RRuleLibrary =
  typeof rruleModule.RRule === 'function'
    ? rruleModule
    : (Reflect.get(rruleModule, 'default') as RRuleLibrary);
const { RRule } = library;

const RRULE_DAYS: Record<SeriesWeekday, rruleModule.Weekday> = {
  MO: RRule.MO,
  TU: RRule.TU,
  WE: RRule.WE,
  TH: RRule.TH,
  FR: RRule.FR,
  SA: RRule.SA,
  SU: RRule.SU,
};

/** A series' rule: weekly on `weekdays` from the first date to `until`, both included. */
export interface SeriesRule {
  firstDate: string;
  until: string;
  weekdays: readonly SeriesWeekday[];
}

/** Midnight UTC of a yyyy-MM-dd date: the rule runs on UTC days, where no clock ever changes. */
function utcMidnight(iso: string): Date {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

function ruleOf({ firstDate, until, weekdays }: SeriesRule) {
  return new RRule({
    freq: RRule.WEEKLY,
    byweekday: weekdays.map((day) => RRULE_DAYS[day]),
    dtstart: utcMidnight(firstDate),
    until: utcMidnight(until),
    wkst: RRule.MO,
  });
}

/**
 * The dates (yyyy-MM-dd) a rule makes, in order: each chosen weekday from the first date to the
 * end date. Calendar dates, not instants: the occurrences are computed on UTC midnights, so
 * daylight saving in the browser's or the server's zone never moves one to the day before or
 * after. At most SERIES_MAX_SHIFTS + 1 are computed (enough to tell a rule is too long).
 */
export function seriesDates(rule: SeriesRule): string[] {
  if (
    !isSupportedDate(rule.firstDate) ||
    !isSupportedDate(rule.until) ||
    rule.weekdays.length === 0
  ) {
    return [];
  }
  if (rule.until < rule.firstDate) return [];
  return ruleOf(rule)
    .all((_, index) => index <= SERIES_MAX_SHIFTS)
    .map((date) => isoDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()));
}

/** The rule as RFC 5545 text (DTSTART and RRULE lines), as the series keeps it. */
export function seriesRuleText(rule: SeriesRule): string {
  return ruleOf(rule).toString();
}

/** What is wrong with a rule, as the form and the API say it, or null when it makes shifts. */
export function seriesProblem(
  rule: SeriesRule,
): { field: 'until' | 'weekdays'; message: string } | null {
  if (rule.weekdays.length === 0) return { field: 'weekdays', message: SERIES_MESSAGES.noWeekday };
  if (rule.until < rule.firstDate) return { field: 'until', message: SERIES_MESSAGES.endsBefore };
  if (rule.until > lastSeriesDate(rule.firstDate)) {
    return { field: 'until', message: SERIES_MESSAGES.tooLong };
  }
  const count = seriesDates(rule).length;
  if (count === 0) return { field: 'weekdays', message: SERIES_MESSAGES.noDates };
  if (count > SERIES_MAX_SHIFTS) return { field: 'until', message: SERIES_MESSAGES.tooMany };
  return null;
}
