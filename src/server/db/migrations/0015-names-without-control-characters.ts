import type { Kysely, Migration } from 'kysely';
import { hasControlCharacters, withoutControlCharacters } from '../../../shared/text.js';

/** What a migration may tell whoever starts the server. */
export type MigrationLog = (message: string) => void;

/** The one-line text columns of each table, as the database names them (issue #29). */
const NAME_COLUMNS = {
  locations: ['name', 'dept_code'],
  guards: ['first_name', 'last_name', 'contact_number', 'guard_card'],
  user: ['first_name', 'last_name', 'name'],
} as const;

type Row = Record<string, string | null>;

/** A line break or another control character becomes a space; runs of spaces and the ends are tidied. */
const cleaned = (value: string) => withoutControlCharacters(value).replace(/ {2,}/g, ' ').trim();

/**
 * Names, dept codes and other one-line fields could hold line breaks and other control
 * characters until the schemas refused them (issue #29); such a post name forged events in
 * calendar feeds. Each one is replaced by a space, and every row changed is named in the log.
 * A dept code that would then equal another post's (they are unique, any letter case) keeps a
 * suffix instead. Rows are read whole and filtered here: both databases, no regular expressions
 * in SQL, and these tables hold thousands of rows at most.
 */
export function namesWithoutControlCharacters(log: MigrationLog): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const untyped = db as Kysely<Record<string, Row>>;
      for (const [table, columns] of Object.entries(NAME_COLUMNS)) {
        const rows = await untyped
          .selectFrom(table)
          .select(['id', ...columns])
          .execute();
        const usedCodes = new Set(
          table === 'locations' ? rows.map((row) => (row.dept_code ?? '').toLowerCase()) : [],
        );
        for (const row of rows) {
          const changes: Row = {};
          for (const column of columns) {
            const value = row[column];
            if (typeof value !== 'string' || !hasControlCharacters(value)) continue;
            let fixed = cleaned(value) || '?';
            if (column === 'dept_code') {
              usedCodes.delete(value.toLowerCase());
              const base = fixed;
              for (let n = 2; usedCodes.has(fixed.toLowerCase()); n += 1) fixed = `${base} (${n})`;
              usedCodes.add(fixed.toLowerCase());
            }
            changes[column] = fixed;
          }
          const changed = Object.keys(changes);
          if (changed.length === 0) continue;
          await untyped
            .updateTable(table)
            .set(changes)
            .where('id', '=', row.id ?? '')
            .execute();
          log(
            `Migration 0015: ${table} ${row.id ?? ''}: replaced line breaks or other control ` +
              `characters with spaces in ${changed.join(', ')}`,
          );
        }
      }
    },
  };
}
