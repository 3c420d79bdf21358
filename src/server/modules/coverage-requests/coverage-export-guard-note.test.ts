import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportQueryString, type ExportPreview } from '../../../shared/coverage-export.js';
import { createCoverageRequest, createLocation } from '../../test/builders.js';
import { BOM } from '../../test/coverage-export.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

type Filters = Parameters<typeof exportQueryString>[0];

/** The export carries the note for the guard beside the office's notes (issue #31). */
describe('/api/coverage/export and the note for the guard', () => {
  let t: TestApp;
  const preview = async (filters: Filters) =>
    (
      await t.as('admin', 'GET', `/api/coverage/export?${exportQueryString(filters)}`)
    ).json<ExportPreview>();
  const csv = async (filters: Filters) => {
    const response = await t.as(
      'supervisor',
      'GET',
      `/api/coverage/export.csv?${exportQueryString(filters)}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('writes the note for the guard, then the hours, after the spec’s eight columns', async () => {
    const db = t.app.database.db;
    const post = await createLocation(db, { name: 'Pier', deptCode: 'PR-9' });
    await createCoverageRequest(db, {
      locationId: post.id,
      date: '2044-06-01',
      notes: 'Call-out: guard sick',
      guardNote: 'Back gate, "B" door\nask for Sam',
    });
    await createCoverageRequest(db, { locationId: post.id, date: '2044-05-31' });
    const file = (await csv({ locationIds: [post.id] })).body.slice(BOM.length);
    const [header, ...rows] = Papa.parse<string[]>(file, { newline: '\r\n' }).data;
    expect(header).toEqual([
      'Date',
      'Start Time',
      'End Time',
      'Assigned Guard Name',
      'Assigned Guard ID',
      'Dept Code',
      'Location Name',
      'Notes',
      'Note for the guard',
      'Hours',
    ]);
    expect(rows.slice(0, 2)).toEqual([
      [
        '2044-06-01',
        '08:00',
        '16:00',
        '',
        '',
        'PR-9',
        'Pier',
        'Call-out: guard sick',
        'Back gate, "B" door\nask for Sam',
        '8',
      ],
      ['2044-05-31', '08:00', '16:00', '', '', 'PR-9', 'Pier', '', '', '8'],
    ]);
    const shown = await preview({ locationIds: [post.id] });
    expect(shown.rows[0]).toMatchObject({
      notes: 'Call-out: guard sick',
      guardNote: 'Back gate, "B" door\nask for Sam',
    });
  });
});
