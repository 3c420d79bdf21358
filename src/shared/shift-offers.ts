import { z } from 'zod';
import { BlockerSchema } from './assignment-findings.js';
import { CandidateAssessmentSchema } from './candidate-assessment.js';
import { daysInRange } from './calendar.js';
import { CoverageRequestSchema } from './coverage-requests.js';
import { dateSchema } from './date-schemas.js';
import { formatDate } from './date-format.js';
import { IdSchema } from './text.js';
import { OFFER_CHANNELS, OfferDeliverySchema, TEXT_REACH } from './offer-channels.js';

/**
 * Filling shifts (issue #21): the office offers an open request to guards; the first guard to
 * accept gets it. An offer is pending until the guard answers, the office withdraws it, another
 * guard takes the shift, or the shift starts or changes (date, times, post) and the offer ends.
 */
export const OFFER_STATUSES = [
  'pending',
  'accepted',
  'declined',
  'withdrawn',
  'taken',
  'ended',
] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** What the first accept refused to everyone after it gets (409). */
export const ALREADY_TAKEN = 'This shift was already taken';

/** At most this many guards in one 'Send offer'. */
export const OFFER_BATCH_MAX = 100;

/** One offer as the office sees it (GET /api/coverage/:id/offers). */
export const ShiftOfferSchema = z.object({
  id: z.string(),
  requestId: z.string(),
  guardId: z.string(),
  /** 'Last, First' as the dashboard shows guards. */
  guardName: z.string(),
  status: z.enum(OFFER_STATUSES),
  offeredByName: z.string(),
  offeredAt: z.string(),
  answeredAt: z.string().nullable(),
  /** Each channel it went by and where its message stands (issue #30). */
  deliveries: z.array(OfferDeliverySchema),
});
export type ShiftOffer = z.infer<typeof ShiftOfferSchema>;

export const ShiftOffersSchema = z.object({ offers: z.array(ShiftOfferSchema) });
export type ShiftOffers = z.infer<typeof ShiftOffersSchema>;

/** Body of POST /api/coverage/:id/offers. */
export const SendOffersSchema = z.object({
  guardIds: z
    .array(IdSchema, 'Choose at least one guard')
    .min(1, 'Choose at least one guard')
    .max(OFFER_BATCH_MAX, `At most ${String(OFFER_BATCH_MAX)} guards at once`),
  /** The office confirms the guards' warnings (overtime…): issue #32's CONFIRM_WARNINGS. */
  confirmWarnings: z.boolean().optional(),
});
export type SendOffers = z.infer<typeof SendOffersSchema>;

const DATE = 'Dates must be written yyyy-MM-dd';
const isoDate = dateSchema(DATE);

/** The open-shifts board's range: at most this many days. */
export const OPEN_RANGE_MAX_DAYS = 31;

/**
 * Query of GET /api/coverage/open: the dates (inclusive), the browser's today and a week on; at
 * most OPEN_RANGE_MAX_DAYS of them. `location` narrows it to one post (the dashboard card's
 * 'N open' leads there, issue #30).
 */
export const OpenShiftsQuerySchema = z
  .object({ from: isoDate, to: isoDate, location: IdSchema.optional() })
  .refine(({ from, to }) => from <= to, {
    message: 'The start of the range must come before its end',
    path: ['to'],
  })
  .refine(({ from, to }) => from > to || daysInRange(from, to) <= OPEN_RANGE_MAX_DAYS, {
    message: `The board shows at most ${String(OPEN_RANGE_MAX_DAYS)} days at once`,
    path: ['to'],
  });
export type OpenShiftsQuery = z.infer<typeof OpenShiftsQuerySchema>;

/** How far offering has gone for one open request. */
export const OfferTallySchema = z.object({
  /** Guards offered it so far (every status). */
  offered: z.number(),
  pending: z.number(),
  declined: z.number(),
});
export type OfferTally = z.infer<typeof OfferTallySchema>;

/**
 * A request on the open-shifts board: open (no guard), or taken through an offer within the last
 * hour (`takenBy` set), so the office sees who took what.
 */
export const OpenShiftSchema = CoverageRequestSchema.pick({
  id: true,
  date: true,
  startTime: true,
  endTime: true,
  locationId: true,
  locationName: true,
  deptCode: true,
  notes: true,
  guardNote: true,
  version: true,
}).extend({
  /** When it last became open (ISO instant), or null when not known (older requests). */
  openedAt: z.string().nullable(),
  calledOutGuardName: z.string().nullable(),
  /** One of call-outs.ts's reasons, with the words said (issue #30). */
  callOutReason: z.string().nullable(),
  callOutNote: z.string().nullable(),
  calledOutAt: z.string().nullable(),
  /** Who in the office recorded the call-out, or null when the guard called out in the app. */
  calledOutByName: z.string().nullable(),
  /** The rest of a shift its guard left early (issue #39): the shift they kept; else null. */
  continuesRequestId: z.string().nullable(),
  offers: OfferTallySchema,
  /** The guard who took it through an offer or a logged call, shown for an hour; null while open. */
  takenBy: z.string().nullable(),
  /** Their guard record, for a call-out the office takes (null while open, or once deleted). */
  takenById: z.string().nullable(),
  filledAt: z.string().nullable(),
});
export type OpenShift = z.infer<typeof OpenShiftSchema>;

/** The board lists at most this many shifts, the soonest; `openTotal` counts them all. */
export const BOARD_MAX_SHIFTS = 1000;

/**
 * GET /api/coverage/open: the board, its uncovered shifts apart (issue #39), and this week's
 * median time to fill.
 */
export const OpenShiftsSchema = z.object({
  /** Open requests that can still be filled (not ended), and those taken in the last hour. */
  shifts: z.array(OpenShiftSchema),
  /** Every open request in the range not ended, also those past the first BOARD_MAX_SHIFTS listed. */
  openTotal: z.number(),
  /** Requests of the range that ended without a guard (read only), in the order of `shifts`. */
  uncovered: z.array(OpenShiftSchema),
  /** Every one of them, also those past the first BOARD_MAX_SHIFTS listed. */
  uncoveredTotal: z.number(),
  /** Median minutes from open to filled of requests filled since Monday, or null with none. */
  medianFillMinutes: z.number().nullable(),
  filledThisWeek: z.number(),
});
export type OpenShifts = z.infer<typeof OpenShiftsSchema>;

/** What a guard's offer says when it can no longer be accepted. */
export const OFFER_STATUS_TEXT: Record<OfferStatus, string> = {
  pending: 'Waiting for your answer',
  accepted: 'You took this shift',
  declined: 'You declined',
  withdrawn: 'Withdrawn by the office',
  taken: 'Taken by another guard',
  ended: 'No longer open',
};

/** Minutes between two ISO instants, rounded down; null when either is missing. */
export function minutesBetween(from: string | null, to: string | null): number | null {
  if (!from || !to) return null;
  const ms = Date.parse(to) - Date.parse(from);
  return Number.isFinite(ms) ? Math.max(0, Math.floor(ms / 60_000)) : null;
}

/** The median of some numbers, or null for none (the middle two averaged for an even count). */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? 0) + upper) / 2;
}

/** A shift's times: '05:00–13:00', or 'no times set'. */
export function shiftTimes(shift: { startTime: string | null; endTime: string | null }): string {
  return shift.startTime && shift.endTime
    ? `${shift.startTime.slice(0, 5)}\u2013${shift.endTime.slice(0, 5)}`
    : 'no times set';
}

/**
 * A shift in one line, for notifications and the trail: 'North Gate · Wed, Nov 26 · 05:00–13:00'
 * (the date as formatDate writes it, the year only outside the year of `today`).
 */
export function describeShift(
  shift: { locationName: string; date: string; startTime: string | null; endTime: string | null },
  today?: string,
): string {
  return `${shift.locationName} \u00b7 ${formatDate(shift.date, today)} \u00b7 ${shiftTimes(shift)}`;
}

/**
 * When the shift starts, in epoch ms: its date and start time read in the local time zone (the
 * server's for its rules, the browser's on screen). Null for a shift without a start time.
 */
export function shiftStartMs(shift: { date: string; startTime: string | null }): number | null {
  if (!shift.startTime) return null;
  return new Date(`${shift.date}T${shift.startTime.slice(0, 5)}:00`).getTime();
}

/** True once the shift has started at `now` (shiftStartMs). A shift without a start time never has. */
export function hasShiftStarted(
  shift: { date: string; startTime: string | null },
  now: Date,
): boolean {
  const starts = shiftStartMs(shift);
  return starts !== null && starts <= now.getTime();
}

/** How many candidates 'Find cover' lists at once (the best first; a name search finds others). */
export const CANDIDATES_SHOWN = 50;

/**
 * How many of the guards who cannot take the shift Find cover lists, under the others (issue
 * #39): enough to show the rules at work; a name search finds the others.
 */
export const BLOCKED_SHOWN = 50;

/** Query of GET /api/coverage/:id/candidates: optionally, part of a guard's name. */
export const CandidatesQuerySchema = z.object({
  q: z.string().max(100, 'Search for at most 100 characters').optional(),
});
export type CandidatesQuery = z.infer<typeof CandidatesQuerySchema>;

/** A guard as 'Find cover' ranks them for one shift. */
export const CandidateSchema = z.object({
  guardId: z.string(),
  /** 'Last, First' as the dashboard shows guards. */
  guardName: z.string(),
  /** The last date they covered this post (within a year), or null. */
  lastCoveredHere: z.string().nullable(),
  hasAccount: z.boolean(),
  /** Their contact number as stored, to call them from Find cover (issue #30); null without one. */
  phone: z.string().nullable(),
  /** How an offer would reach them now (issue #30): app and push with an account, text by number. */
  channels: z.array(z.enum(OFFER_CHANNELS)),
  /** Whether a text can reach them, and if not why. */
  text: z.enum(TEXT_REACH),
  /**
   * Why no offer can reach them (no account, and no text either: issue #30), or null when one
   * can. They may still take it on a call ('Log call'): the rules do not block them.
   */
  blocker: z.string().nullable(),
  /** What the assignment rules say of them for this shift (issue #32). */
  assessment: CandidateAssessmentSchema,
  /** Their offer for this shift, if they have one. */
  offerStatus: z.enum(OFFER_STATUSES).nullable(),
});
export type Candidate = z.infer<typeof CandidateSchema>;

/** A guard the rules stop taking the shift (issue #39), as Find cover lists them: with why. */
export const BlockedCandidateSchema = z.object({
  guardId: z.string(),
  /** 'Last, First' as the dashboard shows guards. */
  guardName: z.string(),
  /** Every rule that stops them, the first being the reason a path refuses them with. */
  blockers: z.array(BlockerSchema).min(1),
});
export type BlockedCandidate = z.infer<typeof BlockedCandidateSchema>;

/**
 * GET /api/coverage/:id/candidates: the guards the rules let take the shift, best first, and
 * apart from them those the rules stop (issue #39), in the same order.
 */
export const CandidatesSchema = z.object({
  shift: CoverageRequestSchema.pick({
    id: true,
    date: true,
    startTime: true,
    endTime: true,
    locationName: true,
  }).extend({ open: z.boolean() }),
  /** Whether this server sends text messages (SMS_PROVIDER set). */
  textMessages: z.boolean(),
  /** The first CANDIDATES_SHOWN guards the rules let take it (matching the search, when there is one). */
  candidates: z.array(CandidateSchema),
  /** Every guard the rules let take it, matching the search (all without one). */
  total: z.number(),
  /** The first BLOCKED_SHOWN guards the rules stop taking it, each with why. */
  blocked: z.array(BlockedCandidateSchema),
  /** Every guard the rules stop taking it, matching the search (all without one). */
  blockedTotal: z.number(),
});
export type Candidates = z.infer<typeof CandidatesSchema>;
