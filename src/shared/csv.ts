import Papa from 'papaparse';

/** Largest CSV file accepted for an import (DECISIONS.md). */
export const CSV_MAX_BYTES = 5 * 1024 * 1024;
export const CSV_MAX_ROWS = 10_000;
/**
 * Largest import request body. A file's rows travel as JSON with a location id and key names per
 * row, so a file just under CSV_MAX_BYTES makes a larger body; twice the file limit leaves room.
 */
export const IMPORT_BODY_MAX_BYTES = 2 * CSV_MAX_BYTES;

const CSV_TYPES = new Set([
  'text/csv',
  'application/csv',
  'text/comma-separated-values',
  'application/vnd.ms-excel',
  'text/plain',
  '',
]);

/**
 * True for a file a user means as CSV: a `.csv` name, whatever MIME type the browser reports
 * (Windows says application/vnd.ms-excel), or the text/csv type itself.
 */
export function isCsvFile(file: { name: string; type: string }): boolean {
  const named = file.name.toLowerCase().endsWith('.csv');
  return (named && CSV_TYPES.has(file.type)) || file.type === 'text/csv';
}

/** Why a chosen file cannot be imported: a toast title and, when useful, what to do. */
export interface CsvFileProblem {
  title: string;
  description?: string;
}

/**
 * The problem with a chosen import file before it is read (DECISIONS.md, CSV import), or null:
 * not a CSV file, or larger than CSV_MAX_BYTES.
 */
export function csvFileProblem(file: {
  name: string;
  type: string;
  size: number;
}): CsvFileProblem | null {
  if (!isCsvFile(file)) return { title: 'Please select a valid CSV file' };
  if (file.size > CSV_MAX_BYTES) {
    return {
      title: `The file is larger than ${String(CSV_MAX_BYTES / (1024 * 1024))} MB`,
      description: 'Split it into smaller files and import them one by one.',
    };
  }
  return null;
}

export interface CsvTable {
  /** Header names, trimmed, without a byte-order mark. */
  headers: string[];
  /** One record per non-empty line, keyed by header, values trimmed. */
  rows: Record<string, string>[];
}

/** Names unnamed columns (Excel's trailing empty ones) apart, so Papa sees no duplicates. */
const UNNAMED = '\u0000unnamed-';

/**
 * Parses CSV text as Excel writes it: optional UTF-8 BOM, CRLF or LF, quoted fields with commas,
 * quotes and line breaks, trailing empty columns; empty lines are skipped.
 */
export function parseCsv(text: string): CsvTable {
  const result = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    // Papa renames duplicate headers with a console warning; empty ones get their index instead.
    transformHeader: (header, index) => header.trim() || `${UNNAMED}${String(index)}`,
    transform: (value) => value.trim(),
  });
  const headers = (result.meta.fields ?? []).filter((header) => !header.startsWith(UNNAMED));
  // Papa puts the cells of a row longer than the header in an array; they name no column.
  for (const row of result.data) delete row.__parsed_extra;
  return { headers, rows: result.data };
}

/** The first of the given header names present in the table, or null. */
export function findHeader(table: CsvTable, names: readonly string[]): string | null {
  return names.find((name) => table.headers.includes(name)) ?? null;
}

/** Writes one CSV field, quoted when it holds a comma, a quote or a line break. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}
