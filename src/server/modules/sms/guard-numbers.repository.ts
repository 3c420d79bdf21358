import type { Kysely } from 'kysely';
import { readMobileNumber, type CountryCode } from '../../../shared/phone.js';
import type { GuardNumbers } from '../../../shared/sms.js';
import type { DB } from '../../db/schema.js';
import { numberOwners } from '../../db/guard-number-owners.js';

/** Said of a number that reads as a mobile one but was stored as typed (by an older version). */
const NOT_NORMALISED = 'Stored as typed: open and save the guard to keep it in E.164';

/**
 * The Guards page's notes on numbers (issue #30): the numbers texts cannot go to (stored before
 * the E.164 rule, which migration 0020 could not read, with why), the guards whose number
 * replied STOP, and (issue #40) the numbers several guards share. Read whole and checked here: a
 * staffing company has thousands of guards at most.
 */
export async function guardNumbers(db: Kysely<DB>, region: CountryCode): Promise<GuardNumbers> {
  const [stored, optedOut, owners] = await Promise.all([
    db
      .selectFrom('guards')
      .select(['id', 'contactNumber'])
      .where('contactNumber', 'is not', null)
      .execute(),
    db
      .selectFrom('guards')
      .innerJoin('smsOptOuts as optOut', 'optOut.phone', 'guards.contactNumber')
      .select(['guards.id', 'optOut.optedOutAt'])
      .execute(),
    numberOwners(db, region),
  ]);
  const toFix = stored.flatMap(({ id, contactNumber }) => {
    if (!contactNumber) return [];
    const reading = readMobileNumber(contactNumber, region);
    if (reading.ok && reading.e164 === contactNumber) return [];
    const problem = reading.ok ? NOT_NORMALISED : reading.error;
    return [{ guardId: id, contactNumber, problem }];
  });
  return {
    toFix,
    optedOut: optedOut.map((row) => ({ guardId: row.id, since: row.optedOutAt })),
    shared: [...owners]
      .filter(([, guards]) => guards.length > 1)
      .map(([contactNumber, guards]) => ({
        contactNumber,
        guards: guards.map(({ id, ...names }) => ({ guardId: id, ...names })),
      })),
  };
}
