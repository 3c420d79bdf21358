import { randomUUID } from 'node:crypto';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localIsoDate, pad } from '../../../shared/calendar.js';
import {
  EXPORT_HEADER_LINE,
  exportCsvLine,
  exportQueryString,
  type ExportPreview,
} from '../../../shared/coverage-export.js';
import { createCoverageRequest, createGuard, createLocation } from '../../test/builders.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { BOM, dataLines } from '../../test/coverage-export.js';

type Filters = Parameters<typeof exportQueryString>[0];

const ROLES = ['anonymous', 'none', 'user', 'customer', 'dispatch', 'admin', 'supervisor'] as const;
const REFUSED = { anonymous: 401, none: 403, user: 403, customer: 403, dispatch: 403 };

describe('/api/coverage/export', () => {
  let t: TestApp;
  const preview = async (filters: Filters) => {
    const response = await t.as(
      'admin',
      'GET',
      `/api/coverage/export?${exportQueryString(filters)}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ExportPreview>();
  };
  const csv = async (filters: Filters) => {
    const query = exportQueryString(filters);
    const response = await t.as('supervisor', 'GET', `/api/coverage/export.csv?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };
  /** The dates the preview and the file list, which must agree. */
  const datesOf = async (filters: Filters) => {
    const { total, rows } = await preview(filters);
    const lines = dataLines((await csv(filters)).body);
    expect(lines).toHaveLength(total);
    expect(lines.slice(0, rows.length)).toEqual(
      rows.map((row) => exportCsvLine(row, row.hours).trimEnd()),
    );
    return lines.map((line) => line.slice(0, 10));
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is for admin and supervisor only, both the preview and the file', async () => {
    for (const path of ['/api/coverage/export', '/api/coverage/export.csv']) {
      expect(await t.statuses(ROLES, 'GET', path)).toEqual({
        ...REFUSED,
        admin: 200,
        supervisor: 200,
      });
    }
  });

  it('includes both dates of the range, and takes either bound alone', async () => {
    const post = await createLocation(t.app.database.db);
    for (const date of ['2040-03-09', '2040-03-10', '2040-03-15', '2040-03-20', '2040-03-21']) {
      await createCoverageRequest(t.app.database.db, { locationId: post.id, date });
    }
    const locationIds = [post.id];
    expect(await datesOf({ from: '2040-03-10', to: '2040-03-20', locationIds })).toEqual([
      '2040-03-20',
      '2040-03-15',
      '2040-03-10',
    ]);
    expect(await datesOf({ from: '2040-03-15', locationIds })).toEqual([
      '2040-03-21',
      '2040-03-20',
      '2040-03-15',
    ]);
    expect(await datesOf({ to: '2040-03-10', locationIds })).toEqual(['2040-03-10', '2040-03-09']);
    expect(await datesOf({ locationIds })).toHaveLength(5);
    expect(await datesOf({ from: '2040-03-16', to: '2040-03-16', locationIds })).toEqual([]);
  });

  it('narrows to the chosen locations; none chosen means every location', async () => {
    const db = t.app.database.db;
    const [north, south, east] = [
      await createLocation(db, { name: 'North' }),
      await createLocation(db, { name: 'South' }),
      await createLocation(db, { name: 'East' }),
    ];
    await createCoverageRequest(db, { locationId: north.id, date: '2041-05-03' });
    await createCoverageRequest(db, { locationId: south.id, date: '2041-05-02' });
    await createCoverageRequest(db, { locationId: east.id, date: '2041-05-01' });
    const names = async (filters: Filters) =>
      (await preview({ from: '2041-01-01', to: '2041-12-31', ...filters })).rows.map(
        (row) => row.locationName,
      );
    expect(await names({ locationIds: [south.id] })).toEqual(['South']);
    expect(await names({ locationIds: [east.id, north.id] })).toEqual(['North', 'East']);
    expect(await names({ locationIds: [] })).toEqual(['North', 'South', 'East']);
    expect(await names({})).toEqual(['North', 'South', 'East']);
    expect(await names({ locationIds: [randomUUID()] })).toEqual([]);
    const all = await t.app.database.db
      .selectFrom('coverageRequests')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow();
    expect((await preview({})).total).toBe(Number(all.count));
  });

  it('searches the notes case-insensitively and literally, % and _ included', async () => {
    const db = t.app.database.db;
    const post = await createLocation(db);
    const notes = ['Guard SICK today', 'called in sick', 'Healthy', null, '100% done', '100 done'];
    for (const note of [...notes, 'a_b', 'axb', 'back\\slash', 'backslash']) {
      await createCoverageRequest(db, { locationId: post.id, date: '2042-01-01', notes: note });
    }
    const found = async (q: string) =>
      (await preview({ locationIds: [post.id], q })).rows.map((row) => row.notes).sort();
    expect(await found('sick')).toEqual(['Guard SICK today', 'called in sick']);
    expect(await found('SiCk ToD')).toEqual(['Guard SICK today']);
    expect(await found('%')).toEqual(['100% done']);
    expect(await found('0% d')).toEqual(['100% done']);
    expect(await found('_')).toEqual(['a_b']);
    expect(await found('a_b')).toEqual(['a_b']);
    expect(await found('k\\s')).toEqual(['back\\slash']);
    expect(await found('nowhere')).toEqual([]);
    expect(await found('   ')).toHaveLength(10);
  });

  it('combines dates, locations and search', async () => {
    const db = t.app.database.db;
    const [kept, other] = [await createLocation(db), await createLocation(db)];
    const add = (locationId: string, date: string, notes: string) =>
      createCoverageRequest(db, { locationId, date, notes });
    const match = await add(kept.id, '2043-02-10', 'Call-out: flu');
    await add(kept.id, '2043-02-10', 'Shift swap');
    await add(kept.id, '2043-03-10', 'Call-out: car');
    await add(other.id, '2043-02-10', 'Call-out: late');
    const filters = { from: '2043-02-01', to: '2043-02-28', locationIds: [kept.id], q: 'CALL-OUT' };
    const result = await preview(filters);
    expect(result.total).toBe(1);
    expect(result.rows.map((row) => row.id)).toEqual([match.id]);
    expect(await datesOf(filters)).toEqual(['2043-02-10']);
  });

  it('previews the total and the newest 10: date, start time (untimed last), latest entered', async () => {
    const db = t.app.database.db;
    const post = await createLocation(db, { name: 'Order Post', deptCode: 'ORD-X' });
    const at = async (date: string, startTime: string | null, createdAt: string) => {
      const row = await createCoverageRequest(db, { locationId: post.id, date, startTime });
      await db
        .updateTable('coverageRequests')
        .set({ createdAt })
        .where('id', '=', row.id)
        .execute();
      return row.id;
    };
    const ids = [
      await at('2044-06-02', '06:00', '2044-01-01T00:00:00.000Z'),
      await at('2044-06-02', '06:00', '2044-01-02T00:00:00.000Z'),
      await at('2044-06-02', null, '2044-01-03T00:00:00.000Z'),
      await at('2044-06-02', '22:00', '2044-01-04T00:00:00.000Z'),
    ];
    for (let day = 1; day <= 9; day += 1) {
      await at(`2044-05-${pad(day)}`, '08:00', '2044-01-01T00:00:00.000Z');
    }
    const result = await preview({ locationIds: [post.id] });
    expect(result.total).toBe(13);
    expect(result.rows).toHaveLength(10);
    expect(result.rows.slice(0, 4).map((row) => row.id)).toEqual([ids[3], ids[1], ids[0], ids[2]]);
    expect(result.rows.slice(4).map((row) => row.date)).toEqual(
      [9, 8, 7, 6, 5, 4].map((day) => `2044-05-${pad(day)}`),
    );
    expect(result.rows[0]).toEqual({
      id: ids[3],
      userId: null,
      date: '2044-06-02',
      startTime: '22:00',
      endTime: '16:00',
      locationId: post.id,
      locationName: 'Order Post',
      deptCode: 'ORD-X',
      assignedGuardId: null,
      assignedGuardName: null,
      notes: null,
      guardNote: null,
      seriesId: null,
      version: 1,
      // 22:00 to 16:00 the next day (issue #32).
      hours: 18,
    });
  });

  it('answers 400 with the reason for bad dates, a reversed range or a long search', async () => {
    const cases: [string, string | null][] = [
      ['from=2045-02-30', 'Dates must be real dates (yyyy-MM-dd)'],
      ['to=03/10/2045', 'Dates must be real dates (yyyy-MM-dd)'],
      ['from=2045-03-11&to=2045-03-10', 'The start date must be on or before the end date'],
      [`q=${'x'.repeat(201)}`, 'The search can be at most 200 characters'],
      [`locationIds=${'x'.repeat(65)}`, null],
    ];
    for (const path of ['/api/coverage/export', '/api/coverage/export.csv']) {
      for (const [query, message] of cases) {
        const response = await t.as('admin', 'GET', `${path}?${query}`);
        expect(response.statusCode, query).toBe(400);
        if (message) expect(response.json().error, query).toBe(message);
      }
    }
    expect(
      (await t.as('admin', 'GET', `/api/coverage/export?q=${'x'.repeat(200)}`)).statusCode,
    ).toBe(200);
  });

  it('writes a UTF-8 CSV named for today, escaped and safe from formulas', async () => {
    const db = t.app.database.db;
    const post = await createLocation(db, { name: 'Main St, Gate "2"', deptCode: 'MS-1' });
    const risky = await createLocation(db, { name: '=HYPERLINK("x")', deptCode: '@D1' });
    const guard = await createGuard(db, { firstName: 'Ana', lastName: 'Reyes' });
    const day = '2046-07-04';
    const add = (values: { notes?: string | null; startTime?: string | null; at?: string }) =>
      createCoverageRequest(db, {
        locationId: values.at ?? post.id,
        date: day,
        guard,
        notes: values.notes ?? null,
        startTime: values.startTime,
      });
    await add({ notes: 'He said "hi", then left\nLine 2 – café', startTime: '23:00' });
    for (const [index, notes] of ['=SUM(A1)', '+1', '-2', '@x', '\tTab', '\rCR'].entries()) {
      await add({ notes, startTime: `1${String(index)}:00` });
    }
    await add({ at: risky.id, startTime: '09:00' });
    await createCoverageRequest(db, {
      locationId: post.id,
      date: day,
      startTime: null,
      endTime: null,
    });

    const response = await csv({ from: day, to: day });
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="coverage_report_${localIsoDate(new Date())}.csv"`,
    );
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(response.body.slice(1).split('\r\n')[0]).toBe(
      'Date,Start Time,End Time,Assigned Guard Name,Assigned Guard ID,Dept Code,Location Name,Notes,' +
        'Note for the guard,Hours',
    );
    const lines = dataLines(response.body);
    const gate = '"Main St, Gate ""2"""';
    expect(lines[0]).toBe(
      `${day},23:00,16:00,"Reyes, Ana",${guard.id},MS-1,${gate},"He said ""hi"", then left\nLine 2 – café","",17`,
    );
    // A whole-day request has no hours; an overnight one counts to its end the next day.
    expect(lines.at(-1)).toBe(`${day},,,,,MS-1,${gate},"","",`);
    expect(lines.at(-2)).toBe(
      `${day},09:00,16:00,"Reyes, Ana",${guard.id},'@D1,"'=HYPERLINK(""x"")","","",7`,
    );

    const parsed = Papa.parse<string[]>(response.body.slice(1), {
      delimiter: ',',
      skipEmptyLines: true,
    }).data;
    expect(parsed.slice(2, 8).map((row) => row[7])).toEqual([
      "'\rCR",
      "'\tTab",
      "'@x",
      "'-2",
      "'+1",
      "'=SUM(A1)",
    ]);
    expect(parsed.at(-1)).toEqual([day, '', '', '', '', 'MS-1', 'Main St, Gate "2"', '', '', '']);
  });

  it('sends only the header when nothing matches', async () => {
    const response = await csv({ from: '2001-01-01', to: '2001-01-02' });
    expect(response.body).toBe(BOM + EXPORT_HEADER_LINE);
    expect((await preview({ from: '2001-01-01', to: '2001-01-02' })).total).toBe(0);
  });
});
