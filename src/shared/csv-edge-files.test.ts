// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCoverageCsv, type CsvLocation } from './coverage-csv.js';
import {
  EXPORT_COLUMNS,
  EXPORT_HEADER_LINE,
  exportCsvLine,
  type ExportRow,
} from './coverage-export.js';
import { CoverageImportSchema } from './coverage-requests.js';
import {
  CSV_MAX_BYTES,
  CSV_MAX_ROWS,
  csvFileProblem,
  parseCsv,
  type CsvFileProblem,
} from './csv.js';
import { parseGuardCsv } from './guard-csv.js';
import { GuardImportSchema } from './guards.js';

// The messages exactly as spec.md and DECISIONS.md word them, written out so a changed constant shows.
const NOT_CSV = 'Please select a valid CSV file';
const NO_VALID_RECORDS = 'No valid records to import';
const NO_VALID_GUARDS =
  "No valid guards found in CSV. Make sure columns are named 'First Name'/'First_Name' and 'Last Name'/'Last_Name'";
// The app's own words where the spec only says a header row is required or a limit has a clear message.
const MISSING_COLUMNS =
  'The file needs a header row with the columns Date, Location Name, Dept_Code and Note';
const TOO_BIG: CsvFileProblem = {
  title: 'The file is larger than 5 MB',
  description: 'Split it into smaller files and import them one by one.',
};

const COVERAGE_HEADER = 'Date,Location Name,Dept_Code,Note';
const GUARD_HEADER = 'First Name,Last Name';
const locations: CsvLocation[] = [{ id: 'loc-1', name: 'North Gate', deptCode: 'NG-01' }];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52];
const BOM = [0xef, 0xbb, 0xbf];

/** One of the two CSV imports, as its dialog uses the shared parser and the server's schema. */
interface CsvImport {
  name: string;
  header: string;
  /** A valid data line, different for each index. */
  line: (index: number) => string;
  /** What the import makes of a file's text: its message, and what it would send the server. */
  read: (text: string) => { error: string | null; items: unknown[] };
  /** The server schema's first message for those items, or null when it takes them. */
  send: (items: unknown[]) => string | null;
  /** What the file over the row limit and the body over it are told. */
  tooManyRows: string;
  tooManyItems: string;
  /**
   * Data lines as Excel writes them: quoted commas and quotes, a line break inside a cell (LF,
   * whatever ends the lines; in a note only: a name with one is refused, issue #29), trailing
   * empty columns; and the items they read as.
   */
  quoted: { lines: string[]; items: unknown[] };
}

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message ?? null;

const coverageImport: CsvImport = {
  name: 'coverage',
  header: COVERAGE_HEADER,
  line: (index) => `12/${String((index % 28) + 1)}/2040,North Gate,NG-01,`,
  read: (text) => {
    const { rows, error } = readCoverageCsv(text, locations);
    const items = rows.map((row) => ({ date: row.date, locationId: 'loc-1', notes: row.note }));
    return { error, items };
  },
  send: (rows) => firstMessage(CoverageImportSchema.safeParse({ rows })),
  tooManyRows: 'The file has 10001 rows; at most 10000 can be imported at once.',
  tooManyItems: 'At most 10000 rows can be imported at once',
  quoted: {
    lines: [
      '1/5/2026,North Gate,NG-01,"Gate 3, north side"',
      '1/6/2026,"North ""Main"" Gate",ng-01 ,"Line one\nline two"',
      '1/7/2026,North Gate,NG-01,"He said ""call me"", then left",,',
    ],
    items: [
      { date: '2026-01-05', locationId: 'loc-1', notes: 'Gate 3, north side' },
      { date: '2026-01-06', locationId: 'loc-1', notes: 'Line one\nline two' },
      { date: '2026-01-07', locationId: 'loc-1', notes: 'He said "call me", then left' },
    ],
  },
};

const guardImport: CsvImport = {
  name: 'guards',
  header: `${GUARD_HEADER},Notes`,
  line: (index) => `Guard ${String(index)},Café,`,
  read: (text) => {
    const { guards, error } = parseGuardCsv(text);
    return { error, items: guards };
  },
  send: (guards) => firstMessage(GuardImportSchema.safeParse({ guards })),
  tooManyRows: 'The file has 10001 guards; at most 10000 can be imported at once.',
  tooManyItems: 'At most 10000 guards can be imported at once',
  quoted: {
    lines: ['"Mary, Jo","O""Neil",', '"Ana Maria",Diaz,', 'Lee,"Park, Jr.",,'],
    items: [
      { firstName: 'Mary, Jo', lastName: 'O"Neil' },
      { firstName: 'Ana Maria', lastName: 'Diaz' },
      { firstName: 'Lee', lastName: 'Park, Jr.' },
    ],
  },
};

type Chosen = { problem: CsvFileProblem } | { result: ReturnType<CsvImport['read']> };

/**
 * What an import dialog does with a chosen file: check its name, type and size, then read it as
 * the browser decodes a File (UTF-8, `file.text()`) and parse it.
 */
async function choose(file: File, csvImport: CsvImport): Promise<Chosen> {
  const problem = csvFileProblem(file);
  return problem ? { problem } : { result: csvImport.read(await file.text()) };
}

/** The items an import reads from a file it accepts, failing the test on a refusal. */
async function itemsOf(file: File, csvImport: CsvImport): Promise<unknown[]> {
  const chosen = await choose(file, csvImport);
  expect(chosen).toMatchObject({ result: { error: null } });
  return 'result' in chosen ? chosen.result.items : [];
}

const csvFile = (
  parts: ConstructorParameters<typeof File>[0],
  name = 'import.csv',
  type = 'text/csv',
) => new File(parts, name, { type });

/** The message each import shows for a file, or null when it has rows to import. */
async function messages(file: File): Promise<{ coverage: string | null; guards: string | null }> {
  const message = async (csvImport: CsvImport) => {
    const chosen = await choose(file, csvImport);
    return 'problem' in chosen ? chosen.problem.title : chosen.result.error;
  };
  return { coverage: await message(coverageImport), guards: await message(guardImport) };
}

const lines = (count: number, line: (index: number) => string) =>
  Array.from({ length: count }, (_, index) => line(index));

describe('files that are not CSV text', () => {
  it('refuses a PNG by its name and type before reading it', async () => {
    expect(await messages(csvFile([new Uint8Array(PNG)], 'logo.png', 'image/png'))).toEqual({
      coverage: NOT_CSV,
      guards: NOT_CSV,
    });
  });

  it('finds no header or guard in a PNG renamed .csv', async () => {
    expect(await messages(csvFile([new Uint8Array(PNG)]))).toEqual({
      coverage: MISSING_COLUMNS,
      guards: NO_VALID_GUARDS,
    });
  });

  it('never throws on random bytes, and finds nothing to import in them', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 4096 }), async (bytes) => {
        expect(await messages(csvFile([bytes]))).toEqual({
          coverage: MISSING_COLUMNS,
          guards: NO_VALID_GUARDS,
        });
      }),
      { numRuns: 50 },
    );
  });
});

describe('files with nothing to import', () => {
  it.each([
    ['empty (0 bytes)', [''], MISSING_COLUMNS],
    ['whitespace only', [' \r\n\t\n   \r\n'], MISSING_COLUMNS],
    ['a BOM only', [new Uint8Array(BOM)], MISSING_COLUMNS],
    ['only a header', [`${COVERAGE_HEADER},${GUARD_HEADER}\r\n`], NO_VALID_RECORDS],
    [
      'other columns than the spec names',
      ['Date,Dept Code,Name,Surname\n1/5/2026,NG-01,Ana,Diaz\n'],
      MISSING_COLUMNS,
    ],
  ])('%s', async (_, parts, coverage) => {
    expect(await messages(csvFile(parts))).toEqual({ coverage, guards: NO_VALID_GUARDS });
  });

  it.each(['first name,last name', 'FirstName,LastName', 'Name,Surname'])(
    'finds no guards under the header %j (the aliases are exact)',
    async (header) => {
      expect(await messages(csvFile([`${header}\nAna,Diaz\n`]))).toMatchObject({
        guards: NO_VALID_GUARDS,
      });
    },
  );
});

describe.each([coverageImport, guardImport])('the $name import', (csvImport) => {
  const file = (count: number) =>
    csvFile([[csvImport.header, ...lines(count, csvImport.line)].join('\r\n')]);

  it('takes 10,000 rows, and the server takes all it reads; refuses 10,001 by count', async () => {
    const items = await itemsOf(file(CSV_MAX_ROWS), csvImport);
    expect(items).toHaveLength(CSV_MAX_ROWS);
    expect(csvImport.send(items)).toBeNull();
    expect(csvImport.send([...items, items[0]])).toBe(csvImport.tooManyItems);

    expect(await choose(file(CSV_MAX_ROWS + 1), csvImport)).toEqual({
      result: { error: csvImport.tooManyRows, items: [] },
    });
  });

  it.each([
    ['a BOM and CRLF line ends', BOM, '\r\n'],
    ['a BOM and LF line ends', BOM, '\n'],
    ['no BOM and CRLF line ends', [], '\r\n'],
  ])('reads quoted commas, quotes and line breaks with %s', async (_, bom, eol) => {
    const text = `${csvImport.header},,${eol}${csvImport.quoted.lines.join(eol)}${eol}${eol}`;
    const items = await itemsOf(csvFile([new Uint8Array(bom), text]), csvImport);
    expect(items).toEqual(csvImport.quoted.items);
    // file.text() drops a BOM; text read another way may still start with one.
    expect(csvImport.read(`\uFEFF${text}`).items).toEqual(csvImport.quoted.items);
  });
});

describe('a file of exactly 5 MB', () => {
  it('is read with its 10,000 rows; one byte more or 6 MB is refused before reading', async () => {
    // 10,000 rows padded in their note to make the UTF-8 file CSV_MAX_BYTES long; 'é' is 2 bytes.
    const rows = lines(CSV_MAX_ROWS, (index) => `${coverageImport.line(index)}Café `);
    const unpadded = `${[COVERAGE_HEADER, ...rows].join('\r\n')}\r\n`;
    const spare = CSV_MAX_BYTES - new TextEncoder().encode(unpadded).length;
    const pad = (index: number) =>
      'x'.repeat(Math.floor(spare / CSV_MAX_ROWS) + (index < spare % CSV_MAX_ROWS ? 1 : 0));
    const padded = rows.map((row, index) => `${row}${pad(index)}`);
    const text = `${[COVERAGE_HEADER, ...padded].join('\r\n')}\r\n`;
    const exact = csvFile([text]);
    expect(exact.size).toBe(CSV_MAX_BYTES);
    // Bytes are counted, not characters.
    expect(text.length).toBeLessThan(CSV_MAX_BYTES);
    expect(await itemsOf(exact, coverageImport)).toHaveLength(CSV_MAX_ROWS);

    const oneByteMore = csvFile([text, '\n']);
    const sixMegabytes = csvFile([new Uint8Array(6 * 1024 * 1024).fill(0x61)]);
    for (const file of [oneByteMore, sixMegabytes]) {
      expect(csvFileProblem(file)).toEqual(TOO_BIG);
      expect(await messages(file)).toEqual({ coverage: TOO_BIG.title, guards: TOO_BIG.title });
    }
  });
});

describe('export: cells a spreadsheet would run as a formula', () => {
  const row: ExportRow = {
    date: '2026-11-22',
    startTime: '08:00',
    endTime: '16:00',
    assignedGuardName: '=HYPERLINK("http://example.com","Reyes")',
    assignedGuardId: '+1-555-0100',
    deptCode: '-NG01',
    locationName: '@SUM(A1:A9)',
    notes: '\t=cmd|" /C calc"!A0',
    guardNote: '=1+1',
  };

  it('prefixes each with a single quote, and the file reads back to those values', () => {
    const line = exportCsvLine(row, 8);
    expect(line).toBe(
      `2026-11-22,08:00,16:00,"'=HYPERLINK(""http://example.com"",""Reyes"")",'+1-555-0100,'-NG01,'@SUM(A1:A9),"'\t=cmd|"" /C calc""!A0","'=1+1",8\r\n`,
    );
    const { headers, rows } = parseCsv(`${EXPORT_HEADER_LINE}${line}`);
    expect(headers).toEqual([...EXPORT_COLUMNS]);
    expect(rows).toEqual([
      {
        Date: '2026-11-22',
        'Start Time': '08:00',
        'End Time': '16:00',
        'Assigned Guard Name': `'${row.assignedGuardName ?? ''}`,
        'Assigned Guard ID': `'${row.assignedGuardId ?? ''}`,
        'Dept Code': `'${row.deptCode}`,
        'Location Name': `'${row.locationName}`,
        Notes: `'${row.notes ?? ''}`,
        'Note for the guard': "'=1+1",
        Hours: '8',
      },
    ]);
  });

  it('neutralises a carriage return first, and leaves formula characters alone elsewhere', () => {
    const line = exportCsvLine({ ...row, assignedGuardName: '\r=1+1', notes: 'a=b+c-d@e' }, null);
    const { rows } = parseCsv(`${EXPORT_HEADER_LINE}${line}`);
    expect(rows[0]?.['Assigned Guard Name']).toBe("'\r=1+1");
    expect(rows[0]?.Notes).toBe('a=b+c-d@e');
  });
});
