import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuard, createLocation } from '../../test/builders.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { coverageRequestsRepository } from './coverage-requests.repository.js';

const MONTHS = ['2026-10', '2026-11', '2026-12'];

/** Every (location, month) with requests, counted from the requests themselves. */
async function liveCounts(t: TestApp) {
  const { rows } = await sql<{ key: string; total: number | string; open: number | string }>`
    select location_id || ' ' || substr(date, 1, 7) as key, count(*) as total,
           sum(case when assigned_guard_name is null then 1 else 0 end) as open
    from coverage_requests group by location_id, substr(date, 1, 7)`.execute(t.app.database.raw);
  return Object.fromEntries(rows.map((row) => [row.key, [Number(row.total), Number(row.open)]]));
}

async function keptCounts(t: TestApp) {
  const rows = await t.app.database.db
    .selectFrom('coverageMonthCounts')
    .selectAll()
    .where('total', '>', 0)
    .execute();
  return Object.fromEntries(
    rows.map((row) => [`${row.locationId} ${row.month}`, [row.total, row.open]]),
  );
}

describe('coverage month counts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('stay equal to the requests through creates, edits across months and posts, deletes and imports', async () => {
    const { db } = t.app.database;
    const requests = coverageRequestsRepository(db);
    const posts = [await createLocation(db), await createLocation(db), await createLocation(db)];
    const guard = await createGuard(db);
    const author = (await t.createUser({ role: 'admin' })).id;
    const ids: string[] = [];
    const operation = fc.oneof(
      fc.record({ kind: fc.constant('create' as const), row: fc.nat(), guard: fc.boolean() }),
      fc.record({ kind: fc.constant('edit' as const), row: fc.nat(), guard: fc.boolean() }),
      fc.record({ kind: fc.constant('delete' as const), row: fc.nat() }),
      fc.record({ kind: fc.constant('import' as const), row: fc.nat(), count: fc.nat(30) }),
    );
    const rowFor = (n: number, withGuard: boolean) => ({
      date: `${MONTHS[n % 3] ?? '2026-11'}-${String((n % 28) + 1).padStart(2, '0')}`,
      startTime: '08:00',
      endTime: '16:00',
      locationId: posts[n % 3]?.id ?? '',
      assignedGuardId: withGuard ? guard.id : null,
      assignedGuardName: withGuard ? 'Tester, Guard' : null,
      notes: null,
      guardNote: null,
    });

    await fc.assert(
      fc.asyncProperty(fc.array(operation, { maxLength: 25 }), async (operations) => {
        for (const op of operations) {
          const id = ids.length > 0 ? ids[op.row % ids.length] : undefined;
          if (op.kind === 'create')
            ids.push(await requests.create(rowFor(op.row, op.guard), author));
          else if (op.kind === 'edit' && id) {
            const version = (await requests.findById(id))?.item.version ?? 1;
            await requests.update(id, rowFor(op.row + 1, op.guard), version, 'Test');
          } else if (op.kind === 'delete' && id) {
            await requests.remove(id);
            ids.splice(ids.indexOf(id), 1);
          } else if (op.kind === 'import') {
            const rows = Array.from({ length: op.count }, (_, i) => rowFor(op.row + i, false));
            await requests.importRows(rows, author);
          }
        }
        expect(await keptCounts(t)).toEqual(await liveCounts(t));
      }),
      { numRuns: 15 },
    );
    // Open and uncovered part the requests without a guard by the clock (issue #39).
    const clock = { now: new Date(), timeZone: t.config.timeZone };
    const month = await requests.summary({ month: '2026-11' }, clock);
    const live = await liveCounts(t);
    for (const card of month.answer) {
      expect([card.count, card.open + card.uncovered]).toEqual(live[`${card.locationId} 2026-11`]);
    }
  });
});
