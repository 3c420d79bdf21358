import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The company's rules for who may take a shift (issue #32, src/shared/company-rules.ts), kept by
 * admins on the Settings page. One row (id 1) with a typed column per rule rather than key/value
 * text: each rule is a number both databases check (its bounds, whole minutes), read with one
 * primary-key lookup and written in one upsert. No row means the defaults of
 * DEFAULT_COMPANY_RULES; the first save writes every rule, so a company's rules never change
 * under it when a later release changes a default. Hours are kept as whole minutes (they are set
 * in half hours), exact on both databases; a null daily limit means no daily overtime.
 */
export const companySettings: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('company_settings')
      .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
      .addColumn('weekly_overtime_minutes', 'integer', (c) =>
        c.notNull().check(sql`weekly_overtime_minutes between 60 and 10080`),
      )
      .addColumn('daily_overtime_minutes', 'integer', (c) =>
        c.check(sql`daily_overtime_minutes between 60 and 1440`),
      )
      .addColumn('min_rest_minutes', 'integer', (c) =>
        c.notNull().check(sql`min_rest_minutes between 0 and 1440`),
      )
      .addColumn('week_starts_on', 'integer', (c) =>
        c.notNull().check(sql`week_starts_on between 0 and 6`),
      )
      .execute();
  },
};
