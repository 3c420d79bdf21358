/**
 * Where the outbox's text messages go (issue #30): Twilio's Messages API, or for demos the
 * sandbox, which keeps them in the database (table sms_sandbox_messages) for an admin to read
 * and answer as the guard. Tests run a Twilio-compatible server of their own (never a mock).
 */
export interface SmsProvider {
  readonly name: 'twilio' | 'sandbox';
  /**
   * Sends one text to a number in E.164. Resolves with the provider's id of the message (its
   * status callbacks name it) and the status it reported (Twilio: 'queued' or 'accepted');
   * rejects when the provider refused it or could not be reached (the outbox tries again).
   */
  send(message: { to: string; body: string }): Promise<SentText>;
  /**
   * The texts the provider already has from this sender to `to` with exactly `body`, created at
   * or after `since` (issue #40: a text tried before, by a process that died mid-send, is looked
   * up before it is sent again). Rejects with a DeliveryError when the provider could not say:
   * permanent when it refuses the question itself (credentials without the right to read).
   */
  sentSince(message: { to: string; body: string }, since: Date): Promise<SentText[]>;
}

/** A text the provider took: its id and the status it reports. */
export interface SentText {
  providerId: string;
  status: string;
}
