import { createHmac, randomBytes } from 'node:crypto';
import { TWILIO_TEST_FROM } from './twilio-server.js';

/**
 * Twilio's request signature, computed here as Twilio documents it (not with the package the
 * server checks it with): HMAC-SHA1, keyed with the auth token, of the full URL followed by each
 * form field's name and value, sorted by name; base64.
 */
export function twilioSignature(
  authToken: string,
  url: string,
  params: Record<string, string>,
): string {
  const data = Object.keys(params)
    .sort()
    .reduce((text, name) => text + name + (params[name] ?? ''), url);
  return createHmac('sha1', authToken).update(Buffer.from(data, 'utf8')).digest('base64');
}

/** A message id as Twilio makes them: SM and 32 hexadecimal digits. */
export const messageSid = () => `SM${randomBytes(16).toString('hex')}`;

/** An inbound text's form, as Twilio posts it to the webhook (with a few of its other fields). */
export function inboundForm(
  from: string,
  body: string,
  options: { to?: string; sid?: string; accountSid?: string } = {},
): Record<string, string> {
  const sid = options.sid ?? messageSid();
  return {
    ToCountry: 'US',
    SmsMessageSid: sid,
    NumMedia: '0',
    SmsSid: sid,
    SmsStatus: 'received',
    Body: body,
    To: options.to ?? TWILIO_TEST_FROM,
    NumSegments: '1',
    MessageSid: sid,
    AccountSid: options.accountSid ?? `AC${'0'.repeat(32)}`,
    From: from,
    ApiVersion: '2010-04-01',
  };
}

/**
 * A webhook request as Twilio sends it to `publicUrl` + `path`: form-encoded, signed with the
 * auth token, without Origin or cookies (light-my-request's or fetch's options).
 */
export function signedWebhook(
  publicUrl: string,
  path: string,
  authToken: string,
  params: Record<string, string>,
): { headers: Record<string, string>; payload: string } {
  return {
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': twilioSignature(authToken, `${publicUrl}${path}`, params),
    },
    payload: new URLSearchParams(params).toString(),
  };
}
