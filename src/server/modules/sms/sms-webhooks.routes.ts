import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
// The webhook helpers alone: the package's entry loads its whole REST client (~100 ms at start).
import { validateRequest } from 'twilio/lib/webhooks/webhooks.js';
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import { HttpError } from '../../errors.js';
import { SMS_INBOUND_PATH, SMS_STATUS_PATH } from '../../http/provider-webhooks.js';
import type { TwilioConfig } from '../../notifications/sms-config.js';
import type { ShiftEvents } from '../shift-offers/shift-events.js';
import { recordDelivery } from './delivery-reports.js';
import type { Handled, InboundTexts } from './inbound-texts.js';
import { InboundFormSchema, MESSAGE_SID, notTwilios, StatusFormSchema } from './twilio-forms.js';
import { TWILIO_SECURITY } from '../../http/api-docs/openapi-parts.js';
import { fileResponse, NoContentSchema } from '../../http/response-schemas.js';

/**
 * Twilio's form fields the handlers read. The whole form was held to Twilio's shape before
 * (twilio-forms.ts); these say what the handler takes (a picture message's numbered media fields,
 * which a strict schema cannot list, pass through).
 */
const InboundSchema = z.looseObject({
  MessageSid: z.string().regex(MESSAGE_SID),
  From: z.string().min(1).max(40),
  Body: z.string().max(1600),
});
const StatusSchema = z.looseObject({
  MessageSid: z.string().regex(MESSAGE_SID),
  MessageStatus: z.string().min(1).max(40),
  ErrorCode: z.string().max(20).optional(),
});

/** Twilio answers a webhook with TwiML; ours says nothing (replies go through the outbox). */
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response/>';

/** A form body is small: Twilio's fields for one text (its words are at most 1,600 characters). */
const FORM_BODY_MAX = 64 * 1024;

/** Tells the office what an answering text did, once its transaction committed. */
export function tellAnswer(events: ShiftEvents, handled: Handled): void {
  if (handled.duplicate || !handled.answer) return;
  const answer = handled.answer;
  if (answer.kind === 'confirmed') {
    events.confirmed(answer.shift, answer.guardName, null);
    return;
  }
  const { answered } = answer;
  if (answer.kind === 'accepted') {
    events.accepted(answered.request, answered.guardName, answered.others);
  } else events.declined(answered.request, answered.guardName);
}

/**
 * Twilio's webhooks (issue #30), registered when SMS_PROVIDER=twilio: the texts guards send, and
 * what became of the texts we sent. Each must carry Twilio's signature (X-Twilio-Signature: an
 * HMAC of PUBLIC_URL + the path and the form's fields with the auth token), checked with the
 * official package before the body is even validated: without it, 403 and nothing changes. A
 * signed form must also be of Twilio's shape for our account (issue #40, twilio-forms.ts).
 */
export const smsWebhookRoutes: FastifyPluginAsyncZod<{
  database: Database;
  events: ShiftEvents;
  texts: InboundTexts;
  twilio: TwilioConfig;
  publicUrl: string;
  /** The reply of a handled text is queued: the outbox may send it now. */
  queued: () => void;
}> = async (app, { database, events, texts, twilio, publicUrl, queued }) => {
  // Form bodies for these routes only (this plugin's scope): Fastify parses JSON alone, and
  // @fastify/formbody is not installed; URLSearchParams is the WHATWG form parser Node ships.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_MAX },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  const signedByTwilio = async (request: FastifyRequest) => {
    const signature = request.headers['x-twilio-signature'];
    const params = (request.body ?? {}) as Record<string, string>;
    const valid =
      typeof signature === 'string' &&
      typeof params === 'object' &&
      validateRequest(twilio.authToken, signature, `${publicUrl}${request.url}`, params);
    if (!valid) throw new HttpError(403, 'BAD_SIGNATURE', 'This request is not signed by Twilio');
  };

  /**
   * Signed, and of Twilio's shape (twilio-forms.ts: a signature survives fields run together),
   * else 403 and a warning that says why, without the text's words.
   */
  const fromTwilio = (schema: z.ZodType) => async (request: FastifyRequest) => {
    await signedByTwilio(request);
    const why = notTwilios(schema, request.body as Record<string, string>, twilio.accountSid);
    if (why === null) return;
    // A field's name is the sender's to choose: the line stays short however long it is.
    const reason = why.slice(0, 200);
    request.log.warn(
      { webhook: request.routeOptions.url, why: reason },
      'refused a Twilio webhook',
    );
    throw new HttpError(403, 'NOT_TWILIO', "This request is not of Twilio's form");
  };

  app.post(
    SMS_INBOUND_PATH,
    {
      preValidation: fromTwilio(InboundFormSchema),
      schema: {
        tags: ['sms'],
        summary: "A text a guard sent (Twilio's webhook)",
        description:
          'Twilio calls it with the text as a form, signed. A reply such as YES 4821 answers ' +
          'an offer; the answer is empty TwiML, as replies go out through the outbox. 403 when ' +
          "the signature is wrong, or the form is not Twilio's (ids, account, fields).",
        consumes: ['application/x-www-form-urlencoded'],
        security: TWILIO_SECURITY,
        body: InboundSchema,
        response: { 200: fileResponse('text/xml', 'Empty TwiML: `<Response/>`') },
      },
    },
    async (request, reply) => {
      const { MessageSid, From, Body } = request.body;
      const handled = await texts.handle({ messageSid: MessageSid, from: From, body: Body });
      if (!handled.duplicate) queued();
      tellAnswer(events, handled);
      return reply.type('text/xml').send(EMPTY_TWIML);
    },
  );

  app.post(
    SMS_STATUS_PATH,
    {
      preValidation: fromTwilio(StatusFormSchema),
      schema: {
        tags: ['sms'],
        summary: "What became of a text we sent (Twilio's webhook)",
        description:
          "Twilio calls it with the text's status as a form, signed. 403 when the signature is " +
          "wrong, or the form is not Twilio's (ids, account, fields).",
        consumes: ['application/x-www-form-urlencoded'],
        security: TWILIO_SECURITY,
        body: StatusSchema,
        response: { 204: NoContentSchema },
      },
    },
    async (request, reply) => {
      const { MessageSid, MessageStatus, ErrorCode } = request.body;
      await recordDelivery(database.db, MessageSid, MessageStatus, ErrorCode ?? null);
      return reply.status(204).send();
    },
  );
};
