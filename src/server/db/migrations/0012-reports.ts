import { sql, type Kysely, type Migration } from 'kysely';

/** One entry of a request's trail, as the backfill replays it. */
interface TrailEntry {
  entity_id: string;
  action: string;
  at: string;
  before: string | null;
  after: string | null;
}

/** When a request last became open and was then filled, as its trail tells. */
interface Opening {
  openedAt: string | null;
  filledAt: string | null;
  open: boolean;
}

const guardOf = (snapshot: string | null): string | null | undefined => {
  if (snapshot === null) return undefined;
  const fields = JSON.parse(snapshot) as Record<string, unknown>;
  if (!('assignedGuardName' in fields)) return undefined;
  return typeof fields.assignedGuardName === 'string' ? fields.assignedGuardName : null;
};

/**
 * Replays one request's trail, oldest first, from its 'create' entry: null when the trail does
 * not start there (made before the trail, or imported: an import's entry names no rows).
 */
export function replayOpening(entries: readonly TrailEntry[]): Opening | null {
  const [first, ...rest] = entries;
  if (first?.action !== 'create') return null;
  const open = guardOf(first.after) === null;
  let state: Opening = { openedAt: open ? first.at : null, filledAt: null, open };
  for (const entry of rest) {
    const was = entry.action === 'update' ? guardOf(entry.before) : undefined;
    const now = entry.action === 'update' ? guardOf(entry.after) : undefined;
    const fills = entry.action === 'accept-offer' || (was === null && typeof now === 'string');
    const opens = entry.action === 'call-out' || (typeof was === 'string' && now === null);
    if (fills && state.open) state = { ...state, filledAt: entry.at, open: false };
    else if (opens && !state.open) state = { openedAt: entry.at, filledAt: null, open: true };
  }
  return state;
}

/**
 * Reports (issue #22).
 *
 * - Indexes: one that holds every column the weekly, per-post and per-guard reports read, so that
 *   a range of dates is grouped from the index alone; the call-outs of a range (a few per
 *   hundred requests) from a small partial one.
 * - Time to fill: migration 0010 began recording when a request last became open and was then
 *   filled, null for every request made before it. Where the audit trail (migration 0007) holds a
 *   request's whole story, from its 'create' entry, those instants are replayed from it; a
 *   request whose story does not start there, or whose replay disagrees with whether it has a
 *   guard now, stays unknown.
 */
export const reports: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('coverage_requests_report_idx')
      .on('coverage_requests')
      .columns([
        'date',
        'location_id',
        'assigned_guard_name',
        'assigned_guard_id',
        'start_time',
        'end_time',
        'called_out_at',
      ])
      .execute();
    await sql`create index coverage_requests_called_out_idx
      on coverage_requests (date, location_id, start_time) where called_out_at is not null`.execute(
      db,
    );
    await sql`create index coverage_requests_fill_idx
      on coverage_requests (date, location_id, opened_at, filled_at)
      where assigned_guard_name is not null`.execute(db);
    await backfill(db);
  },
};

/** Replays the trail of every request with neither instant, and stores what it tells. */
export async function backfill<T>(db: Kysely<T>) {
  const trail = await sql<TrailEntry & { assigned_guard_name: string | null }>`
    select a.entity_id, a.action, a.at, a.before, a.after, r.assigned_guard_name
    from audit_log a join coverage_requests r on r.id = a.entity_id
    where a.entity = 'coverage_request' and r.opened_at is null and r.filled_at is null
      and a.action in ('create', 'update', 'accept-offer', 'call-out')
    order by a.entity_id, a.at, a.id`.execute(db);
  const byRequest = new Map<string, typeof trail.rows>();
  for (const row of trail.rows) {
    const entries = byRequest.get(row.entity_id) ?? [];
    entries.push(row);
    byRequest.set(row.entity_id, entries);
  }
  for (const [id, entries] of byRequest) {
    const replayed = replayOpening(entries);
    const openNow = entries[0]?.assigned_guard_name === null;
    if (!replayed || replayed.openedAt === null || replayed.open !== openNow) continue;
    await sql`update coverage_requests set opened_at = ${replayed.openedAt},
      filled_at = ${replayed.filledAt} where id = ${id}`.execute(db);
  }
}
