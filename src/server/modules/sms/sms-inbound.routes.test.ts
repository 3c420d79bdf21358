import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMS_INBOUND_PATH } from '../../http/provider-webhooks.js';
import { dataDigest } from '../../test/data-digest.js';
import { TEST_ORIGIN, type TestApp, type TestUser } from '../../test/test-app.js';
import type { TwilioServer } from '../../test/twilio-server.js';
import { inboundForm, messageSid, signedWebhook } from '../../test/twilio-webhooks.js';
import type { ShiftsSupport } from '../../test/shifts.js';
import { smsTestApp, type SmsSupport, type TextGuard } from '../../test/sms.js';

/** Issue #30: guards answer offers by text; Twilio posts each text to the inbound webhook. */
describe('POST /api/sms/inbound', () => {
  let t: TestApp;
  let s: ShiftsSupport;
  let sms: SmsSupport;
  let twilio: TwilioServer;
  let dana: TestUser;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({
      t,
      s,
      sms,
      twilio,
      dispatcher: dana,
      close,
    } = await smsTestApp('Inbox', {
      OFFICE_PHONE: '(201) 555-0199',
    }));
  });
  afterAll(() => close());

  /** An open shift offered to the guards by text: the request and each guard's code. */
  async function offered(guards: TextGuard[], days = 3) {
    const request = await s.openRequest(days, { startTime: '06:00', endTime: '14:00' });
    const sent = await sms.offer(
      dana,
      request.id,
      guards.map((guard) => guard.guardId),
    );
    expect(sent.statusCode).toBe(200);
    const codes = await Promise.all(guards.map((guard) => sms.code(request.id, guard.guardId)));
    return { request, codes };
  }

  /** The latest reply to the number that matches (sent, or queued until the outbox is merged). */
  const replyTo = (phone: string, pattern: RegExp) => sms.textTo(phone, pattern);

  it('refuses a missing or wrong signature with 403, changing nothing', async () => {
    const tess = await sms.guard('Tess', 'Forged');
    const { request, codes } = await offered([tess]);
    const params = inboundForm(tess.phone, `YES ${codes[0] ?? ''}`);
    const before = await dataDigest(t);
    const unsigned = signedWebhook(TEST_ORIGIN, SMS_INBOUND_PATH, twilio.authToken, params);
    const attempts = [
      { 'content-type': unsigned.headers['content-type'] ?? '' },
      { ...unsigned.headers, 'x-twilio-signature': 'bm90IGEgc2lnbmF0dXJl' },
      // Signed with another token, or for another address.
      signedWebhook(TEST_ORIGIN, SMS_INBOUND_PATH, 'another-token', params).headers,
      signedWebhook('https://elsewhere.example', SMS_INBOUND_PATH, twilio.authToken, params)
        .headers,
    ];
    for (const headers of attempts) {
      const response = await t.app.inject({
        method: 'POST',
        url: SMS_INBOUND_PATH,
        headers,
        payload: unsigned.payload,
      });
      expect(response.statusCode).toBe(403);
    }
    // A field changed after signing.
    const tampered = await t.app.inject({
      method: 'POST',
      url: SMS_INBOUND_PATH,
      headers: unsigned.headers,
      payload: unsigned.payload.replace('YES', 'NO'),
    });
    expect(tampered.statusCode).toBe(403);
    expect(await dataDigest(t)).toBe(before);
    expect((await s.stored(request.id)).assignedGuardName).toBeNull();
  });

  it('YES with the code takes the shift; the guard is told, the office sees it', async () => {
    const tess = await sms.guard('Tess', 'Taker');
    const other = await sms.guard('Otto', 'Other');
    const { request, codes } = await offered([tess, other]);
    const sid = messageSid();
    const response = await sms.text(tess.phone, `yes ${codes[0] ?? ''}`, sid);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/xml/);
    expect(response.body).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
    expect(await sms.outcome(sid)).toBe('accepted');
    const stored = await s.stored(request.id);
    expect(stored).toMatchObject({
      assignedGuardId: tess.guardId,
      assignedGuardName: 'Taker, Tess',
    });
    expect(stored.updatedByName).toBe('Tess Taker');
    // The reply is the shift in writing (issue #39): here a post without an address or note.
    expect(await replyTo(tess.phone, /You have the shift/)).toMatch(
      /^Bayview Security: You have the shift at North Gate, \w{3}, \w{3} \d+, 06:00-14:00\.$/,
    );
    expect(await s.actions(request.id)).toEqual(['offer', 'accept-offer']);
    const history = await t.request({
      method: 'GET',
      url: `/api/coverage/${request.id}/history`,
      cookie: dana.cookie,
    });
    const accepted = history
      .json<{
        changes: { action: string; actorId: string | null; actorName: string; after: object }[];
      }>()
      .changes.find((entry) => entry.action === 'accept-offer');
    expect(accepted).toMatchObject({
      actorId: null,
      actorName: 'Tess Taker',
      after: { guardName: 'Tess Taker', via: 'text' },
    });
    // Otto's offer ended; his YES now is told it was taken.
    const late = messageSid();
    await sms.text(other.phone, `YES ${codes[1] ?? ''}`, late);
    expect(await sms.outcome(late)).toBe('taken');
    expect(await replyTo(other.phone, /already taken/)).toMatch(
      /was already taken by another guard\.$/,
    );
  });

  it('a bare YES takes the one pending offer; with several it asks for the code', async () => {
    const tess = await sms.guard('Tess', 'Bare');
    const { request } = await offered([tess]);
    const single = messageSid();
    await sms.text(tess.phone, 'Yes!', single);
    expect(await sms.outcome(single)).toBe('accepted');
    expect((await s.stored(request.id)).assignedGuardId).toBe(tess.guardId);

    const first = await offered([tess], 5);
    const second = await offered([tess], 6);
    const ambiguous = messageSid();
    await sms.text(tess.phone, 'YES', ambiguous);
    expect(await sms.outcome(ambiguous)).toBe('ambiguous');
    const reply = await replyTo(tess.phone, /open offers:/);
    expect(reply).toContain('you have 2 open offers: reply YES or NO with its code.');
    expect(reply).toContain(`${first.codes[0] ?? ''} = `);
    expect(reply).toContain(`${second.codes[0] ?? ''} = `);
    expect((await s.stored(first.request.id)).assignedGuardId).toBeNull();

    const none = await sms.guard('Nora', 'Nooffer');
    const nothing = messageSid();
    await sms.text(none.phone, 'yes', nothing);
    expect(await sms.outcome(nothing)).toBe('no-offers');
    expect(await replyTo(none.phone, /no open shift offers/)).toBe(
      'Bayview Security: you have no open shift offers right now.',
    );
  });

  it('NO declines; the shift stays open and the trail says it came by text', async () => {
    const tess = await sms.guard('Tess', 'Decliner');
    const { request, codes } = await offered([tess]);
    const sid = messageSid();
    await sms.text(tess.phone, `NO ${codes[0] ?? ''}`, sid);
    expect(await sms.outcome(sid)).toBe('declined');
    expect((await s.stored(request.id)).assignedGuardId).toBeNull();
    const offer = await t.app.database.db
      .selectFrom('shiftOffers')
      .select('status')
      .where('requestId', '=', request.id)
      .executeTakeFirstOrThrow();
    expect(offer.status).toBe('declined');
    expect(await replyTo(tess.phone, /thanks, we noted/)).toMatch(
      /^Bayview Security: thanks, we noted you pass on /,
    );
    // Answering again: the offer is no longer pending.
    const again = messageSid();
    await sms.text(tess.phone, `yes ${codes[0] ?? ''}`, again);
    expect(await sms.outcome(again)).toBe('refused');
    expect(await replyTo(tess.phone, /You declined/)).toMatch(
      /^Bayview Security: You declined this offer \(/,
    );
  });

  it('answers an unknown number, an unknown code and other words helpfully, changing nothing', async () => {
    const tess = await sms.guard('Tess', 'Confused');
    const { request, codes } = await offered([tess]);
    const wrong = codes[0] === '1234' ? '4321' : '1234';
    const unknownCode = messageSid();
    await sms.text(tess.phone, `YES ${wrong}`, unknownCode);
    expect(await sms.outcome(unknownCode)).toBe('unknown-code');
    expect(await replyTo(tess.phone, /no open offer has the code/)).toMatch(
      new RegExp(
        `^Bayview Security: no open offer has the code ${wrong}\\. Your open offers: ${codes[0] ?? ''} = `,
      ),
    );

    const chat = messageSid();
    await sms.text(tess.phone, 'who is this?', chat);
    expect(await sms.outcome(chat)).toBe('not-understood');
    expect(await replyTo(tess.phone, /HELP for help/)).toMatch(
      new RegExp(
        `^Bayview Security: reply YES ${codes[0] ?? ''} to take .* or NO ${codes[0] ?? ''} to pass\\. HELP for help, STOP to stop texts\\.$`,
      ),
    );

    const stranger = messageSid();
    await sms.text('+12015550198', 'YES 1234', stranger);
    expect(await sms.outcome(stranger)).toBe('unknown-number');
    expect(await replyTo('+12015550198', /we do not know this number/)).toBe(
      'Bayview Security: we do not know this number. To get shift offers by text, call the ' +
        'office at (201) 555-0199.',
    );
    expect((await s.stored(request.id)).assignedGuardId).toBeNull();
    expect(await s.actions(request.id)).toEqual(['offer']);
  });

  it('handles the same MessageSid once, however often Twilio delivers it', async () => {
    const tess = await sms.guard('Tess', 'Twice');
    const { codes } = await offered([tess]);
    const sid = messageSid();
    const answers = await Promise.all([
      sms.text(tess.phone, `NO ${codes[0] ?? ''}`, sid),
      sms.text(tess.phone, `NO ${codes[0] ?? ''}`, sid),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const again = await sms.text(tess.phone, `NO ${codes[0] ?? ''}`, sid);
    expect(again.statusCode).toBe(200);
    const rows = await t.app.database.db
      .selectFrom('smsInbound')
      .select('outcome')
      .where('messageSid', '=', sid)
      .execute();
    expect(rows).toEqual([{ outcome: 'declined' }]);
    // One offer text, one reply: not three.
    expect(await sms.outbox(tess.phone)).toHaveLength(2);
  });

  it('STOP opts the number out, START back in; HELP names the company and the office', async () => {
    const tess = await sms.guard('Tess', 'Stopper');
    for (const word of ['STOP', 'stopall', 'Unsubscribe', 'CANCEL', 'end', 'QUIT.']) {
      const before = (await sms.outbox(tess.phone)).length;
      const sid = messageSid();
      await sms.text(tess.phone, word, sid);
      expect({ word, outcome: await sms.outcome(sid) }).toEqual({ word, outcome: 'opted-out' });
      // The provider confirms an opt-out itself; any text of ours would be refused.
      expect((await sms.outbox(tess.phone)).length).toBe(before);
    }
    const request = await s.openRequest(3);
    expect((await sms.offer(dana, request.id, [tess.guardId])).statusCode).toBe(409);
    const numbers = await t.as('supervisor', 'GET', '/api/sms/numbers');
    expect(numbers.json<{ optedOut: { guardId: string }[] }>().optedOut).toEqual(
      expect.arrayContaining([expect.objectContaining({ guardId: tess.guardId })]),
    );

    for (const word of ['START', 'unstop']) {
      await sms.text(tess.phone, 'STOP');
      const sid = messageSid();
      await sms.text(tess.phone, word, sid);
      expect(await sms.outcome(sid)).toBe('opted-in');
    }
    expect((await sms.offer(dana, request.id, [tess.guardId])).statusCode).toBe(200);

    await sms.text(tess.phone, 'help');
    expect(await replyTo(tess.phone, /open shifts by text/)).toBe(
      'Bayview Security: open shifts by text. Reply YES or NO with the code in an offer to ' +
        'answer it, OK with the code in a reminder to confirm a shift. For anything else call ' +
        'the office at (201) 555-0199. Reply STOP to stop texts.',
    );
  });

  it('is exempt from the same-origin check by its route only', async () => {
    const tess = await sms.guard('Tess', 'Origin');
    const response = await sms.text(tess.phone, 'HELP');
    expect(response.statusCode).toBe(200);
    // Any other route without an Origin is still refused.
    const other = await t.app.inject({
      method: 'POST',
      url: `${SMS_INBOUND_PATH}/../../guards`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ firstName: 'No', lastName: 'Origin' }),
    });
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('CROSS_ORIGIN');
  });
});
