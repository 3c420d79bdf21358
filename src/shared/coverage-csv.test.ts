import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  MISSING_COLUMNS,
  NO_VALID_RECORDS,
  parseCsvDate,
  readCoverageCsv,
  unmatchedMessage,
  type CsvLocation,
} from './coverage-csv.js';
import { CSV_MAX_ROWS } from './csv.js';
import { isIsoDate } from './calendar.js';

const north: CsvLocation = { id: 'loc-1', name: 'North Gate', deptCode: 'NG-01' };
const mall: CsvLocation = { id: 'loc-2', name: 'City Mall', deptCode: 'mall7' };
const locations = [north, mall];
const HEADER = 'Date,Location Name,Dept_Code,Note';

function read(lines: string[], eol = '\n') {
  return readCoverageCsv(`${lines.join(eol)}${eol}`, locations);
}

describe('parseCsvDate', () => {
  it.each([
    ['1/5/2026', '2026-01-05'],
    ['01/05/2026', '2026-01-05'],
    ['12/31/2026', '2026-12-31'],
    ['2/29/2028', '2028-02-29'],
    [' 7/4/2026 ', '2026-07-04'],
  ])('reads %j as %s', (text, iso) => {
    expect(parseCsvDate(text)).toBe(iso);
  });

  it.each(['2/30/2026', '2/29/2026', '13/1/2026', '0/10/2026', '1/0/2026', '4/31/2026'])(
    'refuses the impossible date %j',
    (text) => {
      expect(parseCsvDate(text)).toBeNull();
    },
  );

  it.each(['2026-01-05', '1/5/26', '1-5-2026', '1/5/2026 08:00', '', 'tomorrow', '١/٥/٢٠٢٦'])(
    'refuses %j, which is not M/D/YYYY',
    (text) => {
      expect(parseCsvDate(text)).toBeNull();
    },
  );

  it('gives null or a real yyyy-MM-dd date for every string, and never throws', () => {
    const dateLike = fc
      .tuple(fc.nat(40), fc.nat(40), fc.nat(10_000))
      .map(([month, day, year]) => `${month}/${day}/${String(year).padStart(4, '0')}`);
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 30 }), dateLike), (text) => {
        const iso = parseCsvDate(text);
        expect(iso === null || isIsoDate(iso)).toBe(true);
      }),
    );
  });
});

describe('readCoverageCsv', () => {
  it('reads the spec columns and matches each row by its Dept_Code', () => {
    const result = read([HEADER, '1/5/2026,North Gate,NG-01,Night shift', '1/6/2026,Mall,MALL7,']);
    expect(result).toEqual({
      rows: [
        {
          date: '2026-01-05',
          locationName: 'North Gate',
          deptCode: 'NG-01',
          note: 'Night shift',
          location: north,
        },
        { date: '2026-01-06', locationName: 'Mall', deptCode: 'MALL7', note: null, location: mall },
      ],
      invalidDates: 0,
      error: null,
    });
  });

  it('reads a file as Excel writes it: BOM, CRLF, quoted fields, trailing empty columns', () => {
    const text = [
      `\uFEFF${HEADER},,`,
      '3/9/2026,"Gate, North",NG-01,"Call out, ""urgent""",,',
      '',
      '3/10/2026,City Mall,mall7,,,',
      ',,,,,',
      '',
    ].join('\r\n');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const result = readCoverageCsv(text, locations);
    // Papa warns about duplicate headers; Excel's unnamed trailing columns must not trigger it.
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
    expect(result.error).toBeNull();
    expect(result.invalidDates).toBe(0);
    expect(result.rows.map((row) => [row.date, row.locationName, row.note])).toEqual([
      ['2026-03-09', 'Gate, North', 'Call out, "urgent"'],
      ['2026-03-10', 'City Mall', null],
    ]);
  });

  it('keeps a quoted line break inside a note', () => {
    const result = read([HEADER, '1/5/2026,North Gate,NG-01,"Line one', 'line two"']);
    expect(result.rows[0]?.note).toBe('Line one\nline two');
  });

  it('matches Dept_Code trimmed and in whatever letter case', () => {
    const result = read([
      HEADER,
      '1/5/2026,A,  ng-01  ,',
      '1/5/2026,B,Ng-01,',
      '1/5/2026,C,"  MALL7",',
    ]);
    expect(result.rows.map((row) => row.location?.id)).toEqual(['loc-1', 'loc-1', 'loc-2']);
    expect(result.rows.map((row) => row.deptCode)).toEqual(['ng-01', 'Ng-01', 'MALL7']);
  });

  it('keeps rows whose Dept_Code matches no location, with location null', () => {
    const result = read([HEADER, '1/5/2026,Pier,PIER-9,x', '1/6/2026,No code,,y']);
    expect(result.error).toBeNull();
    expect(result.rows.map((row) => [row.deptCode, row.location])).toEqual([
      ['PIER-9', null],
      ['', null],
    ]);
    expect(unmatchedMessage(2)).toBe(
      "2 records couldn't be matched (missing Dept_Code in locations)",
    );
  });

  it('skips and counts rows with a missing or invalid date', () => {
    const result = read([
      HEADER,
      '2/30/2026,North Gate,NG-01,',
      '13/1/2026,North Gate,NG-01,',
      '2026-01-05,North Gate,NG-01,',
      '1/5/26,North Gate,NG-01,',
      ',North Gate,NG-01,no date',
      '1/5/2026,North Gate,NG-01,kept',
    ]);
    expect(result.invalidDates).toBe(5);
    expect(result.rows.map((row) => row.note)).toEqual(['kept']);
  });

  it('reads columns in whatever order, and ignores extra columns', () => {
    const result = read(['Note,Extra,Dept_Code,Date', 'hello,zzz,NG-01,1/5/2026']);
    expect(result.rows).toEqual([
      { date: '2026-01-05', locationName: '', deptCode: 'NG-01', note: 'hello', location: north },
    ]);
  });

  it.each([
    ['no header row', '1/5/2026,North Gate,NG-01,note\n'],
    ['a misnamed column', 'Day,Location Name,Dept Code,Note\n1/5/2026,North Gate,NG-01,\n'],
    ['no Dept_Code column', 'Date,Location Name,Note\n1/5/2026,North Gate,\n'],
  ])('refuses a file with %s', (_, text) => {
    expect(readCoverageCsv(text, locations)).toEqual({
      rows: [],
      invalidDates: 0,
      error: MISSING_COLUMNS,
    });
  });

  it('says there is nothing to import when no row has a valid date', () => {
    expect(read([HEADER, '2/30/2026,North Gate,NG-01,']).error).toBe(NO_VALID_RECORDS);
    expect(read([HEADER]).error).toBe(NO_VALID_RECORDS);
    expect(readCoverageCsv('', locations).error).not.toBeNull();
    expect(NO_VALID_RECORDS).toBe('No valid records to import');
  });

  it('takes 10,000 rows and refuses one more', () => {
    const line = '12/1/2040,North Gate,NG-01,';
    const full = read([HEADER, ...Array.from({ length: CSV_MAX_ROWS }, () => line)]);
    expect(full.error).toBeNull();
    expect(full.rows).toHaveLength(CSV_MAX_ROWS);

    const over = read([HEADER, ...Array.from({ length: CSV_MAX_ROWS + 1 }, () => line)]);
    expect(over.rows).toEqual([]);
    expect(over.error).toMatch(/10001 rows.*at most 10000/);
  });

  it('never throws, and either reports an error or returns rows', () => {
    const cell = fc.oneof(
      fc.constantFrom('1/5/2026', '2/30/2026', 'NG-01', 'mall7', '"a, b"', ''),
      fc.string({ maxLength: 8 }),
    );
    const line = fc.array(cell, { maxLength: 5 }).map((cells) => cells.join(','));
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), (lines) => {
        const result = readCoverageCsv([HEADER, ...lines].join('\r\n'), locations);
        expect(result.error === null).toBe(result.rows.length > 0);
        for (const row of result.rows) expect(isIsoDate(row.date)).toBe(true);
      }),
    );
  });
});
