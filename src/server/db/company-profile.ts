import type { Kysely } from 'kysely';
import type { CompanyProfile } from '../../shared/company-profile.js';
import type { DB } from './schema.js';

/*
 * The office's name and phone (issue #39) as the database keeps them (migration 0031): one row
 * with id 1. Here in db/ because texts, alerts and the guard's screens read them; only the
 * settings module writes them. The server's COMPANY_NAME and OFFICE_PHONE are the defaults.
 */

const ROW_ID = 1;

/** What an admin saved, each detail falling back on the server's default until set. */
export async function companyProfile(
  db: Kysely<DB>,
  defaults: CompanyProfile,
): Promise<CompanyProfile> {
  const row = await db
    .selectFrom('companyProfile')
    .selectAll()
    .where('id', '=', ROW_ID)
    .executeTakeFirst();
  return {
    companyName: row?.companyName ?? defaults.companyName,
    officePhone: row?.officePhoneSet === 1 ? row.officePhone : defaults.officePhone,
  };
}

/** Keeps the office's details as set (the first save writes the row). */
export async function saveCompanyProfile(db: Kysely<DB>, profile: CompanyProfile): Promise<void> {
  const values = {
    companyName: profile.companyName,
    officePhone: profile.officePhone,
    officePhoneSet: 1,
  };
  await db
    .insertInto('companyProfile')
    .values({ id: ROW_ID, ...values })
    .onConflict((conflict) => conflict.column('id').doUpdateSet(values))
    .execute();
}
