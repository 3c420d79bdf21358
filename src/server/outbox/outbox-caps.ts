import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { heldReason, type TextCapHit } from '../../shared/text-caps.js';
import type { DB } from '../db/schema.js';
import { textCaps } from '../db/text-caps.js';

/** An arbitrary constant that names the caps' lock on PostgreSQL (import-lock.ts has others). */
const TEXT_CAPS_LOCK_ID = 4_211_990;

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/** A number as the reason names it: '+1 916 555 0142' (as stored when it cannot be read). */
const readable = (e164: string) => parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;

async function accountName(db: Kysely<DB>, id: string): Promise<string> {
  const account = await db
    .selectFrom('user')
    .select(['firstName', 'lastName', 'email'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!account) return 'A deleted account';
  return `${account.firstName ?? ''} ${account.lastName ?? ''}`.trim() || account.email;
}

/**
 * The texts counted against the caps since `since`: every one the outbox was given and did not
 * hold (queued, being sent, sent, or failed: a failed text may have cost too).
 */
const counted = (db: Kysely<DB>, since: string) =>
  db
    .selectFrom('outbox')
    .where('channel', '=', 'sms')
    .where('createdAt', '>', since)
    .where('status', '<>', 'held');

/**
 * Which of `texts` (about to be written, in order, in the transaction `db`) a cap holds back,
 * and why (an alarm to the office's phone is never held by its number's cap): a reason per held text, null for those that go. `causedBy` is the signed-in
 * account whose action caused them, or null for the system's (timers, reminders, a guard's
 * text), which count to their number and the company only.
 *
 * The texts of concurrent transactions are invisible until they commit, so on PostgreSQL the
 * count and the insert that follows it are made one at a time (a lock held until the commit):
 * forty requests at once cannot each see a count of 19. SQLite's writes already are.
 */
export async function heldTexts(
  db: Kysely<DB>,
  texts: readonly { to: string; officeAlarm: boolean }[],
  causedBy: string | null,
): Promise<(string | null)[]> {
  if (texts.length === 0) return [];
  const numbers = texts.map((text) => text.to);
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`select pg_advisory_xact_lock(${TEXT_CAPS_LOCK_ID})`.execute(db);
  }
  const caps = await textCaps(db);
  const now = Date.now();
  const dayAgo = new Date(now - DAY_MS).toISOString();
  const [company, perNumber, account] = await Promise.all([
    counted(db, dayAgo)
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow(),
    counted(db, dayAgo)
      .select(['smsTo', (eb) => eb.fn.countAll<number | string>().as('count')])
      .where('smsTo', 'in', [...new Set(numbers)])
      .groupBy('smsTo')
      .execute(),
    causedBy === null
      ? null
      : counted(db, new Date(now - HOUR_MS).toISOString())
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .where('causedBy', '=', causedBy)
          .executeTakeFirstOrThrow(),
  ]);
  let companyCount = Number(company.count);
  let accountCount = account === null ? 0 : Number(account.count);
  const numberCounts = new Map(perNumber.map((row) => [row.smsTo, Number(row.count)]));
  const hits = texts.map(({ to: number, officeAlarm }): TextCapHit | null => {
    const numberCount = numberCounts.get(number) ?? 0;
    if (!officeAlarm && numberCount >= caps.textsPerNumberPerDay) {
      return {
        cap: 'number',
        number: readable(number),
        count: numberCount,
        limit: caps.textsPerNumberPerDay,
      };
    }
    if (causedBy !== null && accountCount >= caps.textsPerAccountPerHour) {
      return {
        cap: 'account',
        accountName: '',
        count: accountCount,
        limit: caps.textsPerAccountPerHour,
      };
    }
    if (companyCount >= caps.textsPerCompanyPerDay) {
      return { cap: 'company', count: companyCount, limit: caps.textsPerCompanyPerDay };
    }
    numberCounts.set(number, numberCount + 1);
    accountCount += 1;
    companyCount += 1;
    return null;
  });
  const byAccount = hits.some((hit) => hit?.cap === 'account');
  const name = byAccount && causedBy !== null ? await accountName(db, causedBy) : '';
  return hits.map((hit) =>
    hit === null ? null : heldReason(hit.cap === 'account' ? { ...hit, accountName: name } : hit),
  );
}
