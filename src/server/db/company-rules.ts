import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import { DEFAULT_COMPANY_RULES, type CompanyRules } from '../../shared/company-rules.js';
import type { DialectName } from './database.js';
import type { DB } from './schema.js';

/*
 * The company's rules as the database keeps them (migration 0024): hours as whole minutes, one
 * row with id 1. Here in db/ because every module that assigns guards reads them (Find cover,
 * the assignment checks); only the settings module writes them.
 */

const ROW_ID = 1;
const MINUTES = 60;

type Row = Selectable<DB['companySettings']>;

function rulesOf(row: Row): CompanyRules {
  return {
    weeklyOvertimeHours: row.weeklyOvertimeMinutes / MINUTES,
    dailyOvertimeHours:
      row.dailyOvertimeMinutes === null ? null : row.dailyOvertimeMinutes / MINUTES,
    minRestHours: row.minRestMinutes / MINUTES,
    weekStartsOn: row.weekStartsOn as CompanyRules['weekStartsOn'],
  };
}

function columnsOf(rules: CompanyRules): Omit<Insertable<DB['companySettings']>, 'id'> {
  return {
    weeklyOvertimeMinutes: Math.round(rules.weeklyOvertimeHours * MINUTES),
    dailyOvertimeMinutes:
      rules.dailyOvertimeHours === null ? null : Math.round(rules.dailyOvertimeHours * MINUTES),
    minRestMinutes: Math.round(rules.minRestHours * MINUTES),
    weekStartsOn: rules.weekStartsOn,
  };
}

/**
 * The company's rules: what an admin saved, or the defaults until one has. One primary-key read;
 * pass the transaction when the rules must hold for a write (`lock`, PostgreSQL only, takes the
 * row until it commits).
 */
export async function companyRules(
  db: Kysely<DB>,
  { lock = false }: { lock?: boolean } = {},
): Promise<CompanyRules> {
  const row = await db
    .selectFrom('companySettings')
    .selectAll()
    .where('id', '=', ROW_ID)
    .$if(lock, (query) => query.forUpdate())
    .executeTakeFirst();
  return row ? rulesOf(row) : { ...DEFAULT_COMPANY_RULES };
}

/**
 * The rules a save starts from, in its transaction, on PostgreSQL with the row taken until the
 * commit: the defaults are written first when no admin has saved yet, so that two first saves at
 * once also apply one after the other (on SQLite one write transaction runs at a time anyway).
 */
export async function companyRulesForSave(
  trx: Transaction<DB>,
  dialect: DialectName,
): Promise<CompanyRules> {
  if (dialect === 'sqlite') return companyRules(trx);
  await trx
    .insertInto('companySettings')
    .values({ id: ROW_ID, ...columnsOf(DEFAULT_COMPANY_RULES) })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  return companyRules(trx, { lock: true });
}

/** Keeps `rules` as the company's, all of them (the first save writes the row). */
export async function saveCompanyRules(db: Kysely<DB>, rules: CompanyRules): Promise<void> {
  const values = columnsOf(rules);
  await db
    .insertInto('companySettings')
    .values({ id: ROW_ID, ...values })
    .onConflict((conflict) => conflict.column('id').doUpdateSet(values))
    .execute();
}
