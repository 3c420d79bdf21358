import type { LightMyRequestResponse } from 'fastify';
import { SMS_INBOUND_PATH, SMS_STATUS_PATH } from '../http/provider-webhooks.js';
import { createGuard } from './builders.js';
import { createTestApp, TEST_ORIGIN, type TestApp, type TestUser } from './test-app.js';
import { startTwilioServer, type TwilioServer } from './twilio-server.js';
import { inboundForm, messageSid, signedWebhook } from './twilio-webhooks.js';
import { shiftsSupport, type ShiftsSupport } from './shifts.js';

/** A guard row with a mobile number (E.164), and perhaps an account. */
export interface TextGuard {
  guardId: string;
  phone: string;
  firstName: string;
  lastName: string;
}

let numbers = 0;
/** A fresh US mobile-or-landline number of the 555-01xx range (fictional, and valid). */
export const nextPhone = () => `+1201555${String(100 + (numbers++ % 900)).padStart(4, '0')}`;

/** Test support for the text message tests (not a test file itself). */
export function smsSupport(t: TestApp, twilio: TwilioServer) {
  const db = () => t.app.database.db;

  /** Posts a webhook as Twilio would: form-encoded, signed, without Origin or cookies. */
  const webhook = (path: string, params: Record<string, string>, signature?: string) => {
    const signed = signedWebhook(TEST_ORIGIN, path, twilio.authToken, params);
    const headers =
      signature === undefined
        ? signed.headers
        : { ...signed.headers, 'x-twilio-signature': signature };
    return t.app.inject({ method: 'POST', url: path, headers, payload: signed.payload });
  };

  return {
    /** A guard without an account, with this number (a fresh one by default). */
    async guard(firstName: string, lastName: string, phone = nextPhone()): Promise<TextGuard> {
      const row = await createGuard(db(), { firstName, lastName });
      await db()
        .updateTable('guards')
        .set({ contactNumber: phone })
        .where('id', '=', row.id)
        .execute();
      return { guardId: row.id, phone, firstName, lastName };
    },

    /** The guard sends a text: Twilio's inbound webhook, signed. */
    text(from: string, body: string, sid = messageSid()): Promise<LightMyRequestResponse> {
      return webhook(
        SMS_INBOUND_PATH,
        inboundForm(from, body, { sid, accountSid: twilio.accountSid }),
      );
    },

    /** Twilio reports what became of a text we sent. */
    status(sid: string, status: string, errorCode?: string) {
      return webhook(SMS_STATUS_PATH, {
        AccountSid: twilio.accountSid,
        MessageSid: sid,
        SmsSid: sid,
        MessageStatus: status,
        SmsStatus: status,
        ...(errorCode ? { ErrorCode: errorCode } : {}),
      });
    },

    webhook,

    /**
     * The latest text to `phone` whose words match, once there is one (5 s at most): as the
     * Twilio-compatible server received it when the app runs the outbox worker, else as queued.
     */
    async textTo(phone: string, pattern: RegExp): Promise<string> {
      const deadline = Date.now() + 5000;
      for (;;) {
        const bodies = t.app.hasDecorator('outbox')
          ? twilio.messages.filter((text) => text.to === phone).map((text) => text.body)
          : (await this.outbox(phone)).map((text) => text.body);
        const found = bodies.filter((body) => pattern.test(body)).at(-1);
        if (found !== undefined) return found;
        if (Date.now() > deadline) {
          throw new Error(`No text to ${phone} matches ${String(pattern)}: ${bodies.join(' | ')}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },

    /**
     * The provider's id of a queued text once it is sent: the outbox worker's doing when the app
     * runs it (waited for, 5 s at most); until it is merged, marked sent here as it would.
     */
    async sentId(outboxId: string): Promise<string> {
      const row = () =>
        db()
          .selectFrom('outbox')
          .select('providerId')
          .where('id', '=', outboxId)
          .executeTakeFirstOrThrow();
      if (!t.app.hasDecorator('outbox')) {
        const sid = messageSid();
        await db()
          .updateTable('outbox')
          .set({
            status: 'sent',
            providerId: sid,
            delivery: 'queued',
            sentAt: new Date().toISOString(),
          })
          .where('id', '=', outboxId)
          .execute();
        return sid;
      }
      const deadline = Date.now() + 5000;
      for (;;) {
        const { providerId } = await row();
        if (providerId) return providerId;
        if (Date.now() > deadline) throw new Error(`The outbox did not send ${outboxId}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },

    /** The texts queued for a number, oldest first: body and offer. */
    async outbox(to?: string) {
      const rows = await db()
        .selectFrom('outbox')
        .select(['id', 'payload', 'offerId', 'status', 'delivery', 'createdAt'])
        .where('channel', '=', 'sms')
        .orderBy('createdAt')
        .execute();
      return rows
        .map((row) => ({ ...row, ...(JSON.parse(row.payload) as { to: string; body: string }) }))
        .filter((row) => to === undefined || row.to === to);
    },

    /** The code of the guard's offer of the request. */
    async code(requestId: string, guardId: string): Promise<string> {
      const row = await db()
        .selectFrom('shiftOffers')
        .select('code')
        .where('requestId', '=', requestId)
        .where('guardId', '=', guardId)
        .executeTakeFirstOrThrow();
      if (!row.code) throw new Error('the offer has no code');
      return row.code;
    },

    /** Offers the request to guards by their guard ids, as `who`. */
    offer(who: TestUser, requestId: string, guardIds: readonly string[]) {
      return t.request({
        method: 'POST',
        url: `/api/coverage/${requestId}/offers`,
        cookie: who.cookie,
        payload: { guardIds },
      });
    },

    /** What each of the handled texts came to, by message id. */
    async outcome(sid: string): Promise<string | undefined> {
      const row = await db()
        .selectFrom('smsInbound')
        .select('outcome')
        .where('messageSid', '=', sid)
        .executeTakeFirst();
      return row?.outcome;
    },
  };
}

export type SmsSupport = ReturnType<typeof smsSupport>;

/** A test app that sends texts through a Twilio-compatible server of the test's own. */
export async function smsTestApp(
  lastName: string,
  env: Record<string, string> = {},
): Promise<{
  t: TestApp;
  twilio: TwilioServer;
  sms: SmsSupport;
  s: ShiftsSupport;
  dispatcher: TestUser;
  close: () => Promise<void>;
}> {
  const twilio = await startTwilioServer();
  const t = await createTestApp({ ...twilio.env(), COMPANY_NAME: 'Bayview Security', ...env });
  const dispatcher = await t.signInAs('dispatch', { firstName: 'Dana', lastName });
  return {
    t,
    twilio,
    sms: smsSupport(t, twilio),
    s: shiftsSupport(t),
    dispatcher,
    close: async () => {
      await t.close();
      await twilio.close();
    },
  };
}
