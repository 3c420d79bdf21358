import type { Kysely } from 'kysely';
import { coverageImportKey } from '../../../shared/import-existing.js';
import type { DB } from '../../db/schema.js';

/** A row of a coverage import as the API takes it. */
export interface ImportRow {
  date: string;
  locationId: string;
  notes: string | null;
}

/** The import's identity of a row: imported requests have no times. */
export const importRowKey = (row: ImportRow) =>
  coverageImportKey({ ...row, startTime: null, endTime: null });

const unique = <T>(values: readonly T[]) => [...new Set(values)];

/** What an import compares with the requests already stored. */
export function coverageImportRepository(db: Kysely<DB>) {
  return {
    /**
     * The import keys (import-existing.ts) of the stored requests without times on the rows'
     * dates at the rows' locations; only `createdBy`'s when set (a customer sees only their own).
     * One query on the (date, location_id) index, whatever the number of rows: at most 10,000
     * dates and 10,000 locations, under either database's bound-parameter limit. Notes are
     * compared here rather than in SQL, so that both databases compare them exactly alike.
     */
    async storedKeys(rows: readonly ImportRow[], createdBy?: string): Promise<Set<string>> {
      if (rows.length === 0) return new Set();
      const stored = await db
        .selectFrom('coverageRequests')
        .select(['date', 'locationId', 'startTime', 'endTime', 'notes'])
        .where('date', 'in', unique(rows.map((row) => row.date)))
        .where('locationId', 'in', unique(rows.map((row) => row.locationId)))
        .where('startTime', 'is', null)
        .where('endTime', 'is', null)
        .$if(createdBy !== undefined, (query) => query.where('userId', '=', createdBy ?? ''))
        .execute();
      return new Set(stored.map(coverageImportKey));
    },
  };
}
