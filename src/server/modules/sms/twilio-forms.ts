import { z } from 'zod';

/**
 * The shapes of Twilio's two messaging webhooks (issue #40), checked after the signature. The
 * signature alone is not enough: Twilio signs the URL followed by each field's name and value
 * with no separator, so moving the boundary between a name and a value keeps it valid. A captured
 * text re-sent with `NumMedia0` appended to its `MessageSid` and `NumMedia` dropped was signed
 * alike, got past the MessageSid de-duplication, and its old 'YES' took a later shift. Every
 * field is therefore held to what Twilio sends: ids of their exact form, numbers as digits, and
 * no field Twilio does not document for SMS and MMS (each refused request is logged with why, so
 * a field Twilio adds one day shows in the log, with its name only).
 */

/** A message's id: SM (a text) or MM (a picture message) and 32 lower-case hex digits. */
export const MESSAGE_SID = /^(SM|MM)[0-9a-f]{32}$/;
const messageSid = z
  .string()
  .regex(MESSAGE_SID, 'is not a message id (SM or MM and 32 hex digits)');
const sidOf = (prefix: string) =>
  z.string().regex(new RegExp(`^${prefix}[0-9a-f]{32}$`), `is not an id of the form ${prefix}…`);
/** A number in E.164: texts come from phones, and go to ours (TWILIO_FROM). */
const e164 = z.string().regex(/^\+[1-9]\d{6,14}$/, 'is not a number in E.164');
/** A count Twilio sends as decimal digits (media, segments). */
const count = z.string().regex(/^\d{1,3}$/, 'is not a count');
/** Twilio's look-up of where a number is: 'FORT MEADE', 'FL', '33841', 'US'. */
const place = z
  .string()
  .max(60)
  .regex(/^[\p{L}\p{N} .,'()-]*$/u, 'is not a place');

/** Fields both webhooks carry. */
const common = {
  MessageSid: messageSid,
  SmsSid: messageSid.optional(),
  // Hex in either case, as TWILIO_ACCOUNT_SID may be written: it must equal it still (notTwilios).
  AccountSid: z.string().regex(/^AC[0-9a-fA-F]{32}$/, 'is not an account id'),
  MessagingServiceSid: sidOf('MG').optional(),
  ApiVersion: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
};

/** A picture message's media, MediaUrl0… and MediaContentType0… (we read none of them). */
const MEDIA_FIELD = /^Media(Url|ContentType)(\d{1,2})$/;
const MEDIA_VALUE = {
  url: /^https:\/\/[\x21-\x7e]{1,500}$/,
  type: /^[\w.+-]{1,60}\/[\w.+-]{1,100}$/,
};

/** The text a guard sent, as Twilio posts it (its documented request parameters for SMS/MMS). */
export const InboundFormSchema = z.strictObject({
  ...common,
  SmsMessageSid: messageSid.optional(),
  SmsStatus: z.literal('received').optional(),
  From: e164,
  To: e164,
  Body: z.string().max(1600),
  NumMedia: count,
  NumSegments: count.optional(),
  /** Set by Twilio's Advanced Opt-Out when the text is one of its keywords. */
  OptOutType: z.enum(['STOP', 'START', 'HELP']).optional(),
  FromCity: place.optional(),
  FromState: place.optional(),
  FromZip: place.optional(),
  FromCountry: place.optional(),
  ToCity: place.optional(),
  ToState: place.optional(),
  ToZip: place.optional(),
  ToCountry: place.optional(),
});

/** The statuses Twilio reports of a text we sent. */
const STATUSES = [
  'accepted',
  'scheduled',
  'canceled',
  'queued',
  'sending',
  'sent',
  'failed',
  'delivered',
  'undelivered',
  'read',
  'partially_delivered',
] as const;

/** What became of a text we sent, as Twilio posts it to the status callback. */
export const StatusFormSchema = z.strictObject({
  ...common,
  MessageStatus: z.enum(STATUSES),
  SmsStatus: z.enum(STATUSES).optional(),
  ErrorCode: z
    .string()
    .regex(/^\d{1,6}$/)
    .optional(),
  ErrorMessage: z.string().max(500).optional(),
  From: e164.optional(),
  To: e164.optional(),
  /** The carrier's time of delivery, YYMMDDhhmm. */
  RawDlrDoneDate: z
    .string()
    .regex(/^\d{10}$/)
    .optional(),
});

/** The fields of an inbound text our handler reads, once its shape is checked. */
export type InboundForm = z.infer<typeof InboundFormSchema>;

/**
 * Why a form is not Twilio's, or null when it is: its shape, its account (TWILIO_ACCOUNT_SID) and
 * its ids agreeing with each other. Names fields, never their values (a text's words stay out of
 * the log).
 */
export function notTwilios(
  schema: z.ZodType,
  form: Record<string, string>,
  accountSid: string,
): string | null {
  const fields = Object.keys(form);
  // Media fields are numbered below NumMedia; a name of another kind is not one Twilio sends.
  const media = fields.filter((name) => MEDIA_FIELD.test(name));
  const numMedia = Number(form.NumMedia ?? '0');
  const strayMedia = media.find((name) => Number(MEDIA_FIELD.exec(name)?.[2]) >= numMedia);
  if (strayMedia) return `${strayMedia} beyond NumMedia`;
  const badMedia = media.find(
    (name) => !MEDIA_VALUE[name.startsWith('MediaUrl') ? 'url' : 'type'].test(form[name] ?? ''),
  );
  if (badMedia)
    return `${badMedia} is not a media ${badMedia.startsWith('MediaUrl') ? 'address' : 'type'}`;
  const rest = Object.fromEntries(Object.entries(form).filter(([name]) => !MEDIA_FIELD.test(name)));
  const parsed = schema.safeParse(rest);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    if (issue?.code === 'unrecognized_keys') return `unknown field ${issue.keys.join(', ')}`;
    const field = issue?.path.join('.') ?? '';
    return `${field || 'form'} ${issue?.message ?? 'is not valid'}`;
  }
  if (form.AccountSid !== accountSid) return 'AccountSid is not TWILIO_ACCOUNT_SID';
  const sid = form.MessageSid;
  const other = ['SmsSid', 'SmsMessageSid'].find((name) => name in form && form[name] !== sid);
  if (other) return `${other} differs from MessageSid`;
  return null;
}
