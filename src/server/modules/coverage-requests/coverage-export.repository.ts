import type SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import {
  EXPORT_PREVIEW_ROWS,
  type ExportFilters,
  type ExportPreview,
} from '../../../shared/coverage-export.js';
import type { CoverageRequest } from '../../../shared/coverage-requests.js';
import type { Database } from '../../db/database.js';
import { REQUEST_COLUMNS } from './coverage-requests.repository.js';

/** Rows per batch of the file: one database round trip (PostgreSQL) and one write each. */
const BATCH_ROWS = 500;

/** `q` as a LIKE pattern that matches it literally anywhere: `%`, `_` and `\` match themselves. */
function notesPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** A result column's name as Kysely's CamelCasePlugin gives it back (dept_code → deptCode). */
const camelCase = (name: string) =>
  name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/**
 * SQLite: the compiled query read through a connection of its own, in batches. Kysely's single
 * connection would stay locked for the whole download (a slow client would stall every other
 * request), and its row-by-row stream costs a few promises per row; WAL lets this connection read
 * beside the writer, and better-sqlite3 reads a batch synchronously. Closing the connection
 * finalises the statement, however the download ends.
 */
async function* sqliteBatches<Row>(
  open: () => SQLite.Database,
  query: { compile(): { sql: string; parameters: readonly unknown[] } },
): AsyncGenerator<Row[]> {
  // Opened on the first read, so a download that never starts holds nothing.
  const connection = open();
  try {
    const compiled = query.compile();
    const statement = connection.prepare<unknown[], unknown[]>(compiled.sql).raw(true);
    const keys = statement.columns().map((column) => camelCase(column.name));
    let batch: Row[] = [];
    for (const values of statement.iterate(...compiled.parameters)) {
      batch.push(Object.fromEntries(keys.map((key, index) => [key, values[index]])) as Row);
      if (batch.length === BATCH_ROWS) {
        yield batch;
        batch = [];
      }
    }
    if (batch.length > 0) yield batch;
  } finally {
    connection.close();
  }
}

/** PostgreSQL: Kysely's stream over a cursor on one pooled connection, released when it ends. */
async function* cursorBatches<Row>(rows: AsyncIterable<Row>): AsyncGenerator<Row[]> {
  let batch: Row[] = [];
  for await (const row of rows) {
    batch.push(row);
    if (batch.length === BATCH_ROWS) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/** The export (spec section 2): coverage requests filtered by dates, locations and notes. */
export function coverageExportRepository(database: Database) {
  const { db } = database;

  function filtered({ from, to, locationIds, q }: ExportFilters) {
    let query = db
      .selectFrom('coverageRequests as request')
      .innerJoin('locations as location', 'location.id', 'request.locationId');
    if (from) query = query.where('request.date', '>=', from);
    if (to) query = query.where('request.date', '<=', to);
    if (locationIds.length > 0) query = query.where('request.locationId', 'in', locationIds);
    if (q) {
      // lower() on both sides and an explicit escape character behave alike on both databases.
      query = query.where(
        sql<boolean>`lower(${sql.ref('request.notes')}) like lower(${notesPattern(q)}) escape '\\'`,
      );
    }
    return query;
  }

  /** Newest first: date, then start time (untimed last), then the latest entered. */
  function newestFirst(filters: ExportFilters) {
    return filtered(filters)
      .select(REQUEST_COLUMNS)
      .orderBy('request.date', 'desc')
      .orderBy('request.startTime', (order) => order.desc().nullsLast())
      .orderBy('request.createdAt', 'desc')
      .orderBy('request.id', 'desc');
  }

  return {
    /** How many requests match, and the first EXPORT_PREVIEW_ROWS of them, newest first. */
    async preview(filters: ExportFilters): Promise<ExportPreview> {
      const [count, rows] = await Promise.all([
        filtered(filters)
          .select((eb) => eb.fn.countAll<number | string>().as('total'))
          .executeTakeFirstOrThrow(),
        newestFirst(filters).limit(EXPORT_PREVIEW_ROWS).execute(),
      ]);
      return { total: Number(count.total), rows };
    },

    /**
     * Every matching request, newest first, in batches read from the database as the consumer
     * asks for them. Stopping early (a closed download) releases the cursor and the connection.
     */
    batches(filters: ExportFilters): AsyncGenerator<CoverageRequest[]> {
      const query = newestFirst(filters);
      const { openReader } = database;
      return openReader
        ? sqliteBatches<CoverageRequest>(openReader, query)
        : cursorBatches(query.stream(BATCH_ROWS));
    },
  };
}

export type CoverageExportRepository = ReturnType<typeof coverageExportRepository>;
