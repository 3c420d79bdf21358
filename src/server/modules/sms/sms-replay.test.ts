import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMS_INBOUND_PATH, SMS_STATUS_PATH } from '../../http/provider-webhooks.js';
import { dataDigest } from '../../test/data-digest.js';
import { shiftsSupport, type ShiftsSupport } from '../../test/shifts.js';
import { smsSupport, type SmsSupport } from '../../test/sms.js';
import { createTestApp, TEST_ORIGIN, type TestApp, type TestUser } from '../../test/test-app.js';
import { startTwilioServer, type TwilioServer } from '../../test/twilio-server.js';
import {
  inboundForm,
  messageSid,
  signedWebhook,
  twilioSignature,
} from '../../test/twilio-webhooks.js';

/**
 * Issue #40: Twilio's signature runs names and values together, so a captured text re-sent with
 * its fields' boundaries moved keeps a valid signature. Only Twilio's shapes are taken.
 */
describe("Twilio's webhooks take only Twilio's forms", () => {
  let t: TestApp;
  let s: ShiftsSupport;
  let sms: SmsSupport;
  let twilio: TwilioServer;
  let dana: TestUser;
  const log: string[] = [];
  beforeAll(async () => {
    twilio = await startTwilioServer();
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        log.push(chunk.toString());
        done();
      },
    });
    t = await createTestApp(
      { ...twilio.env(), COMPANY_NAME: 'Bayview Security', LOG_LEVEL: 'warn' },
      null,
      { logStream },
    );
    s = shiftsSupport(t);
    sms = smsSupport(t, twilio);
    dana = await t.signInAs('dispatch', { firstName: 'Dana', lastName: 'Replay' });
  });
  afterAll(async () => {
    await t.close();
    await twilio.close();
  });

  /** Posts a form with the signature given (a captured one), as an attacker re-sends it. */
  const post = (path: string, form: Record<string, string>, signature: string) =>
    t.app.inject({
      method: 'POST',
      url: path,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': signature,
      },
      payload: new URLSearchParams(form).toString(),
    });

  const warnings = () => log.filter((line) => line.includes('refused a Twilio webhook'));

  it('refuses a captured YES re-sent with NumMedia0 run into its MessageSid: 403, no shift', async () => {
    const kim = await sms.guard('Kim', 'Replayed');
    const first = await s.openRequest(3, { startTime: '06:00', endTime: '14:00' });
    await sms.offer(dana, first.id, [kim.guardId]);
    // The genuine text, as Twilio signs it: a bare YES to her one offer.
    const genuine = inboundForm(kim.phone, 'YES', { accountSid: twilio.accountSid });
    const captured = signedWebhook(TEST_ORIGIN, SMS_INBOUND_PATH, twilio.authToken, genuine);
    const signature = captured.headers['x-twilio-signature'] ?? '';
    const sent = await post(SMS_INBOUND_PATH, genuine, signature);
    expect(sent.statusCode).toBe(200);
    expect((await s.stored(first.id)).assignedGuardId).toBe(kim.guardId);

    // A later, different shift is offered to her alone.
    const later = await s.openRequest(5, { startTime: '18:00', endTime: '23:00' });
    await sms.offer(dana, later.id, [kim.guardId]);
    const { NumMedia, ...rest } = genuine;
    const replay = { ...rest, MessageSid: `${genuine.MessageSid ?? ''}NumMedia${NumMedia ?? ''}` };
    // The attack's premise: the altered form has the genuine signature, and a new MessageSid.
    const url = `${TEST_ORIGIN}${SMS_INBOUND_PATH}`;
    expect(twilioSignature(twilio.authToken, url, replay)).toBe(signature);
    const before = await dataDigest(t);
    const replayed = await post(SMS_INBOUND_PATH, replay, signature);
    expect(replayed.statusCode).toBe(403);
    expect(replayed.json()).toMatchObject({ code: 'NOT_TWILIO' });
    expect(await dataDigest(t)).toBe(before);
    expect((await s.stored(later.id)).assignedGuardId).toBeNull();
    // The log says why, never the text's words or the number.
    const [warning] = warnings();
    expect(warning).toContain('MessageSid is not a message id');
    expect(JSON.parse(warning ?? '{}')).toMatchObject({ level: 40, webhook: SMS_INBOUND_PATH });
    expect(warning).not.toContain(kim.phone);
  });

  it("refuses other accounts' texts, unknown fields, mismatched ids and bad counts", async () => {
    const lee = await sms.guard('Lee', 'Shaped');
    const request = await s.openRequest(4);
    await sms.offer(dana, request.id, [lee.guardId]);
    const code = await sms.code(request.id, lee.guardId);
    const base = () => inboundForm(lee.phone, `YES ${code}`, { accountSid: twilio.accountSid });
    const withoutNumMedia = Object.fromEntries(
      Object.entries(base()).filter(([name]) => name !== 'NumMedia'),
    );
    const forms: Record<string, Record<string, string>> = {
      'another account': { ...base(), AccountSid: `AC${'1'.repeat(32)}` },
      'an unknown field': { ...base(), Extra: 'x' },
      'SmsSid differs': { ...base(), SmsSid: messageSid() },
      'NumMedia missing': withoutNumMedia,
      'NumMedia not a count': { ...base(), NumMedia: '0x' },
      'upper-case hex': {
        ...base(),
        MessageSid: `SM${'A'.repeat(32)}`,
        SmsSid: `SM${'A'.repeat(32)}`,
        SmsMessageSid: `SM${'A'.repeat(32)}`,
      },
      'media beyond NumMedia': { ...base(), MediaUrl0: 'https://api.twilio.com/x' },
      'From not a number': { ...base(), From: `${lee.phone}MessageSid` },
    };
    const before = await dataDigest(t);
    const refusedBefore = warnings().length;
    for (const [name, form] of Object.entries(forms)) {
      const signed = signedWebhook(TEST_ORIGIN, SMS_INBOUND_PATH, twilio.authToken, form);
      const response = await t.app.inject({ method: 'POST', url: SMS_INBOUND_PATH, ...signed });
      expect(response.statusCode, name).toBe(403);
    }
    expect(await dataDigest(t)).toBe(before);
    expect(warnings().length - refusedBefore).toBe(Object.keys(forms).length);
    // Twilio's own picture message, with its media, is taken.
    const picture = {
      ...base(),
      NumMedia: '1',
      MediaUrl0: 'https://api.twilio.com/2010-04-01/Accounts/AC1/Messages/MM1/Media/ME1',
      MediaContentType0: 'image/jpeg',
    };
    const signed = signedWebhook(TEST_ORIGIN, SMS_INBOUND_PATH, twilio.authToken, picture);
    const taken = await t.app.inject({ method: 'POST', url: SMS_INBOUND_PATH, ...signed });
    expect(taken.statusCode).toBe(200);
    expect((await s.stored(request.id)).assignedGuardId).toBe(lee.guardId);
  });

  it('holds status callbacks to the same shapes', async () => {
    const sid = messageSid();
    const status = {
      AccountSid: twilio.accountSid,
      MessageSid: sid,
      SmsSid: sid,
      MessageStatus: 'delivered',
      SmsStatus: 'delivered',
      From: '+12015550100',
      To: '+12015550101',
      ApiVersion: '2010-04-01',
    };
    const signature = (form: Record<string, string>) =>
      twilioSignature(twilio.authToken, `${TEST_ORIGIN}${SMS_STATUS_PATH}`, form);
    expect((await post(SMS_STATUS_PATH, status, signature(status))).statusCode).toBe(204);
    const refused = [
      { ...status, AccountSid: `AC${'2'.repeat(32)}` },
      { ...status, MessageStatus: 'delivered-ish' },
      { ...status, MessageSid: `${sid}X`, SmsSid: `${sid}X` },
      { ...status, Body: 'YES' },
    ];
    for (const form of refused) {
      expect((await post(SMS_STATUS_PATH, form, signature(form))).statusCode).toBe(403);
    }
  });
});
