import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rulesSupport, type RulesSupport } from '../../test/assignment-rules.js';
import { dayFromNow, type ShiftsSupport } from '../../test/shifts.js';
import { smsTestApp, type SmsSupport } from '../../test/sms.js';
import type { TestApp, TestUser } from '../../test/test-app.js';

/** Issue #32: a YES by text goes through the same rules as every other way to take a shift. */
describe('the assignment rules on a text answer and a repeating shift', () => {
  let t: TestApp;
  let s: ShiftsSupport;
  let sms: SmsSupport;
  let r: RulesSupport;
  let dana: TestUser;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ t, s, sms, dispatcher: dana, close } = await smsTestApp('Ruler'));
    r = rulesSupport(() => t.app.database.db);
  });
  afterAll(() => close());

  it('answers a YES the rules block by then with the reason, and leaves the shift open', async () => {
    const request = await s.openRequest(6);
    const tess = await sms.guard('Tess', 'Texter');
    expect((await sms.offer(dana, request.id, [tess.guardId])).statusCode).toBe(200);
    // Approved time off after the offer went out: her YES cannot take the shift.
    await r.timeOff(tess.guardId, request.date, request.date, 'approved');
    const code = await sms.code(request.id, tess.guardId);
    expect((await sms.text(tess.phone, `YES ${code}`)).statusCode).toBe(200);
    expect(await sms.textTo(tess.phone, /cannot take this shift/)).toMatch(/Time off /);
    expect((await s.stored(request.id)).assignedGuardId).toBeNull();
  });

  it('checks a repeating shift on every date, naming the date a rule blocks', async () => {
    const request = await s.openRequest(6);
    const armed = await r.qualification('Armed (repeat)');
    await r.require(request.locationId, armed);
    const guard = await sms.guard('Rae', 'Repeat');
    await r.hold(guard.guardId, armed, dayFromNow(8));
    const created = await t.as('supervisor', 'POST', '/api/coverage/series', {
      date: dayFromNow(7),
      startTime: '08:00',
      endTime: '12:00',
      locationId: request.locationId,
      assignedGuardId: guard.guardId,
      notes: null,
      repeat: { until: dayFromNow(9), weekdays: ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] },
    });
    expect(created.statusCode).toBe(409);
    expect(created.json().error).toMatch(
      /^Repeat, Rae cannot take the shift of \w{3} \d+: Armed \(repeat\) expired /,
    );
    const stored = await t.app.database.db
      .selectFrom('coverageRequests')
      .select('id')
      .where('assignedGuardId', '=', guard.guardId)
      .execute();
    expect(stored).toEqual([]);
  });
});
