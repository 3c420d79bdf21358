import { REQUIRED_FIELDS } from '../../../shared/coverage-requests';
import { formatDate } from '../../../shared/date-format';
import {
  CoverageSeriesInputSchema,
  SERIES_MESSAGES,
  SUNDAY_FIRST,
  type CoverageSeriesValues,
  type SeriesWeekday,
} from '../../../shared/coverage-series';
import { parseDateEntry } from '../../../shared/date-entry';
import { weekdayOf } from '../../../shared/calendar';
import type { CoverageValues } from '../../../shared/coverage-requests';

/** The Repeat part of Add Coverage: off, or weekly on the chosen weekdays until a typed date. */
export interface RepeatValues {
  on: boolean;
  weekdays: SeriesWeekday[];
  /** As typed: MM/DD/YYYY or compact digits, like the Date field. */
  until: string;
}

export type RepeatField = 'weekdays' | 'until';
export type RepeatErrors = Partial<Record<RepeatField, string>>;

export const REPEAT_OFF: RepeatValues = { on: false, weekdays: [], until: '' };

/** The API's names for the repeat's fields (a 400's `fields`), mapped to the form's. */
export const REPEAT_SERVER_FIELDS: Readonly<Record<string, RepeatField>> = {
  weekdays: 'weekdays',
  until: 'until',
  'repeat.weekdays': 'weekdays',
  'repeat.until': 'until',
  repeat: 'until',
};

/** The weekday of a yyyy-MM-dd date, by its RFC 5545 name: what Repeat starts with. */
export function weekdayNameOf(iso: string): SeriesWeekday {
  return SUNDAY_FIRST[weekdayOf(iso)] ?? 'MO';
}

export type RepeatCheck =
  { ok: true; input: CoverageSeriesValues } | { ok: false; errors: RepeatErrors; message: string };

/**
 * Reads the Repeat fields with the request's checked fields as the server will: weekdays chosen,
 * an end date that is a date, on or after the first date and within a year. The count of dates
 * (rrule) is the preview's and the server's to say.
 */
export function checkRepeat(
  request: CoverageValues,
  repeat: RepeatValues,
  today: Date,
): RepeatCheck {
  const errors: RepeatErrors = {};
  if (repeat.weekdays.length === 0) errors.weekdays = SERIES_MESSAGES.noWeekday;
  const until = repeat.until.trim() ? parseDateEntry(repeat.until, today) : null;
  if (!until) errors.until = REQUIRED_FIELDS;
  else if (!until.ok) errors.until = until.error;
  const first = errors.until ?? errors.weekdays;
  if (first || !until?.ok) return { ok: false, errors, message: first ?? REQUIRED_FIELDS };
  const parsed = CoverageSeriesInputSchema.safeParse({
    ...request,
    repeat: { weekdays: repeat.weekdays, until: until.value },
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  const issue = parsed.error.issues[0];
  const field: RepeatField = issue?.path.includes('weekdays') ? 'weekdays' : 'until';
  const message = issue?.message ?? REQUIRED_FIELDS;
  return { ok: false, errors: { [field]: message }, message };
}

/** The preview's summary: '40 shifts: Mon, Nov 30 … Fri, Jan 22, 2027'. */
export function previewSummary(dates: readonly string[]): string {
  const [first] = dates;
  const last = dates.at(-1);
  if (!first || !last) return 'No shifts';
  if (dates.length === 1) return `1 shift: ${formatDate(first)}`;
  return `${String(dates.length)} shifts: ${formatDate(first)} \u2026 ${formatDate(last)}`;
}
