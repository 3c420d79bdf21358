import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database.js';

/**
 * Licences and skills (issue #32): the company's list ('Armed', 'CPR', a site's own training),
 * which each guard holds with an optional expiry date (the last day it is valid, as the guard
 * card's) and each post requires. Names are unique whatever their case. Removing a
 * qualification removes it from every guard and post; removing a guard or post removes theirs.
 */
export function qualifications(dialect: DialectName): Migration {
  const isDate =
    dialect === 'sqlite'
      ? sql`expires_on GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'`
      : sql`expires_on ~ '^[0-9]{4}-[0-1][0-9]-[0-3][0-9]$'`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('qualifications')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull().check(sql`length(name) between 1 and 60`))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await sql`create unique index qualifications_name_key on qualifications (lower(name))`.execute(
        db,
      );
      await db.schema
        .createTable('guard_qualifications')
        .addColumn('guard_id', 'text', (c) =>
          c.notNull().references('guards.id').onDelete('cascade'),
        )
        .addColumn('qualification_id', 'text', (c) =>
          c.notNull().references('qualifications.id').onDelete('cascade'),
        )
        .addColumn('expires_on', 'text', (c) => c.check(isDate))
        .addPrimaryKeyConstraint('guard_qualifications_pkey', ['guard_id', 'qualification_id'])
        .execute();
      await db.schema
        .createIndex('guard_qualifications_qualification_idx')
        .on('guard_qualifications')
        .column('qualification_id')
        .execute();
      await db.schema
        .createTable('location_requirements')
        .addColumn('location_id', 'text', (c) =>
          c.notNull().references('locations.id').onDelete('cascade'),
        )
        .addColumn('qualification_id', 'text', (c) =>
          c.notNull().references('qualifications.id').onDelete('cascade'),
        )
        .addPrimaryKeyConstraint('location_requirements_pkey', ['location_id', 'qualification_id'])
        .execute();
      await db.schema
        .createIndex('location_requirements_qualification_idx')
        .on('location_requirements')
        .column('qualification_id')
        .execute();
    },
  };
}
