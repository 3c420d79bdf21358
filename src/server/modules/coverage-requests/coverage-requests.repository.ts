import { randomUUID } from 'node:crypto';
import type { CoverageHistory } from '../../../shared/audit.js';
import type { Kysely } from 'kysely';
import type {
  CoverageRequest,
  CoverageSummary,
  CoverageValues,
  GuardAvailability,
  GuardAvailabilityQuery,
} from '../../../shared/coverage-requests.js';
import { monthRange } from '../../../shared/month.js';
import { insertInBatches, withinTransaction } from '../../db/batches.js';
import type { EditedRow } from '../../db/edit-version.js';
import type { DB } from '../../db/schema.js';
import { nowIso, toIso } from '../../db/timestamps.js';
import { lookupLocationAndGuard } from './coverage-lookup.js';
import { guardAvailability } from './guard-availability.js';
import { monthSummary, type MonthCount } from './coverage-summary.js';
import type { TimedAnswer } from '../../http/response-cache/timed-answer.js';

/**
 * What a saved request holds beyond the form: the guard's name, kept when the guard is deleted;
 * and its note for the guard, always (the form may leave it out, rules.ts's resolve).
 */
export type CoverageRow = Omit<CoverageValues, 'guardNote'> & {
  assignedGuardName: string | null;
  guardNote: string | null;
};

/** What a request shows of its location (joined on every read). */

/** When an edit opened a request (its guard removed) or filled it (issue #21, time to fill). */
export interface OpeningChange {
  openedAt?: string;
  filledAt?: string | null;
}

/** Narrows the month's requests to a location and, for customers, to their own. */
export interface CoverageScope {
  month: string;
  locationId?: string;
  /** Set for customers: only the requests this user created. */
  createdBy?: string;
}

/**
 * A request as the API returns it (dashboard and export): its own columns and its location's name
 * and dept code.
 */
export const REQUEST_COLUMNS = [
  'request.id',
  'request.userId',
  'request.date',
  'request.startTime',
  'request.endTime',
  'request.locationId',
  'location.name as locationName',
  'location.deptCode',
  'request.assignedGuardId',
  'request.assignedGuardName',
  'request.notes',
  'request.guardNote',
  'request.seriesId',
  'request.version',
] as const;

/**
 * The row a new request by `userId` is stored as; one made without a guard is open from now
 * (time to fill counts from here).
 */
export function newRequestRow(row: CoverageRow, userId: string) {
  const now = nowIso();
  const openedAt = row.assignedGuardName === null ? now : null;
  return { id: randomUUID(), ...row, userId, createdAt: now, updatedAt: now, openedAt };
}

/** Coverage requests: a shift at a location on a date, open until a guard is assigned. */
export function coverageRequestsRepository(db: Kysely<DB>) {
  function scoped({ month, locationId, createdBy }: CoverageScope) {
    const { from, to } = monthRange(month);
    let query = db
      .selectFrom('coverageRequests as request')
      .where('request.date', '>=', from)
      .where('request.date', '<=', to);
    if (locationId) query = query.where('request.locationId', '=', locationId);
    if (createdBy) query = query.where('request.userId', '=', createdBy);
    return query;
  }

  /** The kept counts of a month's posts with requests (migration 0005). */
  async function keptCounts(month: string): Promise<MonthCount[]> {
    const rows = await db
      .selectFrom('coverageMonthCounts')
      .select(['locationId', 'total', 'open'])
      .where('month', '=', month)
      .where('total', '>', 0)
      .execute();
    return rows.map((row) => ({
      locationId: row.locationId,
      count: row.total,
      withoutGuard: row.open,
    }));
  }

  /** A customer's own requests of a month, counted per post. */
  async function ownCounts(scope: Omit<CoverageScope, 'locationId'>): Promise<MonthCount[]> {
    const rows = await scoped(scope)
      .select((eb) => [
        'request.locationId',
        eb.fn.countAll<number | string>().as('count'),
        eb.fn
          .sum<number | string>(
            eb.case().when('request.assignedGuardName', 'is', null).then(1).else(0).end(),
          )
          .as('open'),
      ])
      .groupBy('request.locationId')
      .execute();
    return rows.map((row) => ({
      locationId: row.locationId,
      count: Number(row.count),
      withoutGuard: Number(row.open),
    }));
  }

  return {
    /** The month's requests with their location, by date then start time (untimed ones first). */
    list(scope: CoverageScope): Promise<CoverageRequest[]> {
      return scoped(scope)
        .innerJoin('locations as location', 'location.id', 'request.locationId')
        .select(REQUEST_COLUMNS)
        .orderBy('request.date')
        .orderBy('request.startTime', (order) => order.asc().nullsFirst())
        .orderBy('request.endTime', (order) => order.asc().nullsFirst())
        .orderBy('request.createdAt')
        .execute();
    },

    /**
     * Per location: the month's request count, how many have no guard and can still be filled
     * (open), and how many ended without one (uncovered) at `clock.now` (coverage-summary.ts),
     * with when that next changes by the clock alone. The kept counts answer for everyone's
     * requests (migration 0005); a customer's own requests are counted.
     */
    async summary(
      scope: Omit<CoverageScope, 'locationId'>,
      clock: { now: Date; timeZone: string },
    ): Promise<TimedAnswer<CoverageSummary[]>> {
      const counts = scope.createdBy ? await ownCounts(scope) : await keptCounts(scope.month);
      return monthSummary(db, scope.month, counts, { ...clock, createdBy: scope.createdBy });
    },

    /**
     * The request and its last save, or null for an unknown id. `lock` (PostgreSQL, in a
     * transaction) holds the row until the transaction ends, so an edit's "before" is what it
     * replaced.
     */
    async findById(id: string, { lock = false } = {}): Promise<EditedRow<CoverageRequest> | null> {
      const row = await db
        .selectFrom('coverageRequests as request')
        .innerJoin('locations as location', 'location.id', 'request.locationId')
        .select([...REQUEST_COLUMNS, 'request.updatedAt', 'request.updatedByName'])
        .where('request.id', '=', id)
        .$if(lock, (query) => query.forUpdate('request'))
        .executeTakeFirst();
      if (!row) return null;
      const { updatedAt, updatedByName, ...request } = row;
      return { item: request, lastSave: { by: updatedByName, at: updatedAt } };
    },

    async create(row: CoverageRow, userId: string): Promise<string> {
      const values = newRequestRow(row, userId);
      await this.insert(values);
      return values.id;
    },

    /** Stores a new request's row (newRequestRow). */
    async insert(values: ReturnType<typeof newRequestRow>): Promise<void> {
      await db.insertInto('coverageRequests').values(values).execute();
    },

    /**
     * Saves the row on the request at `version`, raising it, in the name of `by`. Returns false
     * when no request has the id and that version.
     */
    async update(
      id: string,
      row: CoverageRow,
      version: number,
      by: string,
      opening: OpeningChange = {},
    ): Promise<boolean> {
      const result = await db
        .updateTable('coverageRequests')
        .set((eb) => ({
          ...row,
          ...opening,
          version: eb('version', '+', 1),
          updatedAt: nowIso(),
          updatedByName: by,
        }))
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async remove(id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('coverageRequests')
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /**
     * Inserts every imported row in one transaction (the caller's, when `db` is one): all or
     * nothing. Times and guard stay empty.
     */
    async importRows(
      rows: readonly { date: string; locationId: string; notes: string | null }[],
      userId: string,
    ): Promise<number> {
      const now = nowIso();
      const values = rows.map((row) => ({
        id: randomUUID(),
        ...row,
        startTime: null,
        endTime: null,
        assignedGuardId: null,
        assignedGuardName: null,
        userId,
        createdAt: now,
        updatedAt: now,
        openedAt: now,
      }));
      await withinTransaction(db, (trx) => insertInBatches(trx, 'coverageRequests', values));
      return values.length;
    },

    /** For the guard picker (see guard-availability.ts). */
    guardAvailability(query: GuardAvailabilityQuery): Promise<GuardAvailability> {
      return guardAvailability(db, query);
    },

    /**
     * When the request was made and by whom (null once that account is deleted), when it last
     * became open and was filled, and its last call-out; null for an unknown id.
     */
    async origin(id: string): Promise<Omit<CoverageHistory, 'changes' | 'offers'> | null> {
      const row = await db
        .selectFrom('coverageRequests as request')
        .leftJoin('user', 'user.id', 'request.userId')
        .select([
          'request.createdAt',
          'request.openedAt',
          'request.filledAt',
          'request.calledOutGuardName',
          'request.callOutReason',
          'request.callOutNote',
          'request.calledOutAt',
          'user.firstName',
          'user.lastName',
          'user.email',
        ])
        .where('request.id', '=', id)
        .executeTakeFirst();
      if (!row) return null;
      const name = `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim();
      return {
        createdAt: toIso(row.createdAt),
        createdBy: row.email ? name || row.email : null,
        openedAt: row.openedAt,
        filledAt: row.filledAt,
        calledOut: row.calledOutAt
          ? {
              guardName: row.calledOutGuardName,
              reason: row.callOutReason,
              note: row.callOutNote,
              at: row.calledOutAt,
            }
          : null,
      };
    },

    /** What a saved request shows of its location and guard (see `lookupLocationAndGuard`). */
    lookup(locationId: string | null, guardId: string | null) {
      return lookupLocationAndGuard(db, locationId, guardId);
    },

    /**
     * The ids among `ids` that name no location. One query: an import holds at most 10,000 rows,
     * under either database's bound-parameter limit.
     */
    async missingLocations(ids: readonly string[]): Promise<string[]> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return [];
      const rows = await db
        .selectFrom('locations')
        .select('id')
        .where('id', 'in', unique)
        .execute();
      const found = new Set(rows.map((row) => row.id));
      return unique.filter((id) => !found.has(id));
    },
  };
}

export type CoverageRequestsRepository = ReturnType<typeof coverageRequestsRepository>;
