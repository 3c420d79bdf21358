import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage } from '../../../shared/audit.js';
import { AUDIT_APPEND_ONLY } from '../../db/migrations/0007-audit-log.js';
import { createLocation } from '../../test/builders.js';
import { dataDigest } from '../../test/data-digest.js';
import { TEST_PASSWORD, type TestApp } from '../../test/test-app.js';
import { testDialect } from '../../test/test-database.js';
import { auditTestApp, shift } from '../../test/audit.js';

/** Reading the trail (pages, filters, CSV), and what keeps it whole. */
describe('audit trail: reading it and keeping it whole', () => {
  let t: TestApp;
  const db = () => t.app.database.db;

  beforeAll(async () => {
    t = await auditTestApp();
  });
  afterAll(() => t.close());

  it('filters by person, kind and time range, newest first, a page at a time', async () => {
    const dispatcherless = await t.signInAs('supervisor', { firstName: 'Pia', lastName: 'Page' });
    const post = await createLocation(db());
    const started = new Date().toISOString();
    for (const day of [1, 2, 3, 4, 5]) {
      await t.request({
        method: 'POST',
        url: '/api/coverage',
        cookie: dispatcherless.cookie,
        payload: shift(post.id, { date: `2031-07-0${String(day)}` }),
      });
    }
    const query = `actorId=${dispatcherless.id}&entity=coverage_request&from=${started}`;
    const first = (await t.as('admin', 'GET', `/api/audit?${query}&limit=3`)).json<AuditPage>();
    expect(first.entries.map((entry) => entry.after?.date)).toEqual([
      '2031-07-05',
      '2031-07-04',
      '2031-07-03',
    ]);
    expect(first.nextCursor).not.toBeNull();
    const second = (
      await t.as(
        'admin',
        'GET',
        `/api/audit?${query}&limit=3&cursor=${encodeURIComponent(first.nextCursor ?? '')}`,
      )
    ).json<AuditPage>();
    expect(second.entries.map((entry) => entry.after?.date)).toEqual(['2031-07-02', '2031-07-01']);
    expect(second.nextCursor).toBeNull();

    const none = await t.as(
      'admin',
      'GET',
      `/api/audit?actorId=${dispatcherless.id}&entity=guard&from=${started}`,
    );
    expect(none.json<AuditPage>().entries).toEqual([]);
    const ended = await t.as(
      'admin',
      'GET',
      `/api/audit?actorId=${dispatcherless.id}&to=${started}`,
    );
    expect(ended.json<AuditPage>().entries).toEqual([]);

    const backwards = await t.as('admin', 'GET', `/api/audit?from=${started}&to=${started}`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error).toContain('The start of the range must come before its end');
    expect((await t.as('admin', 'GET', '/api/audit?entity=spaceship')).statusCode).toBe(400);
    expect((await t.as('admin', 'GET', '/api/audit?from=yesterday')).statusCode).toBe(400);
    expect(await t.statuses(['supervisor', 'dispatch', 'customer'], 'GET', '/api/audit')).toEqual({
      supervisor: 403,
      dispatch: 403,
      customer: 403,
    });
  });

  it('exports the filtered trail as CSV with formulas neutralised', async () => {
    await t.as('admin', 'POST', '/api/locations', { name: '=HYPERLINK("x")', deptCode: 'AUD-CSV' });
    const response = await t.as('admin', 'GET', '/api/audit/export.csv?entity=location');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="audit_log_\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('When (UTC),User,Action,Kind,Item,Changes');
    expect(lines[1]).toMatch(
      /^\d{4}-\d{2}-\d{2}T[\d:.]+Z,Ada Admin,Created,Location,"'=HYPERLINK\(""x""\)","Name: =HYPERLINK\(""x""\); Dept code: AUD-CSV"$/,
    );
    expect(lines.slice(1, -1).every((line) => line.includes(',Location,'))).toBe(true);
  });

  it('keeps the trail append-only: the database refuses to change or delete an entry', async () => {
    const [entry] = await db().selectFrom('auditLog').select('id').limit(1).execute();
    expect(entry).toBeDefined();
    const id = entry?.id ?? '';
    await expect(
      db().updateTable('auditLog').set({ label: 'forged' }).where('id', '=', id).execute(),
    ).rejects.toThrow(AUDIT_APPEND_ONLY);
    await expect(db().deleteFrom('auditLog').where('id', '=', id).execute()).rejects.toThrow(
      AUDIT_APPEND_ONLY,
    );
  });

  it('saves a change and its entry together: when the entry cannot be written, neither is', async () => {
    const post = await createLocation(db());
    const refuse = 'audit writes refused for this test';
    if (testDialect() === 'sqlite') {
      await sql`create trigger audit_refuse before insert on audit_log
        begin select raise(abort, ${sql.lit(refuse)}); end`.execute(db());
    } else {
      await sql`create function audit_refuse() returns trigger language plpgsql as $$
        begin raise exception ${sql.lit(refuse)}; end $$`.execute(db());
      await sql`create trigger audit_refuse before insert on audit_log
        for each row execute function audit_refuse()`.execute(db());
    }
    try {
      const before = await dataDigest(t);
      const attempts = [
        await t.as('admin', 'POST', '/api/coverage', shift(post.id)),
        await t.as('admin', 'POST', '/api/locations', { name: 'Never', deptCode: 'AUD-NO' }),
        await t.as('admin', 'DELETE', `/api/locations/${post.id}`),
        await t.as('admin', 'POST', '/api/guards/import', {
          guards: [{ firstName: 'No', lastName: 'Body' }],
        }),
        await t.as('admin', 'POST', '/api/users', {
          firstName: 'Never',
          lastName: 'Made',
          email: 'never.made@example.com',
          password: TEST_PASSWORD,
        }),
      ];
      expect(attempts.map((response) => response.statusCode)).toEqual([500, 500, 500, 500, 500]);
      expect(await dataDigest(t)).toBe(before);
    } finally {
      await sql`drop trigger audit_refuse${sql.raw(testDialect() === 'postgres' ? ' on audit_log' : '')}`.execute(
        db(),
      );
      if (testDialect() === 'postgres') await sql`drop function audit_refuse()`.execute(db());
    }
  });
});
