import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuditPage, type CoverageHistory } from '../../../shared/audit.js';
import { entryLines } from '../../../shared/audit-lines.js';
import type { CoverageRequest } from '../../../shared/coverage-requests.js';
import type { ManagedUser } from '../../../shared/users.js';
import { createGuard, createLocation } from '../../test/builders.js';
import { dataDigest } from '../../test/data-digest.js';
import { TEST_PASSWORD, type TestApp } from '../../test/test-app.js';
import { auditTestApp, entriesOf, shift } from '../../test/audit.js';

/** What the trail records of each change, and a request's history. */
describe('audit trail: what is recorded', () => {
  let t: TestApp;
  const db = () => t.app.database.db;

  beforeAll(async () => {
    t = await auditTestApp();
  });
  afterAll(() => t.close());

  it("records a request's creation, edits and deletion with who, before and after", async () => {
    const post = await createLocation(db(), { name: 'North Gate' });
    const guard = await createGuard(db(), { firstName: 'Sam', lastName: 'Roe' });
    const supervisor = await t.account('supervisor');

    const created = (
      await t.as('supervisor', 'POST', '/api/coverage', shift(post.id))
    ).json<CoverageRequest>();
    const unchanged = { ...shift(post.id), version: 1 };
    await t.as('supervisor', 'PATCH', `/api/coverage/${created.id}`, unchanged);
    // A save that changes nothing keeps the version: the next edit is based on it still.
    await t.as('admin', 'PATCH', `/api/coverage/${created.id}`, {
      ...shift(post.id, { assignedGuardId: guard.id, startTime: '09:00' }),
      version: 1,
    });
    expect((await t.as('admin', 'DELETE', `/api/coverage/${created.id}`)).statusCode).toBe(204);

    const entries = await entriesOf(t, created.id);
    // The save that changed nothing left no entry.
    expect(entries.map((entry) => entry.action)).toEqual(['delete', 'update', 'create']);
    const [deleted, updated, made] = entries;
    expect(made).toMatchObject({
      actorId: supervisor.id,
      entity: 'coverage_request',
      label: 'North Gate · 2031-05-12',
      before: null,
      after: {
        date: '2031-05-12',
        startTime: '08:00',
        locationName: 'North Gate',
        assignedGuardName: null,
        notes: 'Front desk',
      },
    });
    expect(updated?.actorName).toBe('Ada Admin');
    expect(updated?.before).toMatchObject({ startTime: '08:00', assignedGuardName: null });
    expect(updated?.after).toMatchObject({ startTime: '09:00', assignedGuardName: 'Roe, Sam' });
    expect(deleted?.before).toMatchObject({ assignedGuardName: 'Roe, Sam' });
    expect(deleted?.after).toBeNull();
  });

  it('records the note for the guard beside the notes, and a change of it (issue #31)', async () => {
    const post = await createLocation(db(), { name: 'Pier 2' });
    const made = await t.as('supervisor', 'POST', '/api/coverage', {
      ...shift(post.id),
      guardNote: 'Park at the back',
    });
    const created = made.json<CoverageRequest>();
    const edited = await t.as('supervisor', 'PATCH', `/api/coverage/${created.id}`, {
      ...shift(post.id),
      guardNote: 'Use the side door',
      version: 1,
    });
    expect(edited.statusCode).toBe(200);

    const [updated, first] = await entriesOf(t, created.id);
    expect(first?.after).toMatchObject({ notes: 'Front desk', guardNote: 'Park at the back' });
    expect(updated?.before).toMatchObject({ guardNote: 'Park at the back' });
    expect(updated?.after).toMatchObject({ guardNote: 'Use the side door' });
    expect(updated ? entryLines(updated) : []).toEqual([
      'Note for the guard changed from Park at the back to Use the side door',
    ]);
  });

  it("answers a request's history for its edit dialog, oldest first", async () => {
    const post = await createLocation(db(), { name: 'Dock 4' });
    const created = (
      await t.as('admin', 'POST', '/api/coverage', shift(post.id))
    ).json<CoverageRequest>();
    await t.as('supervisor', 'PATCH', `/api/coverage/${created.id}`, {
      ...shift(post.id, { notes: null }),
      version: 1,
    });

    const response = await t.as('supervisor', 'GET', `/api/coverage/${created.id}/history`);
    expect(response.statusCode).toBe(200);
    const history = response.json<CoverageHistory>();
    expect(history.createdBy).toBe('Ada Admin');
    expect(Date.parse(history.createdAt)).not.toBeNaN();
    expect(history.changes.map((entry) => entry.action)).toEqual(['create', 'update']);
    expect(history.changes[1]?.after).toMatchObject({ notes: null });

    expect((await t.as('admin', 'GET', '/api/coverage/missing/history')).statusCode).toBe(404);
    // The whole office reads it (dispatch offers shifts, issue #21); customers do not.
    expect(
      await t.statuses(['dispatch', 'customer'], 'GET', `/api/coverage/${created.id}/history`),
    ).toEqual({ dispatch: 200, customer: 403 });
  });

  it('records imports as one entry each, and a refused import records nothing', async () => {
    const post = await createLocation(db());
    const rows = [1, 2, 3].map((day) => ({ date: `2031-06-0${String(day)}`, locationId: post.id }));
    expect((await t.as('supervisor', 'POST', '/api/coverage/import', { rows })).statusCode).toBe(
      200,
    );
    const guards = [{ firstName: 'Imported', lastName: 'Guard' }];
    expect((await t.as('admin', 'POST', '/api/guards/import', { guards })).statusCode).toBe(200);

    const page = (await t.as('admin', 'GET', '/api/audit?limit=2')).json<AuditPage>();
    expect(page.entries.map((entry) => [entry.entity, entry.action, entry.label])).toEqual([
      ['guard', 'import', '1 row'],
      ['coverage_request', 'import', '3 rows'],
    ]);
    expect(page.entries[1]?.after).toEqual({ rows: '3' });

    const before = await dataDigest(t);
    const bad = [...rows, { date: '2031-06-04', locationId: 'gone' }];
    expect((await t.as('admin', 'POST', '/api/coverage/import', { rows: bad })).statusCode).toBe(
      400,
    );
    expect(await dataDigest(t)).toBe(before);
  });

  it('records locations and guards added, changed and deleted; a refused change records nothing', async () => {
    const added = await t.as('supervisor', 'POST', '/api/locations', {
      name: 'Lobby',
      deptCode: 'AUD-1',
    });
    const { id } = added.json<{ id: string }>();
    await t.as('supervisor', 'PATCH', `/api/locations/${id}`, {
      name: 'Main Lobby',
      deptCode: 'AUD-1',
      version: 1,
    });
    const before = await dataDigest(t);
    const taken = await t.as('supervisor', 'POST', '/api/locations', {
      name: 'Other',
      deptCode: 'aud-1',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe("Department code 'aud-1' is already used by Main Lobby");
    expect(await dataDigest(t)).toBe(before);
    await t.as('supervisor', 'DELETE', `/api/locations/${id}`);
    const locationEntries = await entriesOf(t, id);
    expect(locationEntries.map((entry) => [entry.action, entry.label])).toEqual([
      ['delete', 'Main Lobby'],
      ['update', 'Main Lobby'],
      ['create', 'Lobby'],
    ]);
    expect(locationEntries[1]).toMatchObject({
      before: { name: 'Lobby', deptCode: 'AUD-1' },
      after: { name: 'Main Lobby', deptCode: 'AUD-1' },
    });

    const guard = await t.as('admin', 'POST', '/api/guards', {
      firstName: 'Lee',
      lastName: 'Park',
      email: 'lee@example.com',
    });
    const guardId = guard.json<{ id: string }>().id;
    await t.as('admin', 'PATCH', `/api/guards/${guardId}`, {
      firstName: 'Lee',
      lastName: 'Park',
      email: null,
      expDate: '2032-01-31',
      version: 1,
    });
    await t.as('admin', 'DELETE', `/api/guards/${guardId}`);
    const guardEntries = await entriesOf(t, guardId);
    expect(guardEntries.map((entry) => entry.action)).toEqual(['delete', 'update', 'create']);
    expect(guardEntries[1]).toMatchObject({
      label: 'Park, Lee',
      before: { email: 'lee@example.com', expDate: null },
      after: { email: null, expDate: '2032-01-31' },
    });
  });

  it('records account management without passwords or tokens', async () => {
    const created = await t.as('admin', 'POST', '/api/users', {
      firstName: 'Nia',
      lastName: 'Cole',
      email: 'nia.audit@example.com',
      password: TEST_PASSWORD,
    });
    const { id } = created.json<ManagedUser>();
    await t.as('admin', 'PATCH', `/api/users/${id}`, { role: 'dispatch', version: 1 });
    await t.as('admin', 'POST', `/api/users/${id}/password`, { newPassword: 'another-pass-123' });
    await t.as('admin', 'DELETE', `/api/users/${id}`);

    const entries = await entriesOf(t, id);
    expect(entries.map((entry) => entry.action)).toEqual([
      'delete',
      'reset-password',
      'update',
      'create',
    ]);
    expect(entries[3]?.after).toEqual({
      name: 'Nia Cole',
      email: 'nia.audit@example.com',
      role: 'user',
    });
    expect(entries[2]).toMatchObject({ before: { role: 'user' }, after: { role: 'dispatch' } });
    expect(entries[1]).toMatchObject({ label: 'Nia Cole', before: null, after: null });
    const stored = JSON.stringify(await db().selectFrom('auditLog').selectAll().execute());
    expect(stored).not.toContain('another-pass-123');
    expect(stored).not.toContain(TEST_PASSWORD);
    expect(stored).not.toMatch(/scrypt|\$argon|[0-9a-f]{32}:[0-9a-f]{64}/);
  });
});
