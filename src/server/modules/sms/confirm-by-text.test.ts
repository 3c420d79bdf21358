import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localIsoDate } from '../../../shared/calendar.js';
import { formatDate } from '../../../shared/date-format.js';
import {
  confirmationsSupport,
  HOUR,
  postWithAddress,
  textOnlyGuard,
  type ConfirmationsSupport,
} from '../../test/confirmations.js';
import { smsSupport, type SmsSupport } from '../../test/sms.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { startTwilioServer, type TwilioServer } from '../../test/twilio-server.js';
import { messageSid } from '../../test/twilio-webhooks.js';

/** An instant as the server stores it (toISOString). */
const ISO_INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

const day = (n: number) => addDays('2031-08-01', n);
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Issue #39: 'OK 4821', a guard's answer to a reminder, confirms the shift by the app's own rule,
 * as forgiving of case and spacing as YES; a wrong or stale code is answered as YES's are.
 */
describe("a guard's OK to a reminder", () => {
  let t: TestApp;
  let twilio: TwilioServer;
  let sms: SmsSupport;
  let c: ConfirmationsSupport;
  let post: { id: string };
  beforeAll(async () => {
    twilio = await startTwilioServer();
    t = await createTestApp({ ...twilio.env(), COMPANY_NAME: 'Bayview Security' }, null, {
      attendanceTimers: { background: false },
    });
    sms = smsSupport(t, twilio);
    c = confirmationsSupport(t);
    post = await postWithAddress(t.app.database.db, 'Harbor Post', '1200 Main St');
  });
  afterAll(async () => {
    await t.close();
    await twilio.close();
  });
  const db = () => t.app.database.db;

  /** A shift of the guard on `date`, reminded: its id and the reminder's code. */
  const reminded = async (
    guard: { id: string; firstName: string; lastName: string },
    date: string,
  ) => {
    const shift = await c.shift(post.id, date, guard);
    expect(await c.reminders(shift.start - 12 * HOUR, shift.id)).toEqual(['reminded']);
    return { id: shift.id, code: await c.code(shift.id, guard.id) };
  };
  /** The guard texts `body`: what came of it, and the reply. */
  const answer = async (phone: string, body: string, reply: RegExp) => {
    const sid = messageSid();
    expect((await sms.text(phone, body, sid)).statusCode).toBe(200);
    return { outcome: await sms.outcome(sid), reply: await sms.textTo(phone, reply) };
  };
  const confirmations = (requestId: string) =>
    db()
      .selectFrom('auditLog')
      .select(['actorId', 'actorName', 'after'])
      .where('action', '=', 'confirm-shift')
      .where('entityId', '=', requestId)
      .execute();

  it('confirms with the code, once, and answers a short Confirmed', async () => {
    const tess = await textOnlyGuard(db(), 'Tess', 'Okay');
    const shift = await reminded(tess, day(0));
    const first = await answer(tess.phone, `  ok   ${shift.code}. `, /Confirmed/);
    expect(first).toEqual({
      outcome: 'confirmed',
      reply: `Bayview Security: Confirmed: ${formatDate(day(0)).replace(',', '')} 18:00-23:00 at Harbor Post. Thank you.`,
    });
    const confirmedAt = (await c.attendance(shift.id, tess.id))?.confirmedAt;
    expect(confirmedAt).toMatch(ISO_INSTANT);
    expect(await confirmations(shift.id)).toEqual([
      {
        actorId: null,
        actorName: 'Tess Okay',
        after: JSON.stringify({ guardName: 'Tess Okay', via: 'text' }),
      },
    ]);
    // Again, with another spelling: the same answer, nothing changed.
    const again = await answer(tess.phone, `OK#${shift.code}`, /Confirmed/);
    expect(again.outcome).toBe('confirmed');
    expect((await c.attendance(shift.id, tess.id))?.confirmedAt).toBe(confirmedAt);
    expect(await confirmations(shift.id)).toHaveLength(1);
  });

  it("answers a wrong code, or someone else's, as YES does, and confirms nothing", async () => {
    const tess = await textOnlyGuard(db(), 'Tess', 'Wrong');
    const otto = await textOnlyGuard(db(), 'Otto', 'Else');
    const mine = await reminded(tess, day(1));
    const his = await reminded(otto, day(1));
    const wrong = mine.code === '1000' ? '1001' : '1000';
    const line = `${mine.code} = ${formatDate(day(1)).replace(',', '')} 18:00-23:00 at Harbor Post`;
    for (const code of [wrong, his.code === mine.code ? wrong : his.code]) {
      const told = await answer(tess.phone, `OK ${code}`, new RegExp(`the code ${code}`));
      expect(told).toEqual({
        outcome: 'unknown-confirm-code',
        reply: `Bayview Security: no shift to confirm has the code ${code}. Your shifts to confirm: ${line}.`,
      });
    }
    expect((await c.attendance(mine.id, tess.id))?.confirmedAt).toBeNull();
    expect((await c.attendance(his.id, otto.id))?.confirmedAt).toBeNull();
  });

  it('answers a stale code (the shift given to another guard) and a bare OK as YES would', async () => {
    const tess = await textOnlyGuard(db(), 'Tess', 'Stale');
    const gone = await reminded(tess, day(2));
    await db()
      .updateTable('coverageRequests')
      .set({ assignedGuardId: null, assignedGuardName: null })
      .where('id', '=', gone.id)
      .execute();
    expect(await answer(tess.phone, `OK ${gone.code}`, /the code/)).toEqual({
      outcome: 'unknown-confirm-code',
      reply: `Bayview Security: no shift to confirm has the code ${gone.code}, and you have none right now.`,
    });
    expect(await answer(tess.phone, 'OK', /you have no shift to confirm/)).toEqual({
      outcome: 'nothing-to-confirm',
      reply: 'Bayview Security: you have no shift to confirm right now.',
    });

    const one = await reminded(tess, day(3));
    const two = await reminded(tess, day(4));
    const several = await answer(tess.phone, 'ok', /shifts to confirm: reply OK/);
    expect(several.outcome).toBe('ambiguous-confirm');
    expect(several.reply).toContain(`${one.code} = `);
    expect(several.reply).toContain(`${two.code} = `);
    expect(await answer(tess.phone, `okay ${two.code}`, /Confirmed/)).toMatchObject({
      outcome: 'confirmed',
    });
    // Now one waits: a bare OK confirms it.
    expect((await answer(tess.phone, 'OK!', /Confirmed: .*at Harbor Post/)).outcome).toBe(
      'confirmed',
    );
    expect((await c.attendance(one.id, tess.id))?.confirmedAt).toMatch(ISO_INSTANT);
  });

  it('refuses a shift that has started, saying so', async () => {
    const tess = await textOnlyGuard(db(), 'Tess', 'Started');
    // Started two hours ago by the real clock, which the text's handling reads.
    const began = new Date(Date.now() - 2 * HOUR);
    const shift = await c.shift(post.id, localIsoDate(began), tess, {
      startTime: `${pad(began.getHours())}:${pad(began.getMinutes())}`,
      endTime: `${pad((began.getHours() + 8) % 24)}:${pad(began.getMinutes())}`,
    });
    expect(await c.reminders(shift.start - 3 * HOUR, shift.id)).toEqual(['reminded']);
    const code = await c.code(shift.id, tess.id);
    const told = await answer(tess.phone, `OK ${code}`, /has started/);
    expect(told.outcome).toBe('confirm-refused');
    expect(told.reply).toMatch(
      /^Bayview Security: This shift has started: it can no longer be confirmed \(.* at Harbor Post\)\.$/,
    );
    expect((await c.attendance(shift.id, tess.id))?.confirmedAt).toBeNull();
  });
});
