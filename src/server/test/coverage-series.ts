import { sql } from 'kysely';
import type { CoverageRequest } from '../../shared/coverage-requests.js';
import { createLocation } from './builders.js';
import { createTestApp, type TestApp } from './test-app.js';
import { testDialect } from './test-database.js';

const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR'];

/**
 * A test app for the repeating-shift tests with every role's account made up front (the data
 * digests then see only the API's doing), and what those tests ask of it.
 */
export async function seriesTestApp() {
  const t: TestApp = await createTestApp();
  for (const role of ['admin', 'supervisor', 'dispatch', 'customer', 'guard', 'user'] as const) {
    await t.account(role);
  }
  await t.account('none');
  const db = () => t.app.database.db;
  const month = async (yyyyMm: string, locationId: string) =>
    (await t.as('admin', 'GET', `/api/coverage?month=${yyyyMm}&locationId=${locationId}`)).json<
      CoverageRequest[]
    >();
  const seriesOf = (seriesId: string) =>
    db()
      .selectFrom('coverageRequests')
      .selectAll()
      .where('seriesId', '=', seriesId)
      .orderBy('date')
      .execute();
  const auditCount = async (action: string) =>
    Number(
      (
        await db()
          .selectFrom('auditLog')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('action', '=', action)
          .where('entity', '=', 'coverage_request')
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** Mon–Fri 08:00–16:00 for 8 weeks from Monday 2040-01-02 (a Monday): 40 shifts. */
  async function eightWeeks(
    who: 'admin' | 'supervisor' | 'customer' = 'supervisor',
    madePost?: { id: string },
  ) {
    const post = madePost ?? (await createLocation(db(), { name: 'Series Gate' }));
    const response = await t.as(who, 'POST', '/api/coverage/series', {
      date: '2040-01-02',
      startTime: '08:00',
      endTime: '16:00',
      locationId: post.id,
      notes: 'Weekday cover',
      repeat: { weekdays: WEEKDAYS, until: '2040-02-24' },
    });
    return { post, response };
  }

  async function failInsertsOn(date: string) {
    const raw = t.app.database.raw;
    if (testDialect() === 'sqlite') {
      await sql`create trigger fail_series_insert before insert on coverage_requests
        when new.date = ${sql.lit(date)} begin select raise(abort, 'refused by the test'); end`.execute(
        raw,
      );
    } else {
      await sql`create function fail_series_insert() returns trigger language plpgsql as $$
        begin raise exception 'refused by the test'; end $$`.execute(raw);
      await sql`create trigger fail_series_insert before insert on coverage_requests
        for each row when (new.date = ${sql.lit(date)}) execute function fail_series_insert()`.execute(
        raw,
      );
    }
  }

  async function stopFailing() {
    const raw = t.app.database.raw;
    await sql`drop trigger fail_series_insert${sql.raw(testDialect() === 'sqlite' ? '' : ' on coverage_requests')}`.execute(
      raw,
    );
    if (testDialect() === 'postgres') await sql`drop function fail_series_insert()`.execute(raw);
  }
  return { t, db, month, seriesOf, auditCount, eightWeeks, failInsertsOn, stopFailing };
}

export type SeriesTestApp = Awaited<ReturnType<typeof seriesTestApp>>;

/** A request's shift as an edit body sends it (times, post, guard, notes; no version). */
export function shiftOf(
  request: Pick<CoverageRequest, 'date' | 'startTime' | 'endTime' | 'assignedGuardId' | 'notes'>,
  locationId: string,
) {
  return {
    date: request.date,
    startTime: request.startTime ?? '08:00',
    endTime: request.endTime ?? '16:00',
    locationId,
    assignedGuardId: request.assignedGuardId,
    notes: request.notes,
  };
}
