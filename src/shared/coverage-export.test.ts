import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import {
  EXPORT_HEADER_LINE,
  EXPORT_LOCATIONS_MAX,
  EXPORT_SEARCH_MAX,
  ExportQuerySchema,
  csvCell,
  exportCsvLine,
  exportFileName,
  exportQueryString,
  quickRange,
  type ExportRow,
} from './coverage-export.js';

const row: ExportRow = {
  date: '2026-11-22',
  startTime: '08:00',
  endTime: '16:00',
  assignedGuardName: 'Reyes, Ana',
  assignedGuardId: 'guard-1',
  deptCode: 'NG-01',
  locationName: 'North Gate',
  notes: 'Call-out',
  guardNote: 'Back gate, ask for Sam',
};

/** What a spreadsheet shows of a cell once its formula start is neutralised. */
const shown = (value: string | null) =>
  value === null ? '' : /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line 1\nline 2', '"line 1\nline 2"'],
    ['line 1\r\nline 2', '"line 1\r\nline 2"'],
    ['café – ünïcode', 'café – ünïcode'],
  ])('writes %j as %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it.each([
    ['=SUM(A1)', "'=SUM(A1)"],
    ['+1', "'+1"],
    ['-2', "'-2"],
    ['@x', "'@x"],
    ['\tTab', "'\tTab"],
    ['\rCR', '"\'\rCR"'],
    ['=HYPERLINK("x", "y")', '"\'=HYPERLINK(""x"", ""y"")"'],
  ])('prefixes the formula %j with a single quote', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('leaves formula characters alone when they are not first', () => {
    expect(csvCell('a=b+c-d@e')).toBe('a=b+c-d@e');
    expect(csvCell(' =1')).toBe(' =1');
  });

  it('writes null and empty as an empty cell, or "" when quoted', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell('')).toBe('');
    expect(csvCell(null, true)).toBe('""');
    expect(csvCell('plain', true)).toBe('"plain"');
  });
});

describe('exportCsvLine', () => {
  it('writes the columns in header order, notes always quoted, CRLF-terminated', () => {
    expect(EXPORT_HEADER_LINE).toBe(
      'Date,Start Time,End Time,Assigned Guard Name,Assigned Guard ID,Dept Code,Location Name,Notes,' +
        'Note for the guard,Hours\r\n',
    );
    expect(exportCsvLine(row, 8)).toBe(
      '2026-11-22,08:00,16:00,"Reyes, Ana",guard-1,NG-01,North Gate,"Call-out",' +
        '"Back gate, ask for Sam",8\r\n',
    );
    expect(exportCsvLine(row, 7.5).endsWith(',7.5\r\n')).toBe(true);
  });

  it('leaves empty fields empty', () => {
    const empty = {
      ...row,
      startTime: null,
      endTime: null,
      assignedGuardName: null,
      assignedGuardId: null,
      notes: null,
      guardNote: null,
    };
    expect(exportCsvLine(empty, null)).toBe('2026-11-22,,,,,NG-01,North Gate,"","",\r\n');
  });

  it('gives back every value, neutralised, when read by a CSV parser', () => {
    const text = fc.oneof(
      fc.string({ maxLength: 20 }),
      fc.string({
        unit: fc.constantFrom('a', ',', '"', '\n', '\r', '=', '+', '-', '@', '\t', ' '),
      }),
      fc.string({ unit: 'grapheme', maxLength: 10 }),
    );
    const field = fc.option(text, { nil: null });
    const hours = fc.option(
      fc.integer({ min: 0, max: 250 }).map((tenths) => tenths / 10),
      {
        nil: null,
      },
    );
    const rowArbitrary = fc.record({
      hours,
      date: text,
      startTime: field,
      endTime: field,
      assignedGuardName: field,
      assignedGuardId: field,
      deptCode: text,
      locationName: text,
      notes: field,
      guardNote: field,
    });
    fc.assert(
      fc.property(fc.array(rowArbitrary, { minLength: 1, maxLength: 5 }), (rows) => {
        const file =
          EXPORT_HEADER_LINE +
          rows.map((written) => exportCsvLine(written, written.hours)).join('');
        const parsed = Papa.parse<string[]>(file, { delimiter: ',', newline: '\r\n' });
        expect(parsed.errors).toEqual([]);
        const expected = rows.map((written) =>
          [
            written.date,
            written.startTime,
            written.endTime,
            written.assignedGuardName,
            written.assignedGuardId,
            written.deptCode,
            written.locationName,
            written.notes,
            written.guardNote,
            written.hours === null ? null : String(written.hours),
          ].map(shown),
        );
        // The file ends with CRLF, which Papa reads as one last empty line.
        expect(parsed.data).toEqual([EXPORT_HEADER_LINE.trimEnd().split(','), ...expected, ['']]);
      }),
    );
  });
});

describe('quickRange', () => {
  it('gives today, yesterday and the last 7 days through today', () => {
    expect(quickRange('today', '2026-11-22')).toEqual({ from: '2026-11-22', to: '2026-11-22' });
    expect(quickRange('yesterday', '2026-11-22')).toEqual({
      from: '2026-11-21',
      to: '2026-11-21',
    });
    expect(quickRange('last7', '2026-11-22')).toEqual({ from: '2026-11-15', to: '2026-11-22' });
  });

  it('crosses month, year and leap-day boundaries', () => {
    expect(quickRange('yesterday', '2026-03-01')).toEqual({
      from: '2026-02-28',
      to: '2026-02-28',
    });
    expect(quickRange('yesterday', '2028-03-01').from).toBe('2028-02-29');
    expect(quickRange('yesterday', '2027-01-01').from).toBe('2026-12-31');
    expect(quickRange('last7', '2027-01-03')).toEqual({ from: '2026-12-27', to: '2027-01-03' });
    expect(quickRange('last7', '2026-03-05')).toEqual({ from: '2026-02-26', to: '2026-03-05' });
  });
});

describe('exportFileName', () => {
  it('names the file after the date', () => {
    expect(exportFileName('2026-11-22')).toBe('coverage_report_2026-11-22.csv');
  });
});

describe('exportQueryString', () => {
  it('leaves out empty values and trims the search', () => {
    expect(exportQueryString({})).toBe('');
    expect(exportQueryString({ from: '', to: '', locationIds: [], q: '   ' })).toBe('');
    expect(exportQueryString({ from: '2026-01-01', q: ' late ' })).toBe('from=2026-01-01&q=late');
  });

  it('joins the locations with commas and encodes the search', () => {
    const query = exportQueryString({
      from: '2026-01-01',
      to: '2026-01-31',
      locationIds: ['a', 'b'],
      q: '50% & more',
    });
    expect(query).toBe('from=2026-01-01&to=2026-01-31&locationIds=a%2Cb&q=50%25+%26+more');
    expect(ExportQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)))).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
      locationIds: ['a', 'b'],
      q: '50% & more',
    });
  });
});

describe('ExportQuerySchema', () => {
  const parse = (query: Record<string, string>) => ExportQuerySchema.safeParse(query);
  const messageOf = (query: Record<string, string>) => {
    const result = parse(query);
    return result.success ? null : result.error.issues[0]?.message;
  };

  it('takes no filter at all as every request', () => {
    expect(ExportQuerySchema.parse({})).toEqual({
      from: undefined,
      to: undefined,
      locationIds: [],
      q: undefined,
    });
    expect(ExportQuerySchema.parse({ from: ' ', to: '', locationIds: '', q: '  ' })).toEqual({
      from: undefined,
      to: undefined,
      locationIds: [],
      q: undefined,
    });
  });

  it('accepts one bound, both, or the same day twice', () => {
    expect(parse({ from: '2026-02-28' }).success).toBe(true);
    expect(parse({ to: '2028-02-29' }).success).toBe(true);
    expect(parse({ from: '2026-11-22', to: '2026-11-22' }).success).toBe(true);
  });

  it('splits the locations and drops empty ones', () => {
    expect(ExportQuerySchema.parse({ locationIds: 'a,,b, c,' }).locationIds).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it('refuses impossible dates, other formats and a reversed range', () => {
    for (const date of ['2026-02-29', '2026-13-01', '11/22/2026', '2026-1-1', 'today']) {
      expect(messageOf({ from: date }), date).toBe('Dates must be real dates (yyyy-MM-dd)');
    }
    expect(messageOf({ from: '2026-11-23', to: '2026-11-22' })).toBe(
      'The start date must be on or before the end date',
    );
    const reversed = parse({ from: '2026-11-23', to: '2026-11-22' });
    expect(reversed.error?.issues[0]?.path).toEqual(['to']);
  });

  it('bounds the search and the number of locations', () => {
    expect(parse({ q: 'x'.repeat(EXPORT_SEARCH_MAX) }).success).toBe(true);
    expect(messageOf({ q: 'x'.repeat(EXPORT_SEARCH_MAX + 1) })).toBe(
      'The search can be at most 200 characters',
    );
    const ids = (count: number) => Array.from({ length: count }, (_, n) => `id-${String(n)}`);
    expect(parse({ locationIds: ids(EXPORT_LOCATIONS_MAX).join(',') }).success).toBe(true);
    expect(messageOf({ locationIds: ids(EXPORT_LOCATIONS_MAX + 1).join(',') })).toBe(
      `Choose at most ${String(EXPORT_LOCATIONS_MAX)} locations`,
    );
    expect(parse({ locationIds: 'x'.repeat(65) }).success).toBe(false);
  });
});
