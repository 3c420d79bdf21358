import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  setClock,
  startedShiftsSupport,
  textsTo,
  wallAt,
  type StartedShiftsSupport,
} from '../../test/started-shifts.js';
import { nextPhone } from '../../test/sms.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const ENV_PHONE = '(201) 555-0199';
const ENV_MOBILE = '+12015550199';
const SET_PHONE = '(201) 555-0142';
const SET_MOBILE = '+12015550142';

/**
 * Issue #39: the office's name and phone an admin sets on the Settings page are what every text
 * says and where every alarm goes, over the server's COMPANY_NAME and OFFICE_PHONE; with no phone
 * at all, no text tells a guard to call the office without a number.
 */
describe("the office's name and phone in texts and alarms (issue #39)", () => {
  let t: TestApp;
  let s: StartedShiftsSupport;

  beforeAll(async () => {
    setClock(wallAt('04:00'));
    t = await createTestApp(
      { SMS_PROVIDER: 'sandbox', COMPANY_NAME: 'Vigil Security', OFFICE_PHONE: ENV_PHONE },
      null,
      { attendanceTimers: { background: false } },
    );
    s = startedShiftsSupport(t);
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
  });

  const settings = async (patch: object) => {
    const saved = await t.as('admin', 'PATCH', '/api/settings', patch);
    expect(saved.statusCode, saved.body).toBe(200);
  };
  /** What CoverDesk answers a text from `phone` (the sandbox handles it as a real one). */
  const replyTo = async (phone: string, body: string) => {
    const outbox = await s.watchOutbox();
    const handled = await t.as('admin', 'POST', '/api/sms/sandbox/messages', { phone, body });
    expect(handled.statusCode, handled.body).toBe(200);
    return textsTo(await outbox.read(), phone);
  };

  it('answers HELP with the company and the phone an admin set', async () => {
    const guardPhone = nextPhone();
    await s.guard('Kim', 'Help', guardPhone);
    expect(await replyTo(guardPhone, 'HELP')).toEqual([
      `Vigil Security: open shifts by text. Reply YES or NO with the code in an offer to answer it, OK with the code in a reminder to confirm a shift. For anything else call the office at ${ENV_PHONE}. Reply STOP to stop texts.`,
    ]);
    await settings({ companyName: 'Night Owl Guards', officePhone: SET_PHONE });
    expect(await replyTo(guardPhone, 'help')).toEqual([
      `Night Owl Guards: open shifts by text. Reply YES or NO with the code in an offer to answer it, OK with the code in a reminder to confirm a shift. For anything else call the office at ${SET_PHONE}. Reply STOP to stop texts.`,
    ]);
  });

  it("says 'contact your office' when no phone is set, never 'call the office' without a number", async () => {
    await settings({ officePhone: '' });
    const unknown = await replyTo(nextPhone(), 'Hello?');
    expect(unknown).toEqual([
      'Night Owl Guards: we do not know this number. To get shift offers by text, contact your office.',
    ]);
    const guardPhone = nextPhone();
    await s.guard('Kim', 'NoPhone', guardPhone);
    const [help = ''] = await replyTo(guardPhone, 'HELP');
    expect(help).toContain('For anything else contact your office.');
    for (const text of [...unknown, help]) expect(text).not.toMatch(/call the office/i);
  });

  it('sends the alarms to the phone an admin set, not the server’s', async () => {
    await settings({ officePhone: SET_PHONE });
    const kim = await s.guard('Kim', 'Soto');
    const post = await s.post('Bayview Plaza');
    const shift = await s.shift(post.id, kim, ['06:00', '14:00']);
    const outbox = await s.watchOutbox();
    const fired = await t.app.attendanceTimers.run(wallAt('06:10'));
    expect(fired.filter((one) => one.id.includes(shift.id)).map((one) => one.outcome)).toEqual([
      'late',
    ]);

    // Lee, at another shift since 05:55, has to leave at 08:00.
    const lee = await s.guard('Lee', 'Park');
    const left = await s.shift(post.id, lee, ['06:00', '14:00']);
    setClock(wallAt('05:55'));
    const checkIn = await t.request({
      method: 'POST',
      url: `/api/my/shifts/${left.id}/check-in`,
      cookie: lee.cookie,
      payload: {},
    });
    expect(checkIn.statusCode, checkIn.body).toBe(200);
    setClock(wallAt('08:00'));
    const leaving = await t.request({
      method: 'POST',
      url: `/api/my/shifts/${left.id}/call-out`,
      cookie: lee.cookie,
      payload: { reason: 'sick' },
    });
    expect(leaving.statusCode, leaving.body).toBe(200);

    const messages = await outbox.read();
    const texts = textsTo(messages, SET_MOBILE);
    expect(texts).toHaveLength(2);
    expect(texts[0]).toMatch(/^Kim Soto is late: Bayview Plaza /);
    expect(texts[1]).toMatch(/^Lee Park left 6 h early: Bayview Plaza /);
    expect(textsTo(messages, ENV_MOBILE)).toEqual([]);
  });
});
