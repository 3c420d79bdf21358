import {
  NO_VALID_RECORDS,
  readCoverageCsv,
  type CoverageCsvResult,
  type CsvLocation,
} from '../../../shared/coverage-csv';
import { NOTES_MAX } from '../../../shared/coverage-requests';
import { csvFileProblem, type CsvFileProblem } from '../../../shared/csv';
import { formatDate } from '../../../shared/date-format';

/** Why a chosen file cannot be previewed: a toast title (spec section 8) and its detail. */
export type ImportProblem = CsvFileProblem;

export type ReadOutcome =
  { ok: true; result: CoverageCsvResult } | { ok: false; problem: ImportProblem };

/** '1 row', '2 rows': a count and its noun. */
export const plural = (count: number, word: string) =>
  `${String(count)} ${word}${count === 1 ? '' : 's'}`;

/** The problem with the chosen file that shows before reading it, or null when it may be read. */
export function checkCoverageFile(file: File | null): ImportProblem | null {
  return file ? csvFileProblem(file) : { title: 'Please select a file' };
}

const failure = (title: string, description?: string): ReadOutcome => ({
  ok: false,
  problem: description === undefined ? { title } : { title, description },
});

const messageOf = (error: unknown) => (error instanceof Error ? error.message : undefined);

/**
 * Checks, reads and parses a coverage CSV against the locations, naming each failure as the spec
 * does: the file itself, reading it, loading the locations, parsing it, or no row to import.
 */
export async function readCoverageFile(
  file: File,
  loadLocations: () => Promise<readonly CsvLocation[]>,
): Promise<ReadOutcome> {
  const problem = checkCoverageFile(file);
  if (problem) return { ok: false, problem };

  let text: string;
  try {
    text = await file.text();
  } catch (error) {
    return failure('Error reading CSV file', messageOf(error));
  }
  let locations: readonly CsvLocation[];
  try {
    locations = await loadLocations();
  } catch (error) {
    return failure('Failed to load locations', messageOf(error));
  }
  let result: CoverageCsvResult;
  try {
    result = readCoverageCsv(text, locations);
  } catch (error) {
    return failure('Error parsing CSV file', messageOf(error));
  }
  if (result.error === NO_VALID_RECORDS) {
    return failure(NO_VALID_RECORDS, skippedText(result.invalidDates));
  }
  if (result.error) return failure('Error parsing CSV file', result.error);
  // The server refuses the whole import over one long note; name the row before that happens.
  const long = result.rows.find((row) => row.location && (row.note?.length ?? 0) > NOTES_MAX);
  if (long) {
    return failure(
      'Error parsing CSV file',
      `The note of the row dated ${formatDate(long.date)} at ${long.deptCode} is longer than ${String(NOTES_MAX)} characters. Shorten it and try again.`,
    );
  }
  return { ok: true, result };
}

/** 'N rows skipped: …' for rows whose date is not a real M/D/YYYY date, or undefined for none. */
export function skippedText(invalidDates: number): string | undefined {
  if (invalidDates === 0) return undefined;
  return `${plural(invalidDates, 'row')} skipped: the date is missing or not a real date in M/D/YYYY form.`;
}
