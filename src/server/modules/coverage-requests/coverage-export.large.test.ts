import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays } from '../../../shared/calendar.js';
import { exportCsvLine } from '../../../shared/coverage-export.js';
import { insertInBatches } from '../../db/batches.js';
import { createLocation } from '../../test/builders.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  abandonDownload,
  busyReaders,
  dataLines,
  openDatabaseFiles,
  withinSeconds,
} from '../../test/coverage-export.js';

describe('/api/coverage/export.csv with 100,000 requests', () => {
  const ROWS = 100_000;
  const FIRST_DAY = '2000-01-01';
  let t: TestApp;
  let locationId: string;
  /** The bodies the CSV route hands to Fastify, to see that an abandoned one is closed. */
  const bodies: Readable[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    t.app.addHook('onSend', async (_request, _reply, payload) => {
      if (payload instanceof Readable) bodies.push(payload);
      return payload;
    });
    const db = t.app.database.db;
    locationId = (await createLocation(db, { name: 'Big Post', deptCode: 'BIG' })).id;
    const now = new Date().toISOString();
    // Ten requests a day, 00:00 to 09:00: the newest is the last day at 09:00.
    const rows = Array.from({ length: ROWS }, (_, index) => ({
      id: randomUUID(),
      userId: null,
      date: addDays(FIRST_DAY, Math.floor(index / 10)),
      startTime: `0${String(index % 10)}:00`,
      endTime: '17:00',
      locationId,
      assignedGuardId: null,
      assignedGuardName: null,
      notes: `Row ${String(index)}, "quoted"`,
      createdAt: now,
      updatedAt: now,
    }));
    await db.transaction().execute((trx) => insertInBatches(trx, 'coverageRequests', rows));
  }, 120_000);
  afterAll(() => t.close());

  const line = (index: number) =>
    exportCsvLine(
      {
        date: addDays(FIRST_DAY, Math.floor(index / 10)),
        startTime: `0${String(index % 10)}:00`,
        endTime: '17:00',
        assignedGuardName: null,
        assignedGuardId: null,
        deptCode: 'BIG',
        locationName: 'Big Post',
        notes: `Row ${String(index)}, "quoted"`,
        guardNote: null,
      },
      // Each request lasts from its start to 17:00.
      17 - (index % 10),
    ).trimEnd();

  it('streams every row, newest first', { timeout: 120_000 }, async () => {
    const response = await t.as('admin', 'GET', '/api/coverage/export.csv');
    expect(response.statusCode).toBe(200);
    const lines = dataLines(response.body);
    expect(lines).toHaveLength(ROWS);
    expect(lines[0]).toBe(line(ROWS - 1));
    expect(lines[1]).toBe(line(ROWS - 2));
    expect(lines.at(-1)).toBe(line(0));
    expect((await t.as('admin', 'GET', '/api/coverage/export')).json().total).toBe(ROWS);
  });

  it('releases the database when the download is abandoned', { timeout: 60_000 }, async () => {
    const { cookie } = await t.account('admin');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    // SQLite keeps one closed connection's descriptor for reuse, so count after the first download.
    let files = 0;
    // More abandoned downloads than PostgreSQL's pool has connections: a leak would exhaust it.
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const before = bodies.length;
      await withinSeconds(10, abandonDownload(port, cookie));
      await vi.waitFor(() => {
        expect(bodies[before]?.closed).toBe(true);
      });
      expect(bodies[before]?.readableEnded).toBe(false);
      if (attempt === 0) files = openDatabaseFiles(t.config);
    }
    expect(await withinSeconds(10, busyReaders(t.app.database))).toBe(0);
    expect(openDatabaseFiles(t.config)).toBe(files);
    const after = t.as('admin', 'GET', `/api/coverage/export?locationIds=${locationId}`);
    expect((await withinSeconds(10, after)).json().total).toBe(ROWS);
  });
});
