import { CSV_MAX_ROWS, findHeader, parseCsv } from './csv.js';
import { hasControlCharacters } from './text.js';

export const FIRST_NAME_HEADERS = ['First Name', 'first_name', 'First_Name'] as const;
export const LAST_NAME_HEADERS = ['Last Name', 'last_name', 'Last_Name'] as const;

export const NO_VALID_GUARDS =
  "No valid guards found in CSV. Make sure columns are named 'First Name'/'First_Name' and 'Last Name'/'Last_Name'";

export interface GuardCsvResult {
  guards: { firstName: string; lastName: string }[];
  /** Rows dropped because a name was missing. */
  skipped: number;
  /** Set when nothing can be imported; the message to show. */
  error: string | null;
}

/** A name in the file holds a line break (a quoted cell may) or another control character. */
export const controlCharacterInRow = (row: number) =>
  `Row ${String(row)}: a name contains a line break or another control character. Fix it in the file and try again.`;

/**
 * The guard CSV rules of spec section 5: header aliases, values trimmed, empty lines skipped,
 * rows missing either name dropped; only names are imported.
 */
export function parseGuardCsv(text: string): GuardCsvResult {
  const table = parseCsv(text);
  const first = findHeader(table, FIRST_NAME_HEADERS);
  const last = findHeader(table, LAST_NAME_HEADERS);
  if (!first || !last) return { guards: [], skipped: table.rows.length, error: NO_VALID_GUARDS };

  const guards: GuardCsvResult['guards'] = [];
  let skipped = 0;
  for (const [index, row] of table.rows.entries()) {
    const firstName = row[first] ?? '';
    const lastName = row[last] ?? '';
    if (hasControlCharacters(firstName) || hasControlCharacters(lastName)) {
      // Row 1 is the header, as a spreadsheet numbers them.
      return { guards: [], skipped, error: controlCharacterInRow(index + 2) };
    }
    if (firstName && lastName) guards.push({ firstName, lastName });
    else skipped += 1;
  }
  if (guards.length === 0) return { guards, skipped, error: NO_VALID_GUARDS };
  if (guards.length > CSV_MAX_ROWS) {
    return {
      guards: [],
      skipped,
      error: `The file has ${guards.length} guards; at most ${CSV_MAX_ROWS} can be imported at once.`,
    };
  }
  return { guards, skipped, error: null };
}
