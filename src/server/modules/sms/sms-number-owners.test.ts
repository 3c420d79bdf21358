import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestUser } from '../../test/test-app.js';
import { messageSid } from '../../test/twilio-webhooks.js';
import type { ShiftsSupport } from '../../test/shifts.js';
import { nextPhone, smsTestApp, type SmsSupport } from '../../test/sms.js';

/**
 * Issue #40: texts answer for the one guard a number is, and only while it takes texts: an
 * opted-out number's texts change nothing but START, and a number two guards share assigns no one.
 */
describe('who a text answers for', () => {
  let t: TestApp;
  let s: ShiftsSupport;
  let sms: SmsSupport;
  let dana: TestUser;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({
      t,
      s,
      sms,
      dispatcher: dana,
      close,
    } = await smsTestApp('Owners', { OFFICE_PHONE: '(201) 555-0199' }));
  });
  afterAll(() => close());

  const offerState = async (requestId: string, guardId: string) =>
    (
      await t.app.database.db
        .selectFrom('shiftOffers')
        .select('status')
        .where('requestId', '=', requestId)
        .where('guardId', '=', guardId)
        .executeTakeFirstOrThrow()
    ).status;

  it("an opted-out number's YES takes nothing and is answered by nothing, until START", async () => {
    const kim = await sms.guard('Kim', 'Stopped');
    const request = await s.openRequest(3);
    expect((await sms.offer(dana, request.id, [kim.guardId])).statusCode).toBe(200);
    const code = await sms.code(request.id, kim.guardId);
    await sms.text(kim.phone, 'STOP');
    const textsBefore = (await sms.outbox(kim.phone)).length;

    for (const body of [`YES ${code}`, 'YES', `NO ${code}`, `OK ${code}`, 'HELP', 'hello']) {
      const sid = messageSid();
      expect((await sms.text(kim.phone, body, sid)).statusCode).toBe(200);
      // Kept, with what came of it: nothing.
      expect({ body, outcome: await sms.outcome(sid) }).toEqual({
        body,
        outcome: 'ignored-opted-out',
      });
    }
    expect((await s.stored(request.id)).assignedGuardId).toBeNull();
    expect(await offerState(request.id, kim.guardId)).toBe('pending');
    expect(await sms.outbox(kim.phone)).toHaveLength(textsBefore);

    // START opts back in; then her YES is an answer again.
    await sms.text(kim.phone, 'START');
    const sid = messageSid();
    await sms.text(kim.phone, `YES ${code}`, sid);
    expect(await sms.outcome(sid)).toBe('accepted');
    expect((await s.stored(request.id)).assignedGuardId).toBe(kim.guardId);
  });

  it('a number two guards share assigns no one: the texter is asked to call the office', async () => {
    const phone = nextPhone();
    const kim = await sms.guard('Kim', 'Shared', phone);
    const lee = await sms.guard('Lee', 'Shared', phone);
    const request = await s.openRequest(4);
    expect((await sms.offer(dana, request.id, [kim.guardId])).statusCode).toBe(200);
    const code = await sms.code(request.id, kim.guardId);

    for (const body of [`YES ${code}`, 'YES', `NO ${code}`, `OK ${code}`]) {
      const sid = messageSid();
      await sms.text(phone, body, sid);
      expect({ body, outcome: await sms.outcome(sid) }).toEqual({
        body,
        outcome: 'shared-number',
      });
    }
    expect((await s.stored(request.id)).assignedGuardId).toBeNull();
    expect(await offerState(request.id, kim.guardId)).toBe('pending');
    expect(await sms.textTo(phone, /more than one guard/)).toBe(
      'Bayview Security: this number belongs to more than one guard, so we cannot take answers ' +
        'from it by text. Please call the office at (201) 555-0199.',
    );

    // Once the office gives Lee his own number, Kim's YES is hers again.
    await t.app.database.db
      .updateTable('guards')
      .set({ contactNumber: nextPhone() })
      .where('id', '=', lee.guardId)
      .execute();
    const sid = messageSid();
    await sms.text(phone, `YES ${code}`, sid);
    expect(await sms.outcome(sid)).toBe('accepted');
    expect((await s.stored(request.id)).assignedGuardId).toBe(kim.guardId);
  });
});
