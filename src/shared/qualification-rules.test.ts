import { describe, expect, it } from 'vitest';
import { qualificationFindings } from './qualification-rules.js';
import { placeShift } from './shift-span.js';

const ARMED = { id: 'q-armed', name: 'Armed' };
const CPR = { id: 'q-cpr', name: 'CPR' };
// Wednesday 2026-11-25, in the week Monday 2026-11-23 to Sunday 2026-11-29.
const place = (date: string, startTime: string, endTime: string) =>
  placeShift({ date, startTime, endTime }, 'America/New_York');
const DAY = place('2026-11-25', '08:00', '16:00');
const NIGHT = place('2026-11-25', '22:00', '06:00');
const WEEK_END = '2026-11-29';

const findings = (expiresOn: string | null, shift = DAY, weekEnd = WEEK_END) =>
  qualificationFindings([ARMED], [{ qualificationId: ARMED.id, expiresOn }], shift, weekEnd);

describe('qualificationFindings', () => {
  it('blocks a guard without a qualification the post requires, naming each', () => {
    expect(qualificationFindings([ARMED, CPR], [], DAY, WEEK_END)).toEqual([
      { rule: 'qualification-missing', message: 'Needs Armed' },
      { rule: 'qualification-missing', message: 'Needs CPR' },
    ]);
    expect(
      qualificationFindings([CPR], [{ qualificationId: ARMED.id, expiresOn: null }], DAY, WEEK_END),
    ).toEqual([{ rule: 'qualification-missing', message: 'Needs CPR' }]);
  });

  it('says nothing of a qualification that does not expire, or a post requiring none', () => {
    expect(findings(null)).toEqual([]);
    expect(qualificationFindings([], [], DAY, WEEK_END)).toEqual([]);
  });

  it('blocks one that expired the day before the shift', () => {
    expect(findings('2026-11-24')).toEqual([
      { rule: 'qualification-expired', message: 'Armed expired Nov 24' },
    ]);
    expect(findings('2025-11-24')).toEqual([
      { rule: 'qualification-expired', message: 'Armed expired Nov 24, 2025' },
    ]);
  });

  it("lets one expiring on the shift's date cover a day shift, with a warning", () => {
    // The expiry date is its last valid day, as for the guard card.
    expect(findings('2026-11-25')).toEqual([
      { rule: 'qualification-expiring', message: 'Armed expires Nov 25' },
    ]);
  });

  it("blocks one expiring on the shift's date for an overnight shift into the next day", () => {
    expect(findings('2026-11-25', NIGHT)).toEqual([
      { rule: 'qualification-expired', message: 'Armed expires Nov 25, mid-shift' },
    ]);
    expect(findings('2026-11-26', NIGHT)).toEqual([
      { rule: 'qualification-expiring', message: 'Armed expires Nov 26' },
    ]);
    // Ending at midnight, the shift is not worked on the next date.
    expect(findings('2026-11-25', place('2026-11-25', '22:00', '00:00'))).toEqual([
      { rule: 'qualification-expiring', message: 'Armed expires Nov 25' },
    ]);
  });

  it("warns of one expiring mid-week, up to the week's last day, and not after", () => {
    expect(findings('2026-11-27')).toEqual([
      { rule: 'qualification-expiring', message: 'Armed expires Nov 27' },
    ]);
    expect(findings('2026-11-29')).toEqual([
      { rule: 'qualification-expiring', message: 'Armed expires Nov 29' },
    ]);
    expect(findings('2026-11-30')).toEqual([]);
    // Weeks from Sunday: the week of 2026-11-25 ends on Saturday 2026-11-28.
    expect(findings('2026-11-29', DAY, '2026-11-28')).toEqual([]);
  });

  it('counts a renewed qualification by its latest expiry', () => {
    const held = [
      { qualificationId: ARMED.id, expiresOn: '2026-11-01' },
      { qualificationId: ARMED.id, expiresOn: '2027-11-01' },
    ];
    expect(qualificationFindings([ARMED], held, DAY, WEEK_END)).toEqual([]);
    expect(
      qualificationFindings(
        [ARMED],
        [...held, { qualificationId: ARMED.id, expiresOn: null }].reverse(),
        DAY,
        WEEK_END,
      ),
    ).toEqual([]);
  });
});
