import { z } from 'zod';
import { addDays, daysInRange, localIsoDate } from './calendar.js';
import { dateSchema } from './date-schemas.js';
import { dateRangeText } from './rule-text.js';
import { IdSchema, optionalLine } from './text.js';
import { TIME_OFF_STATUSES, type TimeOffStatus } from './time-off-rules.js';

/**
 * Time off (issue #32) as the API sends and takes it: a guard asks for dates (POST
 * /api/my/time-off), the office approves or declines; the office may also record time off for
 * any guard, with or without an account, which counts as approved at once (it records what it
 * agreed). The dates are both inclusive, in the company's time zone.
 */

/** The longest time off one request may ask for: a year, leap day included. */
export const TIME_OFF_MAX_DAYS = 366;
export const TIME_OFF_REASON_MAX = 500;
/** How far back a guard's own list reaches: answered requests of the last 90 days stay in view. */
export const MY_TIME_OFF_DAYS_BACK = 90;

export const TIME_OFF_MESSAGES = {
  realDate: 'Dates must be real dates (yyyy-MM-dd)',
  order: 'The last day must be on or after the first',
  tooLong: `Time off can be at most ${String(TIME_OFF_MAX_DAYS)} days`,
  past: 'Time off cannot end in the past',
  answered: 'This request was already answered',
  notFound: 'Time off request not found',
} as const;

/**
 * The most requests a guard may have waiting for the office's answer at once (issue #40): past
 * it they wait for an answer or withdraw one. The office's own records of time off are not capped.
 */
export const PENDING_TIME_OFF_MAX = 10;

/**
 * Why a guard with `pending` requests waiting may not ask for more (PENDING_TIME_OFF_MAX), or
 * null when they may: the server's 409, and the guard's form before it sends.
 */
export function tooManyPending(pending: number): string | null {
  return pending >= PENDING_TIME_OFF_MAX
    ? `You have ${String(PENDING_TIME_OFF_MAX)} time-off requests waiting: wait for an answer or withdraw one`
    : null;
}

/** The words of each status, as the guard and the office read them. */
export const TIME_OFF_STATUS_LABELS: Record<TimeOffStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  declined: 'Declined',
};

/**
 * Body of POST /api/my/time-off and /api/guards/:id/time-off: the first and last day off and an
 * optional one-line reason. `today` is the caller's date: time off ending before it is refused.
 */
export function timeOffBodySchema(today: () => string = () => localIsoDate(new Date())) {
  return z
    .object({
      from: dateSchema(TIME_OFF_MESSAGES.realDate),
      to: dateSchema(TIME_OFF_MESSAGES.realDate),
      reason: optionalLine(TIME_OFF_REASON_MAX, 'Reason'),
    })
    .superRefine(({ from, to }, context) => {
      if (to < from)
        context.addIssue({ code: 'custom', message: TIME_OFF_MESSAGES.order, path: ['to'] });
      else if (daysInRange(from, to) > TIME_OFF_MAX_DAYS) {
        context.addIssue({ code: 'custom', message: TIME_OFF_MESSAGES.tooLong, path: ['to'] });
      } else if (to < today()) {
        context.addIssue({ code: 'custom', message: TIME_OFF_MESSAGES.past, path: ['to'] });
      }
    });
}
export const TimeOffBodySchema = timeOffBodySchema();
export type TimeOffBody = z.input<typeof TimeOffBodySchema>;

/** One request as the guard and the office see it. */
export const TimeOffSchema = z.object({
  id: z.string(),
  guardId: z.string(),
  /** 'Kim Soto'. */
  guardName: z.string(),
  from: z.string(),
  to: z.string(),
  /** Null when none was given. */
  reason: z.string().nullable(),
  status: z.enum(TIME_OFF_STATUSES),
  /** ISO instant. */
  requestedAt: z.string(),
  /** True when the office recorded it, not the guard (no account, or agreed by phone). */
  recordedByOffice: z.boolean(),
  decidedAt: z.string().nullable(),
  /** Who answered, as their name is now; null while pending or when the account is gone. */
  decidedByName: z.string().nullable(),
});
export type TimeOff = z.infer<typeof TimeOffSchema>;

export const TimeOffListSchema = z.object({ requests: z.array(TimeOffSchema) });
export type TimeOffList = z.infer<typeof TimeOffListSchema>;

export const TIME_OFF_FILTERS = ['all', ...TIME_OFF_STATUSES] as const;
export type TimeOffFilter = (typeof TIME_OFF_FILTERS)[number];

/**
 * GET /api/time-off: requests of one status (or all), whose dates meet `from`..`to`; `from`
 * defaults to today (time off already over is history), `to` to no end. Pending first.
 */
export const TimeOffQuerySchema = z
  .object({
    status: z
      .enum(TIME_OFF_FILTERS, 'Status must be pending, approved, declined or all')
      .default('all'),
    from: dateSchema(TIME_OFF_MESSAGES.realDate).optional(),
    to: dateSchema(TIME_OFF_MESSAGES.realDate).optional(),
  })
  .refine(({ from, to }) => !from || !to || from <= to, {
    message: TIME_OFF_MESSAGES.order,
    path: ['to'],
  });
export type TimeOffQuery = z.output<typeof TimeOffQuerySchema>;

/** The most requests one list answers: the office's list is a to-do list, not an archive. */
export const TIME_OFF_LIST_MAX = 500;

export const TimeOffIdParamsSchema = z.object({ id: IdSchema });

/** The first day a guard's own list shows requests ending on. */
export function myTimeOffSince(today: string): string {
  return addDays(today, -MY_TIME_OFF_DAYS_BACK);
}

/** 'Your time off Nov 28–Nov 30 was approved' (or declined): the guard's live notice and push. */
export function timeOffAnswerText(
  request: { from: string; to: string },
  status: 'approved' | 'declined',
  today: string,
): string {
  return `Your time off ${dateRangeText(request.from, request.to, today)} was ${status}`;
}
