import { describe, expect, it } from 'vitest';
import { assessCandidate, type AssessmentInput, blockerReason } from './candidate-assessment.js';
import { type CompanyRules, DEFAULT_COMPANY_RULES } from './company-rules.js';

const NEW_YORK = 'America/New_York';
const ARMED = { id: 'q-armed', name: 'Armed' };
let ids = 0;
const booked = (date: string, startTime: string | null, endTime: string | null) => ({
  id: `s${String(++ids)}`,
  locationName: 'North Gate',
  date,
  startTime,
  endTime,
});
/** A guard with a card valid for years, and nothing else on file. */
const noFacts = {
  guardId: 'g1',
  card: { guardCard: 'G1234567', expDate: '2030-12-31' },
  shifts: [],
  qualifications: [],
  unavailability: [],
  timeOff: [],
};

/** The guard and shift of a test, with nothing to say about either unless the test says so. */
function assess(
  shift: AssessmentInput['shift'],
  guard: Partial<AssessmentInput['guard']> = {},
  rules: Partial<CompanyRules> = {},
  more: Partial<AssessmentInput> = {},
) {
  return assessCandidate({
    shift,
    requirements: [],
    guard: { ...noFacts, ...guard },
    rules: { ...DEFAULT_COMPANY_RULES, ...rules },
    timeZone: NEW_YORK,
    purpose: 'offer',
    ...more,
  });
}

// Weeks from Monday: Monday 2026-11-23 to Sunday 2026-11-29.
/** `hours` (a multiple of 4, up to 40) of 08:00 shifts from that Monday, the last cut to 4 h. */
const weekOf = (hours: number) =>
  ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27']
    .slice(0, Math.ceil(hours / 8))
    .map((date, index) =>
      booked(date, '08:00', index === Math.ceil(hours / 8) - 1 && hours % 8 ? '12:00' : '16:00'),
    );

describe('assessCandidate', () => {
  it('passes a free guard with nothing against them', () => {
    expect(assess({ date: '2026-11-25', startTime: '08:00', endTime: '16:00' })).toEqual({
      hoursBefore: 0,
      hoursAfter: 8,
      overtimeHours: 0,
      restBeforeHours: null,
      restAfterHours: null,
      blockers: [],
      warnings: [],
    });
  });

  it("blocks the night shift before a guard's 08:00 start: two hours' rest", () => {
    const result = assess(
      { date: '2026-11-25', startTime: '22:00', endTime: '06:00' },
      { shifts: [booked('2026-11-26', '08:00', '16:00')] },
    );
    expect(result.restAfterHours).toBe(2);
    expect(result.blockers).toEqual([
      { rule: 'rest', message: 'Only 2 h rest after (8 h minimum)' },
    ]);
    expect(blockerReason(result)).toBe('Only 2 h rest after (8 h minimum)');
  });

  it('allows a previous shift ending exactly at the rest limit, and blocks a minute short', () => {
    const shift = { date: '2026-11-25', startTime: '08:00', endTime: '16:00' };
    const exactly = assess(shift, { shifts: [booked('2026-11-24', '16:00', '00:00')] });
    expect(exactly.restBeforeHours).toBe(8);
    expect(exactly.blockers).toEqual([]);
    const short = assess(shift, { shifts: [booked('2026-11-24', '16:01', '00:01')] });
    expect(short.restBeforeHours).toBe(8 - 1 / 60);
    expect(blockerReason(short)).toBe('Only 7.9 h rest before (8 h minimum)');
  });

  it('follows the company minimum, and blocks a clash first', () => {
    const shift = { date: '2026-11-25', startTime: '08:00', endTime: '16:00' };
    const shifts = [booked('2026-11-25', '00:00', '02:00'), booked('2026-11-25', '15:00', '18:00')];
    expect(assess(shift, { shifts }, { minRestHours: 6 }).blockers).toEqual([
      { rule: 'clash', message: 'Booked at North Gate, 15:00\u201318:00' },
    ]);
    expect(assess(shift, { shifts }, { minRestHours: 6.5 }).blockers).toEqual([
      { rule: 'clash', message: 'Booked at North Gate, 15:00\u201318:00' },
      { rule: 'rest', message: 'Only 6 h rest before (6.5 h minimum)' },
    ]);
  });

  it('warns of the overtime a shift adds, and counts hours before and after', () => {
    const result = assess(
      { date: '2026-11-28', startTime: '06:00', endTime: '14:00' },
      { shifts: weekOf(36) },
    );
    expect(result).toMatchObject({ hoursBefore: 36, hoursAfter: 44, overtimeHours: 4 });
    expect(result.warnings).toEqual([{ rule: 'overtime', message: 'Adds 4 h overtime' }]);
    expect(result.blockers).toEqual([]);
    // Ending exactly at the limit adds none.
    expect(
      assess({ date: '2026-11-28', startTime: '06:00', endTime: '10:00' }, { shifts: weekOf(36) }),
    ).toMatchObject({ hoursAfter: 40, overtimeHours: 0, warnings: [] });
  });

  it('adds daily overtime once, the larger of daily and weekly', () => {
    const shift = { date: '2026-11-27', startTime: '14:00', endTime: '20:00' };
    // 32 h Mon–Thu and a morning of 4 h on Friday: the shift makes 10 h that day, 42 that week.
    const shifts = [...weekOf(32), booked('2026-11-27', '06:00', '10:00')];
    const result = assess(shift, { shifts }, { dailyOvertimeHours: 8 });
    expect(result).toMatchObject({ hoursBefore: 36, hoursAfter: 42, overtimeHours: 2 });
    expect(result.warnings).toEqual([{ rule: 'overtime', message: 'Adds 2 h overtime' }]);
    // Daily alone: 10 h that day, 14 h that week.
    const daily = assess(
      shift,
      { shifts: [booked('2026-11-27', '06:00', '10:00'), booked('2026-11-23', '06:00', '10:00')] },
      { dailyOvertimeHours: 8 },
    );
    expect(daily).toMatchObject({ hoursBefore: 8, hoursAfter: 14, overtimeHours: 2 });
    expect(
      assess(shift, { shifts: [booked('2026-11-27', '06:00', '10:00')] }, {}).overtimeHours,
    ).toBe(0);
    // Four 10-hour days already hold 8 h of daily overtime: a fifth takes the week to 10, so it
    // adds 2 h (the Overtime report's week), not the 10 it lies past 40 h.
    const tens = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26'].map((date) =>
      booked(date, '06:00', '16:00'),
    );
    const fifth = { date: '2026-11-27', startTime: '06:00', endTime: '16:00' };
    expect(assess(fifth, { shifts: tens }, { dailyOvertimeHours: 8 })).toMatchObject({
      hoursAfter: 50,
      overtimeHours: 2,
      warnings: [{ rule: 'overtime', message: 'Adds 2 h overtime' }],
    });
  });

  it('puts an overnight shift wholly into the week it starts in', () => {
    // Sunday night into Monday, with weeks from Monday: the Sunday's week has it all.
    const sundayNight = { date: '2026-11-29', startTime: '22:00', endTime: '06:00' };
    const nextWeek = [
      booked('2026-11-30', '14:00', '22:00'),
      booked('2026-12-01', '08:00', '16:00'),
    ];
    const result = assess(sundayNight, { shifts: [...weekOf(36), ...nextWeek] });
    expect(result).toMatchObject({ hoursBefore: 36, hoursAfter: 44, overtimeHours: 4 });
    expect(result.restAfterHours).toBe(8);
    // The Monday shift after it is in a week of its own.
    const monday = assess(
      { date: '2026-11-30', startTime: '14:00', endTime: '22:00' },
      { shifts: [...weekOf(36), booked('2026-11-29', '22:00', '06:00')] },
    );
    expect(monday).toMatchObject({ hoursBefore: 0, hoursAfter: 8, restBeforeHours: 8 });
  });

  it('counts the week from Sunday or from Monday as the company says', () => {
    const sunday = { date: '2026-11-29', startTime: '08:00', endTime: '16:00' };
    const guard = { shifts: weekOf(36) };
    expect(assess(sunday, guard, { weekStartsOn: 1 })).toMatchObject({
      hoursBefore: 36,
      overtimeHours: 4,
    });
    // From Sunday, 2026-11-29 starts a new week.
    expect(assess(sunday, guard, { weekStartsOn: 0 })).toMatchObject({
      hoursBefore: 0,
      overtimeHours: 0,
      warnings: [],
    });
  });

  it('counts real hours across the changes of clocks in New York and Berlin', () => {
    const back = assess({ date: '2026-10-31', startTime: '22:00', endTime: '06:00' });
    expect(back.hoursAfter - back.hoursBefore).toBe(9);
    const forward = assess({ date: '2026-03-07', startTime: '22:00', endTime: '06:00' });
    expect(forward.hoursAfter - forward.hoursBefore).toBe(7);
    const berlin = (date: string) =>
      assess({ date, startTime: '22:00', endTime: '06:00' }, {}, {}, { timeZone: 'Europe/Berlin' });
    expect(berlin('2026-03-28').hoursAfter).toBe(7);
    expect(berlin('2026-10-24').hoursAfter).toBe(9);
    // Rest after the night the clocks go back in Berlin: 06:00 to 14:00 is 8 hours.
    expect(
      assess(
        { date: '2026-10-24', startTime: '22:00', endTime: '06:00' },
        { shifts: [booked('2026-10-25', '14:00', '22:00')] },
        {},
        { timeZone: 'Europe/Berlin' },
      ),
    ).toMatchObject({ restAfterHours: 8, blockers: [] });
  });

  it('leaves out its own copy of the shift when it has an id', () => {
    const own = booked('2026-11-25', '08:00', '16:00');
    const shift = { id: own.id, date: own.date, startTime: own.startTime, endTime: own.endTime };
    expect(assess(shift, { shifts: [own] })).toMatchObject({ hoursBefore: 0, blockers: [] });
    expect(assess({ ...shift, id: null }, { shifts: [own] }).blockers).toHaveLength(1);
  });

  it('blocks time off touching only the second date of an overnight shift', () => {
    const result = assess(
      { date: '2026-11-27', startTime: '22:00', endTime: '06:00' },
      { timeOff: [{ from: '2026-11-28', to: '2026-11-30', status: 'approved' }] },
    );
    expect(result.blockers).toEqual([{ rule: 'time-off', message: 'Time off Nov 28\u2013Nov 30' }]);
  });

  it('checks the qualifications the post requires', () => {
    const shift = { date: '2026-11-25', startTime: '08:00', endTime: '16:00' };
    const holding = (expiresOn: string | null) => ({
      qualifications: [{ qualificationId: ARMED.id, expiresOn }],
    });
    const more = { requirements: [ARMED] };
    expect(blockerReason(assess(shift, {}, {}, more))).toBe('Needs Armed');
    expect(blockerReason(assess(shift, holding('2026-11-24'), {}, more))).toBe(
      'Armed expired Nov 24',
    );
    expect(assess(shift, holding('2026-11-27'), {}, more)).toMatchObject({
      blockers: [],
      warnings: [{ rule: 'qualification-expiring', message: 'Armed expires Nov 27' }],
    });
    expect(assess(shift, holding(null), {}, more)).toMatchObject({ blockers: [], warnings: [] });
  });

  it('lists every finding, blockers and warnings each in their fixed order', () => {
    const result = assessCandidate({
      shift: { date: '2026-11-28', startTime: '06:00', endTime: '14:00' },
      requirements: [ARMED, { id: 'q-cpr', name: 'CPR' }],
      guard: {
        ...noFacts,
        shifts: [...weekOf(36), booked('2026-11-28', '13:00', '15:00')],
        qualifications: [{ qualificationId: 'q-cpr', expiresOn: '2026-11-29' }],
        unavailability: [{ weekday: 6, from: '06:00', to: '14:00' }],
        timeOff: [
          { from: '2026-11-28', to: '2026-11-28', status: 'pending' },
          { from: '2026-11-28', to: '2026-11-28', status: 'approved' },
        ],
      },
      rules: DEFAULT_COMPANY_RULES,
      timeZone: NEW_YORK,
      purpose: 'offer',
    });
    expect(result.blockers.map((blocker) => blocker.rule)).toEqual([
      'clash',
      'time-off',
      'qualification-missing',
    ]);
    expect(result.warnings).toEqual([
      { rule: 'overtime', message: 'Adds 6 h overtime' },
      { rule: 'unavailable', message: 'Unavailable Sat 06:00\u201314:00' },
      { rule: 'time-off-pending', message: 'Time off requested Nov 28' },
      { rule: 'qualification-expiring', message: 'CPR expires Nov 29' },
    ]);
    expect(blockerReason(result)).toBe('Booked at North Gate, 13:00\u201315:00');
  });

  it('gives a whole-day shift no hours and no rest, and clashes it on its date', () => {
    const allDay = { date: '2026-11-28', startTime: null, endTime: null };
    const result = assess(allDay, {
      shifts: [...weekOf(40), booked('2026-11-27', '22:00', '06:00')],
    });
    expect(result).toMatchObject({
      hoursBefore: 48,
      hoursAfter: 48,
      overtimeHours: 0,
      restBeforeHours: null,
      restAfterHours: null,
    });
    expect(result.blockers).toEqual([
      { rule: 'clash', message: 'Booked at North Gate, Nov 27 22:00\u201306:00' },
    ]);
  });
});

describe('the guard card and a call-out of the shift (issue #39)', () => {
  const day = { date: '2026-11-25', startTime: '08:00', endTime: '16:00' };
  const night = { date: '2026-11-25', startTime: '22:00', endTime: '06:00' };
  const card = (guardCard: string | null, expDate: string | null) => ({
    card: { guardCard, expDate },
  });

  it('blocks a guard with no card on file: no record, no number, or no expiry date', () => {
    const none = [{ rule: 'card-none', message: 'No guard card on file' }];
    expect(assess(day, { card: null }).blockers).toEqual(none);
    expect(assess(day, card(null, null)).blockers).toEqual(none);
    expect(assess(day, card(null, '2030-01-01')).blockers).toEqual(none);
    expect(assess(day, card('  ', '2030-01-01')).blockers).toEqual(none);
    expect(assess(day, card('G1234567', null)).blockers).toEqual(none);
  });

  it("blocks a card expired by the shift's date, or ending before an overnight shift does", () => {
    expect(assess(day, card('G1', '2026-11-24')).blockers).toEqual([
      { rule: 'card-expired', message: 'Guard card expired by then' },
    ]);
    expect(assess(night, card('G1', '2026-11-25')).blockers).toEqual([
      { rule: 'card-expired', message: 'Guard card expires Nov 25, mid-shift' },
    ]);
  });

  it('lets a card expiring soon but valid for the whole shift pass, with no warning', () => {
    expect(assess(day, card('G1', '2026-11-25'))).toMatchObject({ blockers: [], warnings: [] });
    expect(assess(night, card('G1', '2026-11-26'))).toMatchObject({ blockers: [], warnings: [] });
    expect(assess(day, card('G1', '2026-12-01'))).toMatchObject({ blockers: [], warnings: [] });
  });

  it('blocks the guard who called out of the shift, but not when the office assigns it', () => {
    const calledOut = { ...day, calledOutGuardId: 'g1' };
    const blocker = { rule: 'called-out', message: 'Called out of this shift' };
    expect(assess(calledOut).blockers).toEqual([blocker]);
    expect(assess(calledOut, {}, {}, { purpose: 'take' }).blockers).toEqual([blocker]);
    expect(assess(calledOut, {}, {}, { purpose: 'assign' }).blockers).toEqual([]);
    expect(assess({ ...day, calledOutGuardId: 'g2' }).blockers).toEqual([]);
  });

  it('gives the call-out first, then the card, then the rules of issue #32', () => {
    const result = assess(
      { ...day, calledOutGuardId: 'g1' },
      { ...card('G1', '2026-11-01'), shifts: [booked('2026-11-25', '12:00', '20:00')] },
    );
    expect(result.blockers.map((one) => one.rule)).toEqual(['called-out', 'card-expired', 'clash']);
    expect(blockerReason(result)).toBe('Called out of this shift');
  });

  it('asks a guard taking an offer no warning: the office confirmed them when it offered', () => {
    const pending = {
      timeOff: [{ from: '2026-11-25', to: '2026-11-25', status: 'pending' as const }],
    };
    expect(assess(day, pending).warnings).toHaveLength(1);
    expect(assess(day, pending, {}, { purpose: 'take' }).warnings).toEqual([]);
  });
});

describe('blockerReason', () => {
  it('is null when nothing blocks', () => {
    expect(blockerReason({ blockers: [] })).toBeNull();
  });
});
