import { CSV_MAX_ROWS, findHeader, parseCsv } from './csv.js';
import {
  readQualificationsCell,
  rowProblem,
  type NamedQualification,
} from './qualification-cell.js';
import { hasControlCharacters } from './text.js';

export const FIRST_NAME_HEADERS = ['First Name', 'first_name', 'First_Name'] as const;
export const LAST_NAME_HEADERS = ['Last Name', 'last_name', 'Last_Name'] as const;
/** Issue #32: a guard's qualifications, `Armed (exp 2027-03-31); CPR` (qualification-cell.ts). */
export const QUALIFICATIONS_HEADERS = ['Qualifications', 'qualifications'] as const;

/** A guard of the file. */
export interface CsvGuard {
  firstName: string;
  lastName: string;
  /**
   * Only when the file has a Qualifications column: the row (a spreadsheet's number, the header
   * being 1), and the qualifications of a non-empty cell; an empty cell leaves them out.
   */
  row?: number;
  qualifications?: NamedQualification[];
}

export const NO_VALID_GUARDS =
  "No valid guards found in CSV. Make sure columns are named 'First Name'/'First_Name' and 'Last Name'/'Last_Name'";

export interface GuardCsvResult {
  guards: CsvGuard[];
  /** Rows dropped because a name was missing. */
  skipped: number;
  /** Set when nothing can be imported; the message to show. */
  error: string | null;
  /** Rows whose Qualifications cell cannot be read ('Row 4: "Armed (exp 2027-02-30)" has …'). */
  problems: string[];
}

/** A name in the file holds a line break (a quoted cell may) or another control character. */
export const controlCharacterInRow = (row: number) =>
  `Row ${String(row)}: a name contains a line break or another control character. Fix it in the file and try again.`;

/**
 * The guard CSV rules of spec section 5: header aliases, values trimmed, empty lines skipped,
 * rows missing either name dropped. Names are imported, and (issue #32) the Qualifications column
 * when the file has one; other columns are ignored.
 */
export function parseGuardCsv(text: string): GuardCsvResult {
  const table = parseCsv(text);
  const first = findHeader(table, FIRST_NAME_HEADERS);
  const last = findHeader(table, LAST_NAME_HEADERS);
  const held = findHeader(table, QUALIFICATIONS_HEADERS);
  if (!first || !last) {
    return { guards: [], skipped: table.rows.length, error: NO_VALID_GUARDS, problems: [] };
  }

  const guards: CsvGuard[] = [];
  const problems: string[] = [];
  let skipped = 0;
  for (const [index, row] of table.rows.entries()) {
    const firstName = row[first] ?? '';
    const lastName = row[last] ?? '';
    if (hasControlCharacters(firstName) || hasControlCharacters(lastName)) {
      // Row 1 is the header, as a spreadsheet numbers them.
      return { guards: [], skipped, error: controlCharacterInRow(index + 2), problems: [] };
    }
    if (!firstName || !lastName) {
      skipped += 1;
      continue;
    }
    if (!held) {
      guards.push({ firstName, lastName });
      continue;
    }
    const guard: CsvGuard = { firstName, lastName, row: index + 2 };
    const reading = readQualificationsCell(row[held] ?? '');
    if (!reading.ok) problems.push(rowProblem(index + 2, reading.problem));
    else if (reading.qualifications.length > 0) guard.qualifications = reading.qualifications;
    guards.push(guard);
  }
  if (guards.length === 0) return { guards, skipped, error: NO_VALID_GUARDS, problems };
  if (guards.length > CSV_MAX_ROWS) {
    return {
      guards: [],
      skipped,
      error: `The file has ${guards.length} guards; at most ${CSV_MAX_ROWS} can be imported at once.`,
      problems: [],
    };
  }
  return { guards, skipped, error: null, problems };
}
