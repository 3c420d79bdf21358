import { z } from 'zod';
import { addDays } from './calendar.js';
import {
  type Blocker,
  BlockerSchema,
  byRule,
  type Finding,
  isBlocker,
  type Warning,
  WarningSchema,
} from './assignment-findings.js';
import { unavailabilityWarnings, type WeeklyUnavailability } from './availability-rules.js';
import type { CompanyRules } from './company-rules.js';
import { cardBlockers, type GuardCardRecord } from './guard-card-rules.js';
import { minutesByDate } from './guard-hours.js';
import { overtimeAdded } from './overtime.js';
import {
  type HeldQualification,
  type Qualification,
  qualificationFindings,
} from './qualification-rules.js';
import { restAround, restBlockers } from './rest-rules.js';
import { hoursText } from './rule-text.js';
import { type GuardShift, placeShift, type ShiftTimes } from './shift-span.js';
import { type TimeOff, timeOffFindings } from './time-off-rules.js';
import { workWeekStart } from './work-week.js';

/**
 * One guard for one shift, by every rule: issue #39's call-out of this shift and guard card, and
 * issue #32's rest, time off, qualifications, unavailability and overtime. The one answer every
 * path (Find cover, Send offer, a logged call, an accept in the app or by text, the request form,
 * the week board, repeating shifts, the no-show auto-offer, a guard's own page) asks before it
 * offers, assigns or lets a guard take a shift, and the client shows; the paths differ only by
 * their purpose (below), as docs/work-rules.md's table says. Pure: the time zone and the guard's
 * facts are passed in, and no clock is read.
 */

/**
 * Why the rules are asked, which decides what they answer:
 * - 'offer': the office offers the shift (Find cover, Send offer, the no-show auto-offer) or gives
 *   it on a call: every blocker, and the warnings the office confirms first.
 * - 'take': a guard takes an offer the office made (in the app, by a text's YES; their own page
 *   says why they cannot): every blocker, no warning (the office confirmed them when it offered).
 * - 'assign': the office puts a guard on the shift itself (the request form, the week board,
 *   repeating shifts): every blocker but a call-out of the shift (the office may give it back to
 *   the guard who called out, once they can come after all), and the warnings to confirm.
 */
export const ASSIGNMENT_PURPOSES = ['offer', 'take', 'assign'] as const;
export type AssignmentPurpose = (typeof ASSIGNMENT_PURPOSES)[number];

/** The blocker of a guard offered the shift they called out of. */
export const CALLED_OUT = 'Called out of this shift';

/** What the rules say about a guard for a shift; hours are exact (rule-text.ts writes them). */
export const CandidateAssessmentSchema = z.object({
  /** Their hours in the shift's week without it (work-week.ts: by the date each shift starts). */
  hoursBefore: z.number(),
  /** And with it. */
  hoursAfter: z.number(),
  /** Overtime it adds to the guard's week (overtime.ts: the week's with it, less without). */
  overtimeHours: z.number(),
  /** Hours since the end of their last shift, or null with none within REST_REACH_HOURS. */
  restBeforeHours: z.number().nullable(),
  /** Hours until the start of their next shift, or null with none within REST_REACH_HOURS. */
  restAfterHours: z.number().nullable(),
  /** Why they cannot take it (none when they can), the first being the 409's reason. */
  blockers: z.array(BlockerSchema),
  /** What the office confirms before it offers or assigns it. */
  warnings: z.array(WarningSchema),
});
export type CandidateAssessment = z.infer<typeof CandidateAssessmentSchema>;

/** The shift being filled; with an id, the guard's own copy of it (already theirs) is left out. */
export interface AssessedShift extends ShiftTimes {
  id?: string | null;
  /** The guard who last called out of it (call-outs.ts), who may not be offered it again. */
  calledOutGuardId?: string | null;
}

/** What is known of the guard. */
export interface CandidateFacts {
  guardId: string;
  /** Their guard card as their record holds it; null when the record is not known. */
  card: GuardCardRecord | null;
  /** Their shifts on assessmentDates (work-week.ts) of the shift's date; others are ignored. */
  shifts: readonly GuardShift[];
  qualifications: readonly HeldQualification[];
  unavailability: readonly WeeklyUnavailability[];
  /** Their time off meeting the shift's dates; declined requests may be left in. */
  timeOff: readonly TimeOff[];
}

/** The shift and what holds for every guard: the post's requirements, the rules, the zone. */
export interface AssessmentContext {
  shift: AssessedShift;
  /** What the shift's post requires. */
  requirements: readonly Qualification[];
  rules: CompanyRules;
  /** The company's time zone (IANA name), which the dates and times are written in. */
  timeZone: string;
  purpose: AssignmentPurpose;
}

export interface AssessmentInput extends AssessmentContext {
  guard: CandidateFacts;
}

const hours = (minutes: number) => minutes / 60;
const orNull = (minutes: number | null) => (minutes === null ? null : hours(minutes));

/**
 * Assesses guard after guard for one shift: what depends on the shift alone (its span, dates and
 * week) is worked out once, as Find cover assesses every guard of the company.
 */
export function candidateAssessor(
  context: AssessmentContext,
): (guard: CandidateFacts) => CandidateAssessment {
  const { shift, requirements, rules, timeZone, purpose } = context;
  const placed = placeShift(shift, timeZone);
  const weekFirst = workWeekStart(shift.date, rules.weekStartsOn);
  const weekLast = addDays(weekFirst, 6);
  const ownId = shift.id ?? null;
  const calledOut = purpose === 'assign' ? null : (shift.calledOutGuardId ?? null);

  return (guard) => {
    const others =
      ownId === null ? guard.shifts : guard.shifts.filter((other) => other.id !== ownId);
    const week = minutesByDate(others, timeZone, { from: weekFirst, to: weekLast });
    const { weekBefore, added } = overtimeAdded(
      week,
      { date: shift.date, minutes: placed.minutes },
      rules,
    );
    const around = restAround(placed, others);

    const findings: Finding[] = [
      ...(guard.guardId === calledOut
        ? [{ rule: 'called-out' as const, message: CALLED_OUT }]
        : []),
      ...cardBlockers(guard.card, placed),
      ...restBlockers(around, rules.minRestHours, shift.date),
      ...timeOffFindings(guard.timeOff, placed),
      ...qualificationFindings(requirements, guard.qualifications, placed, weekLast),
      ...unavailabilityWarnings(guard.unavailability, placed),
    ];
    if (added > 0) {
      findings.push({
        rule: 'overtime',
        message: `Adds ${hoursText(added, 'up')} h overtime`,
      });
    }
    const sorted = byRule(findings);
    return {
      hoursBefore: hours(weekBefore),
      hoursAfter: hours(weekBefore + placed.minutes),
      overtimeHours: hours(added),
      restBeforeHours: orNull(around.restBefore),
      restAfterHours: orNull(around.restAfter),
      blockers: sorted.filter((finding): finding is Blocker => isBlocker(finding)),
      warnings:
        purpose === 'take'
          ? []
          : sorted.filter((finding): finding is Warning => !isBlocker(finding)),
    };
  };
}

/** Everything the rules say about a guard for a shift. */
export function assessCandidate(input: AssessmentInput): CandidateAssessment {
  return candidateAssessor(input)(input.guard);
}

/** Why the server refuses the assignment (409), or null when nothing blocks it: the first blocker. */
export function blockerReason(assessment: Pick<CandidateAssessment, 'blockers'>): string | null {
  return assessment.blockers[0]?.message ?? null;
}
