import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { CSV_MAX_BYTES, csvFileProblem, csvField, findHeader, isCsvFile, parseCsv } from './csv.js';
import { hostileString } from './test/arbitraries.js';

describe('csvFileProblem', () => {
  const file = (name: string, type: string, size = 100) => ({ name, type, size });

  it('accepts .csv files whatever MIME type the browser reports', () => {
    for (const type of ['text/csv', 'application/vnd.ms-excel', 'text/plain', '']) {
      expect(csvFileProblem(file('posts.CSV', type)), type).toBeNull();
    }
    expect(csvFileProblem(file('export', 'text/csv'))).toBeNull();
  });

  it('refuses other files with the spec message', () => {
    for (const [name, type] of [
      ['posts.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ['notes.txt', 'text/plain'],
      ['posts.csv', 'application/pdf'],
    ] as const) {
      expect(csvFileProblem(file(name, type))).toEqual({ title: 'Please select a valid CSV file' });
    }
  });

  it('refuses a file over the size limit and says what to do', () => {
    expect(csvFileProblem(file('big.csv', 'text/csv', CSV_MAX_BYTES))).toBeNull();
    expect(csvFileProblem(file('big.csv', 'text/csv', CSV_MAX_BYTES + 1))).toEqual({
      title: 'The file is larger than 5 MB',
      description: 'Split it into smaller files and import them one by one.',
    });
  });
});

/** Field text with every character CSV treats specially, and some it must not. */
const field = fc
  .string({
    unit: fc.constantFrom(
      'a',
      'É',
      '😀',
      ' ',
      ',',
      ';',
      '|',
      '\t',
      '"',
      "'",
      '\n',
      '\r\n',
      '\r',
      '=',
      '\u0000',
    ),
    maxLength: 12,
  })
  .map((text) => text.trim());
const HEADERS = ['Date', 'Location Name', 'Dept_Code', 'Note', 'First Name', 'Last Name', 'Phone'];

describe('parseCsv', () => {
  it('reads back every table written with csvField: BOM or not, CRLF or LF', () => {
    const table = fc.shuffledSubarray(HEADERS, { minLength: 2 }).chain((headers) =>
      fc.record({
        headers: fc.constant(headers),
        rows: fc.array(fc.array(field, { minLength: headers.length, maxLength: headers.length }), {
          maxLength: 6,
        }),
        bom: fc.boolean(),
        eol: fc.constantFrom('\r\n', '\n'),
      }),
    );
    fc.assert(
      fc.property(table, ({ headers, rows, bom, eol }) => {
        const lines = [headers, ...rows].map((cells) => cells.map(csvField).join(','));
        const parsed = parseCsv(`${bom ? '\uFEFF' : ''}${lines.join(eol)}${eol}`);
        expect(parsed.headers).toEqual(headers);
        // Papa skips a line whose fields are all empty (greedy), as Excel's blank rows are.
        const kept = rows.filter((cells) => cells.some((cell) => cell !== ''));
        expect(parsed.rows).toEqual(
          kept.map((cells) =>
            Object.fromEntries(headers.map((name, index) => [name, cells[index]])),
          ),
        );
      }),
    );
  });

  it('never throws; headers are named and trimmed, and every value is trimmed text', () => {
    // Random headers repeat; Papa renames them with a console warning that is no news here.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      fc.assert(
        fc.property(fc.array(fc.oneof(hostileString, field), { maxLength: 6 }), (parts) => {
          const { headers, rows } = parseCsv(parts.join(','));
          for (const header of headers) {
            expect(header).toBe(header.trim());
            expect(header).not.toBe('');
          }
          for (const value of rows.flatMap((row) => Object.values(row))) {
            expect(typeof value).toBe('string');
            expect(value).toBe(value.trim());
          }
        }),
        { numRuns: 200 },
      );
    } finally {
      warn.mockRestore();
    }
  });
});

describe('findHeader', () => {
  it('gives the first of the names the table has, in the order asked', () => {
    fc.assert(
      fc.property(fc.subarray(HEADERS), fc.shuffledSubarray(HEADERS), (present, asked) => {
        const found = findHeader({ headers: present, rows: [] }, asked);
        expect(found).toBe(asked.find((name) => present.includes(name)) ?? null);
      }),
    );
  });
});

describe('csvFileProblem: properties', () => {
  const types = fc.constantFrom(
    'text/csv',
    'application/vnd.ms-excel',
    'text/plain',
    '',
    'image/png',
    'application/pdf',
    'application/octet-stream',
  );
  const names = fc.oneof(
    fc.constantFrom(
      'posts.csv',
      'POSTS.CSV',
      'guards.Csv',
      'posts.csv.png',
      'photo.png',
      'csv',
      '.csv',
    ),
    hostileString,
  );
  const sizes = fc.oneof(
    fc.constantFrom(0, CSV_MAX_BYTES, CSV_MAX_BYTES + 1, 6 * 1024 * 1024),
    fc.nat(10 * 1024 * 1024),
  );

  it('refuses a file not meant as CSV, then one over the limit, with their messages', () => {
    fc.assert(
      fc.property(names, types, sizes, (name, type, size) => {
        const file = { name, type, size };
        const problem = csvFileProblem(file);
        if (!isCsvFile(file)) expect(problem).toEqual({ title: 'Please select a valid CSV file' });
        else if (size > CSV_MAX_BYTES) {
          expect(problem).toEqual({
            title: 'The file is larger than 5 MB',
            description: 'Split it into smaller files and import them one by one.',
          });
        } else expect(problem).toBeNull();
      }),
    );
  });

  it('takes a .csv name whatever type the browser reports for it, and text/csv by whatever name', () => {
    fc.assert(
      fc.property(names, types, (name, type) => {
        const named = name.toLowerCase().endsWith('.csv');
        const reported = ['text/csv', 'application/vnd.ms-excel', 'text/plain', ''].includes(type);
        expect(isCsvFile({ name, type })).toBe((named && reported) || type === 'text/csv');
      }),
    );
  });
});
