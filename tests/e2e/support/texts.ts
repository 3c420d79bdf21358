import { randomInt } from 'node:crypto';
import { expect } from '@playwright/test';
import { SMS_INBOUND_PATH, SMS_STATUS_PATH } from '../../../src/server/http/provider-webhooks';
import { inboundForm, signedWebhook } from '../../../src/server/test/twilio-webhooks';
import { E2E_BASE_URL } from './server';

/**
 * Texts in the end-to-end run (issue #30): the server sends them to the run's Twilio-compatible
 * server (global-setup.ts), whose list of messages the specs read over HTTP, as Twilio's own
 * API lists them; guards answer with webhooks signed as Twilio signs them.
 */
function twilio() {
  const url = process.env.E2E_TWILIO_URL;
  const accountSid = process.env.E2E_TWILIO_ACCOUNT_SID;
  const authToken = process.env.E2E_TWILIO_AUTH_TOKEN;
  if (!url || !accountSid || !authToken) {
    throw new Error('The Twilio-compatible server is not running: the global setup did not run');
  }
  return { url, accountSid, authToken };
}

/** A US mobile-or-landline number of the fictional 555 exchange, new for each test. */
export const newPhone = () => `+1201555${String(randomInt(1000, 10000))}`;

export interface ReceivedText {
  sid: string;
  to: string;
  body: string;
}

/** Every text the server sent to `phone`, newest first (Twilio's order). */
export async function textsTo(phone: string): Promise<ReceivedText[]> {
  const { url, accountSid, authToken } = twilio();
  const response = await fetch(
    `${url}/2010-04-01/Accounts/${accountSid}/Messages.json?To=${encodeURIComponent(phone)}`,
    { headers: { authorization: `Basic ${btoa(`${accountSid}:${authToken}`)}` } },
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { messages: ReceivedText[] }).messages;
}

/** Waits for a text to `phone` that matches, and returns it. */
export async function waitForText(phone: string, pattern: RegExp): Promise<ReceivedText> {
  let found: ReceivedText | undefined;
  await expect
    .poll(
      async () => {
        found = (await textsTo(phone)).find((text) => pattern.test(text.body));
        return found?.body ?? '';
      },
      { message: `a text to ${phone} matching ${String(pattern)}`, timeout: 10_000 },
    )
    .toMatch(pattern);
  if (!found) throw new Error('unreachable');
  return found;
}

async function post(path: string, params: Record<string, string>): Promise<Response> {
  const { authToken } = twilio();
  const { headers, payload } = signedWebhook(E2E_BASE_URL, path, authToken, params);
  return fetch(`${E2E_BASE_URL}${path}`, { method: 'POST', headers, body: payload });
}

/** The guard texts back from `phone`: Twilio's signed inbound webhook. */
export async function textFrom(phone: string, body: string): Promise<void> {
  const { accountSid } = twilio();
  const response = await post(SMS_INBOUND_PATH, inboundForm(phone, body, { accountSid }));
  expect(response.status).toBe(200);
}

/** The carrier's report on a text we sent: Twilio's signed status callback. */
export async function reportDelivery(sid: string, status: string): Promise<void> {
  const response = await post(SMS_STATUS_PATH, {
    MessageSid: sid,
    MessageStatus: status,
    AccountSid: twilio().accountSid,
  });
  expect(response.status).toBe(204);
}
