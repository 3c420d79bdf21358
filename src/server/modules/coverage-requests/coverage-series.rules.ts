import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CoverageEdit, CoverageRequest } from '../../../shared/coverage-requests.js';
import type {
  CoverageSeriesCreated,
  CoverageSeriesValues,
} from '../../../shared/coverage-series.js';
import { unchanged } from '../../../shared/edit-version.js';
import { seriesDates, seriesProblem, seriesRuleText } from '../../../shared/series-dates.js';
import type { SessionUser } from '../../auth/request-user.js';
import { insertInBatches } from '../../db/batches.js';
import type { Database } from '../../db/database.js';
import { editable, refusal } from '../../db/edit-version.js';
import type { DB } from '../../db/schema.js';
import { badRequest } from '../../errors.js';
import { endPendingOffers, pendingOfferAccounts } from '../shift-offers/offer-endings.js';
import { recordAudits } from '../../db/audited.js';
import { actorName, type AuditRecord } from '../../db/audited.js';
import {
  coverageRequestsRepository,
  newRequestRow,
  type CoverageRow,
} from './coverage-requests.repository.js';
import type { RequestLocation } from './coverage-lookup.js';
import { checkAssignments, recordConfirmations } from '../assignment-rules/assignment-check.js';
import {
  ASSIGNMENT_FIELDS,
  assignedShifts,
  confirmedAudits,
  SHIFT_FIELDS,
} from './coverage-assignment.js';
import { assertShiftOpen, assertWeeksOpen } from '../../db/frozen-weeks.js';
import {
  assertEditOpen,
  missing,
  openingChange,
  requestAudit,
  resolve,
  STORED_FIELDS,
} from './coverage-requests.rules.js';
import { coverageSeriesRepository } from './coverage-series.repository.js';
import type { DailyShiftLimit } from './daily-shift-limit.js';

/** A request before and after a change of its series (null when made or deleted). */
export interface SeriesRequestChange {
  before: CoverageRequest | null;
  after: CoverageRequest | null;
  /** The guards whose pending offers of it the change ended. */
  offerAccounts: string[];
}

/** A series saved: what the API answers, and each request made (for the realtime events). */
export interface SavedSeries {
  answer: CoverageSeriesCreated;
  changes: SeriesRequestChange[];
}

/**
 * Saves a repeating Add Coverage: its rule, and one ordinary request on each date the rule makes,
 * all in one transaction with an audit entry per request (all or nothing). Every rule of a
 * single add holds: the role (checked by the route), the fields, the location and the guard
 * (customers may not assign one); and the rule's own: weekdays, an end within a year, at most
 * SERIES_MAX_SHIFTS dates.
 */
export async function createSeries(
  database: Database,
  user: SessionUser,
  { repeat, ...values }: CoverageSeriesValues,
  shiftLimit: DailyShiftLimit,
  confirmWarnings = false,
): Promise<SavedSeries> {
  const rule = { firstDate: values.date, until: repeat.until, weekdays: repeat.weekdays };
  const problem = seriesProblem(rule);
  if (problem) throw badRequest(problem.message, { [problem.field]: problem.message });
  const dates = seriesDates(rule);
  const { row, location } = await resolve(
    coverageRequestsRepository(database.db),
    user,
    values,
    null,
  );
  const seriesId = randomUUID();
  const rows = dates.map((date) => ({ ...newRequestRow({ ...row, date }, user.id), seriesId }));
  const created = rows.map((stored): CoverageRequest => ({
    id: stored.id,
    userId: user.id,
    ...row,
    date: stored.date,
    ...location,
    seriesId,
    version: 1,
  }));
  await database.db.transaction().execute(async (trx) => {
    await assertWeeksOpen(
      trx,
      rows.map((stored) => ({ guardId: stored.assignedGuardId, date: stored.date })),
    );
    await shiftLimit.take(trx, user, rows.length);
    await coverageSeriesRepository(trx).create(seriesId, seriesRuleText(rule), user.id);
    await insertInBatches(trx, 'coverageRequests', rows);
    await saveChecked(
      trx,
      user,
      created,
      audits(created.map((after) => [null, after])),
      confirmWarnings,
    );
  });
  return {
    answer: {
      seriesId,
      created: created.length,
      firstDate: dates[0] ?? values.date,
      lastDate: dates.at(-1) ?? values.date,
    },
    changes: created.map((after) => ({ before: null, after, offerAccounts: [] })),
  };
}

/**
 * The rules (issue #32) for the requests just stored with a guard, then their confirmations and
 * the entries of the change, each naming what was confirmed for its request.
 */
async function saveChecked(
  trx: Kysely<DB>,
  user: SessionUser,
  assigned: readonly CoverageRequest[],
  entries: AuditRecord[],
  confirmWarnings: boolean,
): Promise<void> {
  const confirmations = await checkAssignments(trx, assignedShifts(assigned), confirmWarnings);
  await recordConfirmations(trx, user, confirmations);
  await recordAudits(trx, user, confirmedAudits(entries, confirmations));
}

function audits(pairs: [CoverageRequest | null, CoverageRequest | null][]): AuditRecord[] {
  return pairs.flatMap(([before, after]) => requestAudit(before, after) ?? []);
}

/** The fields an edit carries on to the following shifts: all it changed but the date. */
const CARRIED_FIELDS = STORED_FIELDS.filter((field) => field !== 'date');

/** What an edit changed of the request it was made on, the date left out. */
function carriedChanges(existing: CoverageRequest, row: CoverageRow): Partial<CoverageRow> {
  return Object.fromEntries(
    CARRIED_FIELDS.filter((field) => row[field] !== existing[field]).map((field) => [
      field,
      row[field],
    ]),
  );
}

/** Saves `row` on one request read under the transaction, with what it ends and its audit pair. */
async function saveOne(
  trx: Kysely<DB>,
  user: SessionUser,
  existing: CoverageRequest,
  row: CoverageRow,
  location: RequestLocation,
): Promise<SeriesRequestChange> {
  await assertEditOpen(trx, existing, row);
  const requests = coverageRequestsRepository(trx);
  const opening = openingChange(existing, row);
  if (!(await requests.update(existing.id, row, existing.version, actorName(user), opening))) {
    throw refusal(await requests.findById(existing.id), missing);
  }
  const shiftChanged = !unchanged(existing, row, SHIFT_FIELDS);
  const offerAccounts =
    shiftChanged || row.assignedGuardName !== null
      ? await endPendingOffers(trx, existing.id, shiftChanged ? 'ended' : 'taken')
      : [];
  const after = { ...existing, ...row, ...location, version: existing.version + 1 };
  return { before: existing, after, offerAccounts };
}

/**
 * "This and following shifts": saves the edit on the request (refused with 409 STALE when it was
 * based on an older version, as every edit is) and carries the fields it changed — times, post,
 * guard, notes; never the date — to the later requests of its series, each keeping its date and
 * every field the edit did not change. One transaction, an audit entry per request changed.
 * A request made alone is its own series: only it changes.
 */
export async function updateFollowing(
  { db, dialect }: Database,
  user: SessionUser,
  id: string,
  { version, ...values }: CoverageEdit,
  confirmWarnings = false,
): Promise<SeriesRequestChange[]> {
  const lock = dialect === 'postgres';
  return db.transaction().execute(async (trx) => {
    const requests = coverageRequestsRepository(trx);
    const existing = editable(await requests.findById(id, { lock }), version, missing);
    const { row, location } = await resolve(requests, user, values, existing);
    if (unchanged(existing, row, STORED_FIELDS)) return [];
    const changes = [await saveOne(trx, user, existing, row, location)];
    const carried = carriedChanges(existing, row);
    if (existing.seriesId && Object.keys(carried).length > 0) {
      const series = coverageSeriesRepository(trx);
      for (const later of await series.following(existing.seriesId, existing.date, id, { lock })) {
        const laterRow = { ...pick(later), ...carried };
        if (unchanged(later, laterRow, STORED_FIELDS)) continue;
        const laterLocation = 'locationId' in carried ? location : later;
        changes.push(await saveOne(trx, user, later, laterRow, pickLocation(laterLocation)));
      }
    }
    // The rules (issue #32) for each shift given a guard, or moved with one, now all are stored.
    const reassigned = changes.flatMap(({ before, after }) =>
      after && before && !unchanged(before, after, ASSIGNMENT_FIELDS) ? [after] : [],
    );
    const entries = audits(changes.map((change) => [change.before, change.after]));
    await saveChecked(trx, user, reassigned, entries, confirmWarnings);
    return changes;
  });
}

const pick = (request: CoverageRequest): CoverageRow =>
  Object.fromEntries(STORED_FIELDS.map((field) => [field, request[field]])) as CoverageRow;
const pickLocation = ({ locationName, deptCode }: RequestLocation): RequestLocation => ({
  locationName,
  deptCode,
});

/**
 * "This and following shifts": deletes the request and the later requests of its series in one
 * transaction, an audit entry each; 404 for an unknown id. A request made alone goes alone.
 */
export function removeFollowing(
  { db, dialect }: Database,
  user: SessionUser,
  id: string,
): Promise<SeriesRequestChange[]> {
  const lock = dialect === 'postgres';
  return db.transaction().execute(async (trx) => {
    const existing = (await coverageRequestsRepository(trx).findById(id, { lock }))?.item;
    if (!existing) throw missing();
    const series = coverageSeriesRepository(trx);
    const later = existing.seriesId
      ? await series.following(existing.seriesId, existing.date, id, { lock })
      : [];
    const going = [existing, ...later];
    const changes: SeriesRequestChange[] = [];
    for (const request of going) await assertShiftOpen(trx, request.id);
    for (const request of going) {
      changes.push({
        before: request,
        after: null,
        offerAccounts: await pendingOfferAccounts(trx, request.id),
      });
    }
    if ((await series.removeMany(going.map((request) => request.id))) !== going.length) {
      throw missing();
    }
    await recordAudits(trx, user, audits(going.map((request) => [request, null])));
    return changes;
  });
}
