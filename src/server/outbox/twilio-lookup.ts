import type { Twilio } from 'twilio';
import type { MessageInstance } from 'twilio/lib/rest/api/v2010/account/message.js';
import type { SentText } from './sms-provider.js';

/**
 * The texts to one number read back when looking for one already sent (newest first): a guard
 * gets a handful a day, so one page holds every text since the one looked for was written.
 */
const LOOKUP_LIMIT = 50;
/** Twilio's clock may be behind ours: a text it dated this much before the row still counts. */
const CLOCK_SKEW_MS = 60_000;

/** Midnight UTC of that day: Twilio's DateSent filter reads dates (YYYY-MM-DD, GMT). */
const dayOf = (at: number) => {
  const date = new Date(at);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
};

/**
 * The texts Twilio has from `from` (a number, or a Messaging Service: MG…) to `to` with exactly
 * `body`, created at or after `since` (issue #40). Twilio's Messages list (GET …/Messages.json)
 * filtered by To, From (a Messaging Service has no filter: its sid is matched on each text) and
 * DateSent on or after the row's day; when that finds none, once more without DateSent: Twilio
 * dates a text sent when it goes out, and one still in its queue (a number sends about one a
 * second: an offer to 60 guards waits up to a minute there) may have no such date yet. Rejects
 * with the client's error when Twilio does not answer the list.
 */
export async function textsSince(
  client: Twilio,
  from: string,
  text: { to: string; body: string },
  since: Date,
): Promise<SentText[]> {
  const viaService = from.startsWith('MG');
  const earliest = since.getTime() - CLOCK_SKEW_MS;
  const isIt = (message: MessageInstance) =>
    message.body === text.body &&
    message.direction.startsWith('outbound') &&
    (viaService ? message.messagingServiceSid === from : message.from === from) &&
    message.dateCreated.getTime() >= earliest;
  const list = (dateSentAfter?: Date) =>
    client.messages.list({
      to: text.to,
      ...(viaService ? {} : { from }),
      ...(dateSentAfter ? { dateSentAfter } : {}),
      pageSize: LOOKUP_LIMIT,
      limit: LOOKUP_LIMIT,
    });
  let found = (await list(dayOf(earliest))).filter(isIt);
  if (found.length === 0) found = (await list()).filter(isIt);
  return found.map((message) => ({ providerId: message.sid, status: message.status }));
}
