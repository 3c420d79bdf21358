import { afterEach, describe, expect, it, vi } from 'vitest';
import { MISSING_COLUMNS, type CsvLocation } from '../../../shared/coverage-csv';
import { NOTES_MAX } from '../../../shared/coverage-requests';
import { CSV_MAX_BYTES } from '../../../shared/csv';
import { checkCoverageFile, readCoverageFile } from './import-coverage-read';

const locations: CsvLocation[] = [{ id: 'loc-1', name: 'North Gate', deptCode: 'NG-01' }];
const load = () => Promise.resolve(locations);
const csv = (text: string, name = 'coverage.csv', type = 'application/vnd.ms-excel') =>
  new File([text], name, { type });

afterEach(() => void vi.useRealTimers());

describe('checkCoverageFile', () => {
  it('asks for a file, then for a CSV one, then for a smaller one', () => {
    expect(checkCoverageFile(null)?.title).toBe('Please select a file');
    expect(checkCoverageFile(csv('x', 'roster.xlsx', ''))?.title).toBe(
      'Please select a valid CSV file',
    );
    expect(checkCoverageFile(csv('x', 'notes.txt', 'text/plain'))?.title).toBe(
      'Please select a valid CSV file',
    );
    const big = csv('x'.repeat(CSV_MAX_BYTES + 1));
    expect(checkCoverageFile(big)?.title).toBe('The file is larger than 5 MB');
    expect(checkCoverageFile(csv('x'.repeat(CSV_MAX_BYTES)))).toBeNull();
  });
});

describe('readCoverageFile', () => {
  it('returns the matched rows of a valid file', async () => {
    const outcome = await readCoverageFile(
      csv('\uFEFFDate,Location Name,Dept_Code,Note\r\n1/5/2026,North Gate,ng-01,"a, b"\r\n'),
      load,
    );
    expect(outcome).toEqual({
      ok: true,
      result: {
        rows: [
          {
            date: '2026-01-05',
            locationName: 'North Gate',
            deptCode: 'ng-01',
            note: 'a, b',
            location: locations[0],
          },
        ],
        invalidDates: 0,
        error: null,
      },
    });
  });

  it('names each failure as the spec does', async () => {
    // The row's date in the message is written as text is everywhere: 'Mon, Jan 5' this year.
    vi.useFakeTimers({ now: new Date(2026, 10, 26, 12), toFake: ['Date'] });
    const header = 'Date,Location Name,Dept_Code,Note\n';
    const unreadable = csv('');
    unreadable.text = () => Promise.reject(new Error('The file was moved'));
    expect(await readCoverageFile(unreadable, load)).toEqual({
      ok: false,
      problem: { title: 'Error reading CSV file', description: 'The file was moved' },
    });
    expect(
      await readCoverageFile(csv(header), () => Promise.reject(new Error('Server unavailable'))),
    ).toEqual({
      ok: false,
      problem: { title: 'Failed to load locations', description: 'Server unavailable' },
    });
    expect(await readCoverageFile(csv('Day,Code\n1/5/2026,NG-01\n'), load)).toEqual({
      ok: false,
      problem: { title: 'Error parsing CSV file', description: MISSING_COLUMNS },
    });
    expect(await readCoverageFile(csv(`${header}2/30/2026,North Gate,NG-01,\n`), load)).toEqual({
      ok: false,
      problem: {
        title: 'No valid records to import',
        description: '1 row skipped: the date is missing or not a real date in M/D/YYYY form.',
      },
    });
    const long = `${header}1/5/2026,North Gate,ng-01,${'x'.repeat(NOTES_MAX + 1)}\n`;
    expect(await readCoverageFile(csv(long), load)).toEqual({
      ok: false,
      problem: {
        title: 'Error parsing CSV file',
        description: `The note of the row dated Mon, Jan 5 at ng-01 is longer than ${String(NOTES_MAX)} characters. Shorten it and try again.`,
      },
    });
  });
});
