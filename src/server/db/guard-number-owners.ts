import { sql, type Kysely } from 'kysely';
import { guardFullName } from '../../shared/guards.js';
import { numberTakenMessage } from '../../shared/guard-numbers.js';
import { formatPhone, readMobileNumber, type CountryCode } from '../../shared/phone.js';
import type { DialectName } from './database.js';
import type { DB } from './schema.js';
import { HttpError } from '../errors.js';

/** A guard as the owners of a number are named. */
export interface NumberOwner {
  id: string;
  firstName: string;
  lastName: string;
}

/** An arbitrary constant naming the guards' numbers' lock on PostgreSQL (import-lock.ts has the others). */
const NUMBER_LOCK_ID = 4_211_980;

/**
 * Every stored mobile number with the guards who have it, keyed by E.164: a number stored as typed
 * before the rule (migration 0020) counts as the number it reads as. Read whole: a staffing company
 * has thousands of guards at most (guard-numbers.repository.ts reads them alike).
 */
export async function numberOwners(
  db: Kysely<DB>,
  region: CountryCode,
): Promise<Map<string, NumberOwner[]>> {
  const rows = await db
    .selectFrom('guards')
    .select(['id', 'firstName', 'lastName', 'contactNumber'])
    .where('contactNumber', 'is not', null)
    .orderBy('firstName')
    .orderBy('lastName')
    .execute();
  const owners = new Map<string, NumberOwner[]>();
  for (const { contactNumber, ...guard } of rows) {
    if (!contactNumber) continue;
    const reading = readMobileNumber(contactNumber, region);
    const key = reading.ok ? reading.e164 : contactNumber;
    owners.set(key, [...(owners.get(key) ?? []), guard]);
  }
  return owners;
}

/**
 * Refuses (409 NUMBER_TAKEN, on the Contact Number field) to give guard `self` (null: a new one)
 * a number another guard has (issue #40): a text from it would answer for either. Runs in the
 * save's transaction; on PostgreSQL saves of one number wait for each other, so two at once
 * cannot both find it free (SQLite's write transactions already run one at a time). No unique
 * index can say it while numbers shared before the rule are stored; they are listed to fix.
 */
export async function refuseTakenNumber(
  trx: Kysely<DB>,
  dialect: DialectName,
  region: CountryCode,
  number: string | null,
  self: string | null,
): Promise<void> {
  if (number === null) return;
  if (dialect === 'postgres') {
    await sql`select pg_advisory_xact_lock(${NUMBER_LOCK_ID}, hashtext(${number}))`.execute(trx);
  }
  const owner = (await numberOwners(trx, region)).get(number)?.find((guard) => guard.id !== self);
  if (!owner) return;
  const message = numberTakenMessage(formatPhone(number, region), guardFullName(owner));
  throw new HttpError(409, 'NUMBER_TAKEN', message, { contactNumber: message });
}
