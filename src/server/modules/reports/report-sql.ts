import { sql, type RawBuilder } from 'kysely';
import { OFFICE_DECIDED_CALL_OUT_REASONS } from '../../../shared/call-outs.js';
import type { DialectName } from '../../db/database.js';

/**
 * The date arithmetic the reports group by, per database: coverage_requests keeps its date as
 * yyyy-MM-dd text and its instants as ISO-8601 UTC text. Written in SQL names (snake_case).
 */
export interface ReportSql {
  /** The Monday of the request's ISO week, yyyy-MM-dd. */
  week: RawBuilder<string>;
  /** The request's weekday, 0 = Monday … 6 = Sunday. */
  weekday: RawBuilder<number>;
  /** Whole minutes from when the request last became open to when it was filled (rounded down). */
  fillMinutes: RawBuilder<number>;
}

/**
 * A call-out the reports count: every one but those the office decided itself (a shift opened by
 * approving the guard's time off, issue #39), which are no failing of the guard's.
 */
export const countedCallOut = sql<boolean>`(called_out_at is not null
  and coalesce(call_out_reason, '') not in (${sql.join(OFFICE_DECIDED_CALL_OUT_REASONS)}))`;

/** The hour its shift starts (null without a start time): the same in both databases. */
export const startHour = sql<number | null>`cast(substr(start_time, 1, 2) as integer)`;

const minutesOfDay = (column: string) =>
  sql`(cast(substr(${sql.ref(column)}, 1, 2) as integer) * 60 + cast(substr(${sql.ref(column)}, 4, 2) as integer))`;

/**
 * Minutes a shift lasts from its times: an end before the start is on the next day, an end equal
 * to the start a full day (shared/report-math.ts shiftMinutes, the same rule). Null without both.
 */
export const shiftMinutesSql = sql<number | null>`
  ((${minutesOfDay('end_time')} - ${minutesOfDay('start_time')} + 1439) % 1440 + 1)`;

const SQLITE: ReportSql = {
  // 'weekday 0' moves forward to the Sunday (a Sunday stays): six days before it is the Monday.
  week: sql<string>`date(date, 'weekday 0', '-6 days')`,
  weekday: sql<number>`((cast(strftime('%w', date) as integer) + 6) % 7)`,
  // Milliseconds between the instants, rounded to whole ones, then whole minutes.
  fillMinutes: sql<number>`(cast(round((julianday(filled_at) - julianday(opened_at)) * 86400000) as integer) / 60000)`,
};

const POSTGRES: ReportSql = {
  week: sql<string>`to_char(date_trunc('week', cast(date as date)), 'YYYY-MM-DD')`,
  weekday: sql<number>`(cast(extract(isodow from cast(date as date)) as integer) - 1)`,
  fillMinutes: sql<number>`cast(floor(extract(epoch from (cast(filled_at as timestamptz) - cast(opened_at as timestamptz))) / 60) as integer)`,
};

export const reportSql = (dialect: DialectName): ReportSql =>
  dialect === 'sqlite' ? SQLITE : POSTGRES;
