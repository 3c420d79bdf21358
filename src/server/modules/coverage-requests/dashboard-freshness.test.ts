import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCoverageRequest, createGuard, createLocation } from '../../test/builders.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { coverageRequestsRepository } from './coverage-requests.repository.js';

const MONTHS = ['2026-10', '2026-11', '2026-12'];

/**
 * The dashboard's answers (a month's cards, a post's month, the whole month) are kept until the
 * month changes (coverage-requests.routes.ts, db/month-versions.ts): every kind of change, made
 * through the app or around it, must show on the very next read.
 */
describe("the dashboard's kept answers", () => {
  let t: TestApp;
  beforeAll(async () => {
    // A clock the test holds, mid-way through the months, so that some shifts have ended (their
    // cards count them uncovered) and the counts cannot turn between a read and its check.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-15T12:00:00Z'));
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    vi.useRealTimers();
  });

  it('answers exactly what the database holds after every kind of change, whoever makes it', async () => {
    const { db } = t.app.database;
    const requests = coverageRequestsRepository(db);
    const posts = [await createLocation(db), await createLocation(db), await createLocation(db)];
    const author = (await t.createUser({ role: 'admin' })).id;
    const guards = [await createGuard(db), await createGuard(db)];
    const ids: string[] = [];
    const rowFor = (n: number, guarded: boolean, notes: string | null = null) => {
      const guard = guards[n % guards.length];
      return {
        date: `${MONTHS[n % 3] ?? '2026-11'}-${String((n % 28) + 1).padStart(2, '0')}`,
        startTime: `${String(n % 24).padStart(2, '0')}:00`,
        endTime: '23:30',
        locationId: posts[n % 3]?.id ?? '',
        assignedGuardId: guarded && guard ? guard.id : null,
        assignedGuardName: guarded && guard ? `${guard.lastName}, ${guard.firstName}` : null,
        notes,
        guardNote: null,
      };
    };

    /** Every month's cards and every post's list, as the API answers (kept or not) and as stored. */
    async function expectFresh() {
      for (const month of MONTHS) {
        const summary = await t.as('supervisor', 'GET', `/api/coverage/summary?month=${month}`);
        const clock = { now: new Date(), timeZone: t.config.timeZone };
        const cards = [...(await requests.summary({ month }, clock)).answer];
        const byPost = (a: { locationId: string }, b: { locationId: string }) =>
          a.locationId.localeCompare(b.locationId);
        expect([...summary.json<typeof cards>()].sort(byPost)).toEqual(cards.sort(byPost));
        const wholeMonth = await t.as('admin', 'GET', `/api/coverage?month=${month}`);
        expect(wholeMonth.json()).toEqual(await requests.list({ month }));
        for (const post of posts) {
          const url = `/api/coverage?month=${month}&locationId=${post.id}`;
          const answer = await t.as('dispatch', 'GET', url);
          expect(answer.json()).toEqual(await requests.list({ month, locationId: post.id }));
        }
      }
    }

    const operation = fc.oneof(
      fc.record({ kind: fc.constant('create' as const), n: fc.nat(), guarded: fc.boolean() }),
      fc.record({ kind: fc.constant('move' as const), n: fc.nat(), guarded: fc.boolean() }),
      fc.record({ kind: fc.constant('notes' as const), n: fc.nat(), text: fc.string() }),
      fc.record({ kind: fc.constant('delete' as const), n: fc.nat() }),
      fc.record({ kind: fc.constant('import' as const), n: fc.nat(), count: fc.nat(12) }),
      fc.record({ kind: fc.constant('rename' as const), n: fc.nat(), name: fc.string() }),
      fc.record({ kind: fc.constant('sql' as const), n: fc.nat() }),
      fc.record({ kind: fc.constant('guard-deleted' as const) }),
      fc.record({ kind: fc.constant('post-removed' as const), n: fc.nat() }),
    );
    await expectFresh();
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { maxLength: 12 }), async (operations) => {
        for (const op of operations) {
          const id = ids.length > 0 && 'n' in op ? ids[op.n % ids.length] : undefined;
          const existing = id ? await requests.findById(id) : null;
          if (op.kind === 'create')
            ids.push(await requests.create(rowFor(op.n, op.guarded), author));
          else if (op.kind === 'move' && id && existing)
            await requests.update(id, rowFor(op.n + 1, op.guarded), existing.item.version, 'Test');
          else if (op.kind === 'notes' && id && existing) {
            await db
              .updateTable('coverageRequests')
              .set({ notes: op.text })
              .where('id', '=', id)
              .execute();
          } else if (op.kind === 'delete' && id) {
            await requests.remove(id);
            ids.splice(ids.indexOf(id), 1);
          } else if (op.kind === 'import') {
            const rows = Array.from({ length: op.count }, (_, i) => rowFor(op.n + i, false));
            await requests.importRows(rows, author);
          } else if (op.kind === 'rename') {
            const post = posts[op.n % posts.length];
            if (post) {
              await db
                .updateTable('locations')
                .set({ name: `Post ${op.name}` })
                .where('id', '=', post.id)
                .execute();
            }
          } else if (op.kind === 'sql') {
            // Another process writing the same database: no code path of this one is involved.
            const post = posts[op.n % posts.length];
            const date = rowFor(op.n, false).date;
            if (post) ids.push((await createCoverageRequest(db, { locationId: post.id, date })).id);
          } else if (op.kind === 'post-removed') {
            // A post used once and emptied, then deleted: its count rows go (the epoch moves).
            const post = await createLocation(db);
            const date = rowFor(op.n, false).date;
            const used = await createCoverageRequest(db, { locationId: post.id, date });
            await requests.remove(used.id);
            await db.deleteFrom('locations').where('id', '=', post.id).execute();
          } else if (op.kind === 'guard-deleted') {
            const gone = guards.shift();
            if (gone) await db.deleteFrom('guards').where('id', '=', gone.id).execute();
            guards.push(await createGuard(db));
          }
          await expectFresh();
        }
      }),
      { numRuns: 8 },
    );
  });

  it('sees a month change even when removed rows and new ones add up to the same versions', async () => {
    const { db } = t.app.database;
    const requests = coverageRequestsRepository(db);
    const month = '2027-03';
    const cards = async () =>
      (await t.as('admin', 'GET', `/api/coverage/summary?month=${month}`)).json<
        { locationId: string; count: number }[]
      >();
    // A post used once and emptied: its count row stays with total 0 and version 2.
    const emptied = await createLocation(db);
    const used = await createCoverageRequest(db, { locationId: emptied.id, date: `${month}-02` });
    await requests.remove(used.id);
    expect(await cards()).toEqual([]);
    // Deleting it takes away version 2; a new post's two requests bring version 2 back.
    await db.deleteFrom('locations').where('id', '=', emptied.id).execute();
    const added = await createLocation(db);
    for (const day of ['03', '04']) {
      await createCoverageRequest(db, { locationId: added.id, date: `${month}-${day}` });
    }
    expect(await cards()).toEqual([{ locationId: added.id, count: 2, open: 2, uncovered: 0 }]);
  });
});
