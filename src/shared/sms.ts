import { z } from 'zod';

/**
 * Text messages (issue #30), as the office's screens see them: whether the server sends texts
 * and how, the numbers to fix and those that opted out, the sandbox's conversations, and
 * invitations sent by text.
 */

/** GET /api/sms/settings: what the screens need to know of the server's SMS settings. */
export const SmsSettingsSchema = z.object({
  /** twilio, the demo sandbox, or null when texts are off. */
  provider: z.enum(['twilio', 'sandbox']).nullable(),
  /** PHONE_REGION: numbers typed without a country code are read there. */
  phoneRegion: z.string(),
  companyName: z.string(),
});
export type SmsSettings = z.infer<typeof SmsSettingsSchema>;

/** A guard whose stored number cannot take texts: stored before the E.164 rule, as typed. */
export const NumberToFixSchema = z.object({
  guardId: z.string(),
  contactNumber: z.string(),
  problem: z.string(),
});

/** A guard whose number replied STOP: no offers by text until it replies START. */
export const OptedOutGuardSchema = z.object({
  guardId: z.string(),
  since: z.string(),
});

/**
 * A mobile number several guards share (issue #40), stored before a number was one guard's: texts
 * from it answer for no one until the office gives each guard their own. Never deleted: listed.
 */
export const SharedNumberSchema = z.object({
  /** E.164. */
  contactNumber: z.string(),
  /** By first name, then last name. */
  guards: z.array(z.object({ guardId: z.string(), firstName: z.string(), lastName: z.string() })),
});
export type SharedNumber = z.infer<typeof SharedNumberSchema>;

/** GET /api/sms/numbers: the Guards page's notes on numbers. */
export const GuardNumbersSchema = z.object({
  toFix: z.array(NumberToFixSchema),
  optedOut: z.array(OptedOutGuardSchema),
  shared: z.array(SharedNumberSchema),
});
export type GuardNumbers = z.infer<typeof GuardNumbersSchema>;

/** POST /api/guards/:id/invite/text: the new link, and the number it was texted to. */
export const TextedInviteSchema = z.object({
  link: z.string(),
  expiresAt: z.string(),
  /** The guard's number as people read it. */
  textedTo: z.string(),
  /** Set when a text cap held the text back (issue #40): why, as Deliveries shows it. */
  heldReason: z.string().nullable(),
});
export type TextedInvite = z.infer<typeof TextedInviteSchema>;

export const INVITE_NEEDS_MOBILE = 'Add a mobile number to this guard before texting an invitation';
export const TEXTS_OFF = 'Text messages are off on this server (SMS_PROVIDER is not set)';

/** The sandbox's longest answer an admin types as a guard (a text's own limit). */
export const SANDBOX_TEXT_MAX = 1600;

/** One text of a sandbox conversation: sent to the guard (out) or typed as their answer (in). */
export const SandboxMessageSchema = z.object({
  id: z.string(),
  direction: z.enum(['out', 'in']),
  body: z.string(),
  createdAt: z.string(),
});
export type SandboxMessage = z.infer<typeof SandboxMessageSchema>;

/** A number of the sandbox: its guards, its texts so far, and whether it replied STOP. */
export const SandboxConversationSchema = z.object({
  phone: z.string(),
  /** The number as people read it. */
  display: z.string(),
  /** 'Last, First' of each guard with this number (none for a stranger's). */
  guardNames: z.array(z.string()),
  optedOut: z.boolean(),
  last: SandboxMessageSchema.nullable(),
});
export type SandboxConversation = z.infer<typeof SandboxConversationSchema>;

/** GET /api/sms/sandbox/conversations: every number that was texted or answered, newest first. */
export const SandboxConversationsSchema = z.object({
  conversations: z.array(SandboxConversationSchema),
});
export type SandboxConversations = z.infer<typeof SandboxConversationsSchema>;

/** The phone of a sandbox conversation, E.164 (query and body). */
const PhoneSchema = z
  .string()
  .regex(/^\+[1-9]\d{6,14}$/, 'Choose a number in E.164, e.g. +12015550123');

/** GET /api/sms/sandbox/messages?phone=: one conversation, oldest first. */
export const SandboxMessagesQuerySchema = z.object({ phone: PhoneSchema });
export const SandboxMessagesSchema = z.object({
  phone: z.string(),
  messages: z.array(SandboxMessageSchema),
});
export type SandboxMessages = z.infer<typeof SandboxMessagesSchema>;

/** POST /api/sms/sandbox/messages: an answer typed as the guard. */
export const SandboxAnswerSchema = z.object({
  phone: PhoneSchema,
  body: z
    .string('Type the answer')
    .trim()
    .min(1, 'Type the answer')
    .max(SANDBOX_TEXT_MAX, `A text is at most ${String(SANDBOX_TEXT_MAX)} characters`),
});
export type SandboxAnswer = z.infer<typeof SandboxAnswerSchema>;

/** What the sandbox did with the answer, in the words of inbound handling ('accepted'…). */
export const SandboxAnsweredSchema = z.object({ outcome: z.string() });
