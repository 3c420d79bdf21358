import { z } from 'zod';
import { CoverageRequestSchema } from './coverage-requests.js';
import { dateSchema } from './date-schemas.js';
import { GUARD_NAME_MAX } from './guards.js';
import { optionalText, requiredText } from './text.js';

/**
 * Call-outs (issue #30): why a guard cannot make a shift, one tap each, the same whether the guard
 * says so in the app or phones the office and the office records it. Reports count both alike.
 */
/**
 * The reasons a person gives for a call-out (the guard, or the office taking their call): every
 * reason but 'time-off', which only approving time off over a booked shift sets (issue #39).
 */
export const GIVEN_CALL_OUT_REASONS = [
  'sick',
  'family',
  'transport',
  'no-show',
  'left-post',
  'other',
] as const;
export type GivenCallOutReason = (typeof GIVEN_CALL_OUT_REASONS)[number];

/**
 * Every reason a call-out can have. 'time-off' is the office's own decision, not the guard's
 * failing: the reports do not count it as a call-out (OFFICE_DECIDED_CALL_OUT_REASONS).
 */
export const CALL_OUT_REASONS = [...GIVEN_CALL_OUT_REASONS, 'time-off'] as const;
export type CallOutReason = (typeof CALL_OUT_REASONS)[number];

/** Reasons the office decided (approved time off): never counted against the guard (issue #39). */
export const OFFICE_DECIDED_CALL_OUT_REASONS: readonly CallOutReason[] = ['time-off'];

export const CALL_OUT_REASON_LABELS: Record<CallOutReason, string> = {
  sick: 'Sick',
  family: 'Family',
  transport: 'Transport',
  'no-show': 'No-show',
  'left-post': 'Left the post',
  other: 'Other',
  'time-off': 'Time off',
};

/**
 * The reasons a guard picks from on their own phone: a guard does not report themselves a
 * no-show (the API still takes it, the set is one).
 */
export const GUARD_CALL_OUT_REASONS: readonly GivenCallOutReason[] = [
  'sick',
  'family',
  'transport',
  'other',
];

/** The longest note, and the longest free-text reason an older app sends. */
export const CALL_OUT_NOTE_MAX = 500;

const NOTE = optionalText(CALL_OUT_NOTE_MAX, 'The note');
const CHOOSE_REASON = 'Choose a reason';
const CHOOSE_GUARD = 'Choose who called out';
/** The code of a 409 refusing who the office named (not on the shift: issue #40). */
export const CALL_OUT_WHO_REFUSED = 'CALL_OUT_WHO';
/** What 'Someone else' without a name is told. */
export const SOMEONE_ELSE_NAME = 'Enter the name of who called out';

const LEFT_AT = 'Enter when the guard left as HH:MM (24-hour)';

/**
 * Body of POST /api/coverage/:id/call-out: the office records a call-out phoned in, before the
 * shift or during it (issue #39); for a guard who left a shift they had checked in to, when they
 * left (HH:MM, the last such time; by default now). Who called out is the shift's assigned guard
 * (`guardId`), or someone else by name alone (`someoneElse`: a guard who swapped the shift without
 * telling, the assigned guard's record deleted), counted against nobody (issue #40): exactly one.
 */
export const OfficeCallOutSchema = z
  .object({
    guardId: z.string(CHOOSE_GUARD).min(1, CHOOSE_GUARD).max(64, CHOOSE_GUARD).optional(),
    someoneElse: requiredText(GUARD_NAME_MAX, 'The name', SOMEONE_ELSE_NAME).optional(),
    reason: z.enum(GIVEN_CALL_OUT_REASONS, CHOOSE_REASON),
    note: NOTE,
    leftAt: z
      .string(LEFT_AT)
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, LEFT_AT)
      .optional(),
  })
  .refine((body) => (body.guardId === undefined) !== (body.someoneElse === undefined), {
    message: CHOOSE_GUARD,
    path: ['guardId'],
  });
export type OfficeCallOutInput = z.input<typeof OfficeCallOutSchema>;
export type OfficeCallOut = z.output<typeof OfficeCallOutSchema>;

/** A call-out as stored: its reason, and the guard's or the office's words, if any. */
export interface CallOutWhy {
  reason: CallOutReason;
  note: string | null;
}

const isReason = (value: string): value is CallOutReason =>
  (CALL_OUT_REASONS as readonly string[]).includes(value);

/** One of the reasons a person gives (not 'time-off', which approving time off sets). */
const isGivenReason = (value: string): value is GivenCallOutReason =>
  (GIVEN_CALL_OUT_REASONS as readonly string[]).includes(value);

/** Words that name a reason when a free-text reason starts with them. */
const REASON_WORDS: readonly (readonly [string, CallOutReason])[] = [
  ['no-show', 'no-show'],
  ['no show', 'no-show'],
  ['noshow', 'no-show'],
  ['sick', 'sick'],
  ['family', 'family'],
  ['transport', 'transport'],
  ['other', 'other'],
];

/**
 * A free-text reason (what the guard's app sent before issue #30, and what the call-outs stored
 * then) as a reason and a note. Only the first word decides: 'Sick with flu' is sick, 'Family
 * emergency' family, 'No show' a no-show; anything else is 'other' (no guessing from words further
 * in: a wrong guess would skew the reports, 'other' only leaves them less precise). The words are
 * kept as the note unless they were the reason's name alone.
 */
export function callOutFromText(text: string): CallOutWhy {
  const words = text.trim();
  const lower = words.toLowerCase();
  for (const [word, reason] of REASON_WORDS) {
    if (lower === word) return { reason, note: null };
    if (lower.startsWith(word) && /^[^\p{L}\p{N}]/u.test(lower.slice(word.length))) {
      return { reason, note: words };
    }
  }
  return { reason: 'other', note: words || null };
}

/**
 * Body of POST /api/my/shifts/:requestId/call-out: a reason with an optional note, as the app
 * sends since issue #30; or, as older installed apps still send, a free-text reason alone, which
 * callOutFromText reads.
 */
export const GuardCallOutSchema = z
  .object({
    reason: z
      .string("Please say why you can't make it")
      .trim()
      .min(1, "Please say why you can't make it")
      .max(CALL_OUT_NOTE_MAX, `The reason can be at most ${String(CALL_OUT_NOTE_MAX)} characters`),
    note: NOTE,
  })
  .transform(({ reason, note }): CallOutWhy => {
    if (isGivenReason(reason)) return { reason, note };
    const read = callOutFromText(reason);
    // A note beside a free-text reason: both kept, the reason's words first.
    return note ? { reason: read.reason, note: `${reason} \u2013 ${note}` } : read;
  });
export type GuardCallOutInput = z.input<typeof GuardCallOutSchema>;

/** A reason's label, or the stored text itself when it is none of them (a row never migrated). */
export function callOutReasonLabel(reason: string): string {
  return isReason(reason) ? CALL_OUT_REASON_LABELS[reason] : reason;
}

/**
 * A call-out's why in one line: 'Sick', 'Transport: flat tyre', or the note alone when it starts
 * with the reason's name already ('Sick with flu') or the reason is 'other' ('Flat tyre').
 */
export function callOutText(reason: string | null, note: string | null): string {
  const label = reason ? callOutReasonLabel(reason) : '';
  if (!note) return label;
  if (!label || reason === 'other' || note.toLowerCase().startsWith(label.toLowerCase())) {
    return note;
  }
  return `${label}: ${note}`;
}

/**
 * Who in the office recorded a call-out, after its line on the board: ' (told Sam Lead)' for a
 * call the office took, ' (approved by Sam Lead)' for time off it approved; '' for the guard's own.
 */
export function calledOutByText(reason: string | null, byName: string | null): string {
  if (!byName) return '';
  return OFFICE_DECIDED_CALL_OUT_REASONS.some((decided) => decided === reason)
    ? ` (approved by ${byName})`
    : ` (told ${byName})`;
}

/** At most this many filled shifts the 'Report a call out' picker lists at once. */
export const FILLED_SHIFTS_SHOWN = 50;
/** Days from today the picker looks ahead. */
export const FILLED_SHIFTS_DAYS = 14;

/** Query of GET /api/coverage/filled: from the browser's today, and part of a guard's or post's name. */
export const FilledShiftsQuerySchema = z.object({
  from: dateSchema('Dates must be written yyyy-MM-dd'),
  q: z.string().max(100, 'Search for at most 100 characters').optional(),
});
export type FilledShiftsQuery = z.infer<typeof FilledShiftsQuerySchema>;

/** A filled shift that has not started, as the picker lists it. */
export const FilledShiftSchema = CoverageRequestSchema.pick({
  id: true,
  date: true,
  startTime: true,
  endTime: true,
  locationName: true,
  deptCode: true,
  assignedGuardId: true,
}).extend({
  /** 'Last, First': a filled shift always has one. */
  assignedGuardName: z.string(),
});
export type FilledShift = z.infer<typeof FilledShiftSchema>;

export const FilledShiftsSchema = z.object({
  shifts: z.array(FilledShiftSchema),
  /** Every match in the days looked at; `shifts` holds the soonest. */
  total: z.number(),
});
export type FilledShifts = z.infer<typeof FilledShiftsSchema>;
