import { z } from 'zod';
import { shiftSpan, type ShiftTimes } from './shift-span.js';

/**
 * The Uncovered hours report (issue #39): the time posts had nobody on them, per post and per
 * customer per month — what a customer is credited. docs/reports.md says what counts.
 */

/** How a customer reads when a request was made by no customer account (the office, an import). */
export const NO_CUSTOMER = 'No customer account';

const TallySchema = z.object({
  /** Shifts that ended with nobody on them. */
  shifts: z.number(),
  /** Shifts a relief filled after they started: the time before he came counts. */
  partShifts: z.number(),
  /** Hours with nobody at the post, to one decimal. */
  hours: z.number(),
  /** Of `shifts`, those without times (an import's whole day): counted, no hours known. */
  withoutTimes: z.number(),
});
export type UncoveredTally = z.infer<typeof TallySchema>;

/**
 * GET /api/reports/uncovered-hours: every month meeting the range with its total, then per post
 * and per customer (by the shift's date; a month cut by the range counts its dates within), most
 * hours first within each month; posts and customers without uncovered time are left out.
 */
export const UncoveredHoursReportSchema = z.object({
  months: z.array(TallySchema.extend({ month: z.string() })),
  posts: z.array(
    TallySchema.extend({
      month: z.string(),
      locationId: z.string(),
      name: z.string(),
      deptCode: z.string(),
    }),
  ),
  customers: z.array(
    TallySchema.extend({
      month: z.string(),
      /** The customer's account, or null for requests no customer account made. */
      customerId: z.string().nullable(),
      name: z.string(),
    }),
  ),
  total: TallySchema,
});
export type UncoveredHoursReport = z.infer<typeof UncoveredHoursReportSchema>;

/** An ended shift as the report reads it. */
export interface EndedShift extends ShiftTimes {
  /** Nobody was on it at its end. */
  open: boolean;
  /** The guard on it is a relief (he took it after its start): when he checked in, if he did. */
  relief: { checkedInAt: string | null } | null;
  /**
   * The guard called out of it had checked in (he left the post): when he left, read as the
   * call-out's time (recorded on the request, as the report's kept answers know). Null when he
   * never came, or nobody called out.
   */
  leftAt: string | null;
}

const MS_PER_MINUTE = 60_000;

/**
 * Minutes an ended shift had nobody at the post, in its real time in `timeZone` (a night the
 * clocks change lasts its seven or nine hours): from its start (or from when the guard who left
 * went) until its end, or, filled by a relief, until he checked in (the end if he never did).
 * Null for a shift without times: its hours are not known. A shift whose guard was booked before
 * it started counts nothing: the report trusts the booking.
 */
export function uncoveredMinutes(shift: EndedShift, timeZone: string): number | null {
  if (!shift.open && !shift.relief) return 0;
  const span = shiftSpan(shift, timeZone);
  if (!span) return null;
  const left = shift.leftAt === null ? span.start : Date.parse(shift.leftAt);
  const from = Math.min(Math.max(span.start, left), span.end);
  const arrived = shift.relief?.checkedInAt ? Date.parse(shift.relief.checkedInAt) : span.end;
  const to = shift.open ? span.end : Math.min(Math.max(arrived, from), span.end);
  return Math.round((to - from) / MS_PER_MINUTE);
}
