import { CSV_MAX_ROWS, findHeader, parseCsv } from './csv.js';
import { deptCodeKey } from './locations.js';
import { isSupportedDate, isoDate } from './calendar.js';

/** The columns of a coverage CSV (spec section 3); Date and Dept_Code are required. */
export const COVERAGE_CSV_COLUMNS = ['Date', 'Location Name', 'Dept_Code', 'Note'] as const;

export const MISSING_COLUMNS =
  'The file needs a header row with the columns Date, Location Name, Dept_Code and Note';
export const NO_VALID_RECORDS = 'No valid records to import';

/** 'N records couldn't be matched (missing Dept_Code in locations)' (spec section 8). */
export function unmatchedMessage(count: number): string {
  return `${String(count)} records couldn't be matched (missing Dept_Code in locations)`;
}

/**
 * Reads a CSV date written M/D/YYYY (one or two digits, four-digit year) as yyyy-MM-dd, or null
 * when it is not a real date of the years CoverDesk accepts (calendar.ts).
 */
export function parseCsvDate(text: string): string | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, month, day, year] = match.map(Number);
  const iso = isoDate(year ?? 0, month ?? 0, day ?? 0);
  return isSupportedDate(iso) ? iso : null;
}

export interface CsvLocation {
  id: string;
  name: string;
  deptCode: string;
}

export interface CoverageCsvRow {
  date: string;
  locationName: string;
  deptCode: string;
  note: string | null;
  /** The location whose dept code matches, or null: the row is shown as unmatched. */
  location: CsvLocation | null;
}

export interface CoverageCsvResult {
  rows: CoverageCsvRow[];
  /** Rows skipped for a missing or invalid date. */
  invalidDates: number;
  /** Set when the file cannot be imported at all; the message to show. */
  error: string | null;
}

/**
 * The coverage CSV rules of spec section 5 and DECISIONS.md: a header row is required, empty lines
 * are skipped, rows whose date is not a real M/D/YYYY date are skipped, and each remaining row is
 * matched to a location by its Dept_Code (trimmed, case-insensitive).
 */
export function readCoverageCsv(
  text: string,
  locations: readonly CsvLocation[],
): CoverageCsvResult {
  const table = parseCsv(text);
  const dateColumn = findHeader(table, ['Date']);
  const codeColumn = findHeader(table, ['Dept_Code']);
  if (!dateColumn || !codeColumn) return { rows: [], invalidDates: 0, error: MISSING_COLUMNS };

  const byCode = new Map(locations.map((location) => [deptCodeKey(location.deptCode), location]));
  const rows: CoverageCsvRow[] = [];
  let invalidDates = 0;
  for (const record of table.rows) {
    const date = parseCsvDate(record[dateColumn] ?? '');
    if (!date) {
      invalidDates += 1;
      continue;
    }
    const deptCode = record[codeColumn] ?? '';
    rows.push({
      date,
      locationName: record['Location Name'] ?? '',
      deptCode,
      note: record.Note ? record.Note : null,
      location: deptCode ? (byCode.get(deptCodeKey(deptCode)) ?? null) : null,
    });
  }
  if (rows.length > CSV_MAX_ROWS) {
    return {
      rows: [],
      invalidDates,
      error: `The file has ${String(rows.length)} rows; at most ${String(CSV_MAX_ROWS)} can be imported at once.`,
    };
  }
  if (rows.length === 0) return { rows, invalidDates, error: NO_VALID_RECORDS };
  return { rows, invalidDates, error: null };
}
