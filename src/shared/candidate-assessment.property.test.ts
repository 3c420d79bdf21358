import type { Day } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BLOCKER_RULES, WARNING_RULES } from './assignment-findings.js';
import {
  ASSIGNMENT_PURPOSES,
  assessCandidate,
  type AssessmentInput,
  blockerReason,
  CandidateAssessmentSchema,
  candidateAssessor,
} from './candidate-assessment.js';
import { addDays } from './calendar.js';
import { CompanyRulesSchema } from './company-rules.js';
import { hasCardOnFile } from './guard-card-rules.js';
import { shiftHours } from './shift-span.js';
import { timeOfDay } from './test/arbitraries.js';
import { TIME_OFF_STATUSES } from './time-off-rules.js';

/**
 * The assessment on random guards and shifts around the changes of clocks of 2026, in zones that
 * change on different dates and one that never does.
 */
const zone = fc.constantFrom('America/New_York', 'Europe/Berlin', 'UTC');
const nearClockChanges = fc.constantFrom('2026-03-08', '2026-03-29', '2026-10-25', '2026-11-01');
const date = fc
  .tuple(nearClockChanges, fc.integer({ min: -9, max: 9 }))
  .map(([day, offset]) => addDays(day, offset));
const times = fc.oneof(
  { weight: 5, arbitrary: fc.tuple(timeOfDay, timeOfDay) },
  { weight: 1, arbitrary: fc.constant([null, null] as const) },
);
const shift = fc
  .tuple(date, times, fc.constantFrom(null, 'g1'))
  .map(([day, [startTime, endTime], calledOutGuardId]) => ({
    date: day,
    startTime,
    endTime,
    calledOutGuardId,
  }));
const halfHours = (min: number, max: number) =>
  fc.integer({ min: min * 2, max: max * 2 }).map((value) => value / 2);
const rules = fc.record({
  weeklyOvertimeHours: halfHours(1, 168),
  dailyOvertimeHours: fc.option(halfHours(1, 24), { nil: null }),
  minRestHours: halfHours(0, 24),
  weekStartsOn: fc.constantFrom<Day>(0, 1, 2, 3, 4, 5, 6),
});
const qualificationIds = fc.constantFrom('armed', 'cpr', 'fire');
const input: fc.Arbitrary<AssessmentInput> = fc.record({
  shift,
  requirements: fc
    .uniqueArray(qualificationIds, { maxLength: 3 })
    .map((ids) => ids.map((id) => ({ id, name: id.toUpperCase() }))),
  guard: fc.record({
    guardId: fc.constantFrom('g1', 'g2'),
    card: fc.option(
      fc.record({
        guardCard: fc.option(fc.constantFrom('G1234567', ' '), { nil: null }),
        expDate: fc.option(date, { nil: null }),
      }),
      { nil: null },
    ),
    shifts: fc
      .array(shift, { maxLength: 12 })
      .map((shifts) =>
        shifts.map((other, index) => ({ ...other, id: `s${String(index)}`, locationName: 'Gate' })),
      ),
    qualifications: fc.array(
      fc.record({ qualificationId: qualificationIds, expiresOn: fc.option(date, { nil: null }) }),
      { maxLength: 4 },
    ),
    unavailability: fc.array(
      fc.record({
        weekday: fc.constantFrom<Day>(0, 1, 2, 3, 4, 5, 6),
        from: timeOfDay,
        to: timeOfDay,
      }),
      { maxLength: 3 },
    ),
    timeOff: fc.array(
      fc
        .tuple(date, fc.nat(5), fc.constantFrom(...TIME_OFF_STATUSES))
        .map(([from, days, status]) => ({ from, to: addDays(from, days), status })),
      { maxLength: 3 },
    ),
  }),
  rules,
  timeZone: zone,
  purpose: fc.constantFrom(...ASSIGNMENT_PURPOSES),
});

describe('assessCandidate on random guards and shifts', () => {
  it('adds exactly the shift: hoursAfter = hoursBefore + its hours', () => {
    fc.assert(
      fc.property(input, (value) => {
        const result = assessCandidate(value);
        expect(result.hoursAfter).toBeCloseTo(
          result.hoursBefore + shiftHours(value.shift, value.timeZone),
          9,
        );
        expect(result.hoursBefore).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('adds overtime never negative and never more than the shift', () => {
    fc.assert(
      fc.property(input, (value) => {
        const { overtimeHours, warnings } = assessCandidate(value);
        expect(overtimeHours).toBeGreaterThanOrEqual(0);
        expect(overtimeHours).toBeLessThanOrEqual(shiftHours(value.shift, value.timeZone) + 1e-9);
        // A guard taking an offer is asked no warning: the office confirmed them when it offered.
        expect(warnings.some((warning) => warning.rule === 'overtime')).toBe(
          overtimeHours > 0 && value.purpose !== 'take',
        );
      }),
    );
  });

  it('blocks on rest exactly when it is below the minimum, and sorts findings by kind', () => {
    fc.assert(
      fc.property(input, (value) => {
        const result = assessCandidate(value);
        const minimum = value.rules.minRestHours;
        const short = [result.restBeforeHours, result.restAfterHours].filter(
          (rest) => rest !== null && rest < minimum - 1e-9,
        );
        expect(result.blockers.filter((blocker) => blocker.rule === 'rest')).toHaveLength(
          short.length,
        );
        for (const rest of [result.restBeforeHours, result.restAfterHours]) {
          if (rest !== null) expect(rest >= 0 && rest <= 24).toBe(true);
        }
        for (const blocker of result.blockers) expect(BLOCKER_RULES).toContain(blocker.rule);
        for (const warning of result.warnings) expect(WARNING_RULES).toContain(warning.rule);
        expect(blockerReason(result)).toBe(result.blockers[0]?.message ?? null);
        expect(CandidateAssessmentSchema.parse(result)).toEqual(result);
      }),
    );
  });

  it("blocks on the call-out and the card (issue #39) first, by the purpose's rules", () => {
    fc.assert(
      fc.property(input, (value) => {
        const rules = assessCandidate(value).blockers.map((blocker) => blocker.rule);
        const calledOut =
          value.purpose !== 'assign' && value.shift.calledOutGuardId === value.guard.guardId;
        expect(rules.includes('called-out')).toBe(calledOut);
        expect(rules.includes('card-none')).toBe(!hasCardOnFile(value.guard.card));
        const first = calledOut
          ? 'called-out'
          : hasCardOnFile(value.guard.card)
            ? null
            : 'card-none';
        if (first) expect(rules[0]).toBe(first);
        if (value.purpose === 'take') expect(assessCandidate(value).warnings).toEqual([]);
      }),
    );
  });

  it('gives each guard the same answer from one assessor as alone', () => {
    fc.assert(
      fc.property(
        input,
        fc.array(
          input.map((value) => value.guard),
          { maxLength: 4 },
        ),
        (value, more) => {
          const assess = candidateAssessor(value);
          for (const guard of [value.guard, ...more, value.guard]) {
            expect(assess(guard)).toEqual(assessCandidate({ ...value, guard }));
          }
        },
      ),
      { numRuns: 50 },
    );
  });

  it('draws only valid company rules', () => {
    fc.assert(fc.property(rules, (value) => CompanyRulesSchema.safeParse(value).success));
  });
});
