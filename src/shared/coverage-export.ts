import { z } from 'zod';
import { addDays, isSupportedDate } from './calendar.js';
import { CoverageRequestSchema, type CoverageRequest } from './coverage-requests.js';
import { dateSchema } from './date-schemas.js';
import { idListSchema } from './text.js';

/** Rows the export preview shows; the file holds every match (spec section 9). */
export const EXPORT_PREVIEW_ROWS = 10;
/** Longest notes search accepted. */
export const EXPORT_SEARCH_MAX = 200;
/**
 * Most locations one export may name; beyond that, 'Show All Locations' is the way. The ids travel
 * in the URL (39 characters each, comma encoded): 150 keep the request line under the 8 KB that
 * proxies such as nginx accept by default; 1,000 would not even fit Node's own 16 KB limit.
 */
export const EXPORT_LOCATIONS_MAX = 150;

const REAL_DATES = 'Dates must be real dates (yyyy-MM-dd)';

const optionalDate = z
  .string(REAL_DATES)
  .trim()
  .optional()
  .transform((value) => value || undefined)
  .pipe(dateSchema(REAL_DATES).optional());

/**
 * Query of GET /api/coverage/export and /export.csv. Both dates are optional and inclusive;
 * `locationIds` is a comma-separated list (absent or empty: every location); `q` is a
 * case-insensitive substring of the notes.
 */
export const ExportQuerySchema = z
  .object({
    from: optionalDate,
    to: optionalDate,
    locationIds: idListSchema(
      EXPORT_LOCATIONS_MAX,
      `Choose at most ${String(EXPORT_LOCATIONS_MAX)} locations`,
    ),
    q: z
      .string()
      .trim()
      .max(EXPORT_SEARCH_MAX, `The search can be at most ${String(EXPORT_SEARCH_MAX)} characters`)
      .optional()
      .transform((value) => value || undefined),
  })
  // Only two real dates can be in the wrong order; a date that is not one has its own message.
  .refine(
    ({ from, to }) => !from || !to || !isSupportedDate(from) || !isSupportedDate(to) || from <= to,
    {
      message: 'The start date must be on or before the end date',
      path: ['to'],
    },
  );
export type ExportQueryInput = z.input<typeof ExportQuerySchema>;
export type ExportFilters = z.output<typeof ExportQuerySchema>;

/**
 * GET /api/coverage/export: how many rows match and the newest EXPORT_PREVIEW_ROWS of them, each
 * with its hours as the file writes them (export-hours.ts; null for a whole-day request).
 */
export const ExportPreviewSchema = z.object({
  total: z.number(),
  rows: z.array(CoverageRequestSchema.extend({ hours: z.number().nullable() })),
});
export type ExportPreview = z.infer<typeof ExportPreviewSchema>;

/** The filters as a query string for the export routes (empty values left out). */
export function exportQueryString(filters: {
  from?: string;
  to?: string;
  locationIds?: readonly string[];
  q?: string;
}): string {
  const params = new URLSearchParams();
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.locationIds && filters.locationIds.length > 0) {
    params.set('locationIds', filters.locationIds.join(','));
  }
  const q = filters.q?.trim();
  if (q) params.set('q', q);
  return params.toString();
}

export type QuickRange = 'today' | 'yesterday' | 'last7';

/** The quick ranges of the filter panel, from the browser's local 'today' (spec section 9). */
export function quickRange(range: QuickRange, today: string): { from: string; to: string } {
  switch (range) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const yesterday = addDays(today, -1);
      return { from: yesterday, to: yesterday };
    }
    case 'last7':
      return { from: addDays(today, -7), to: today };
  }
}

/** The downloaded file's name (spec section 7): coverage_report_{yyyy-MM-dd}.csv. */
export function exportFileName(today: string): string {
  return `coverage_report_${today}.csv`;
}

/**
 * The CSV header: spec section 3's coverage CSV export columns, then the note for the guard
 * (issue #31) and the request's hours (issue #32), so that the spec's eight keep their places.
 */
export const EXPORT_COLUMNS = [
  'Date',
  'Start Time',
  'End Time',
  'Assigned Guard Name',
  'Assigned Guard ID',
  'Dept Code',
  'Location Name',
  'Notes',
  'Note for the guard',
  'Hours',
] as const;

/** A spreadsheet runs a cell starting with one of these as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell: a formula-looking value prefixed with a single quote (DECISIONS.md), then quoted
 * with inner quotes doubled when `quote` is set or the value needs it (comma, quote, line break).
 */
export function csvCell(value: string | null, quote = false): string {
  if (value === null || value === '') return quote ? '""' : '';
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return quote || /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * A cell read back as `csvCell` was given it: the single quote it put before a formula character
 * dropped. For the columns an import reads from our own export (a guard's qualifications).
 */
export function withoutFormulaGuard(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}

/** The fields of a request the export writes. */
export type ExportRow = Pick<
  CoverageRequest,
  | 'date'
  | 'startTime'
  | 'endTime'
  | 'assignedGuardName'
  | 'assignedGuardId'
  | 'deptCode'
  | 'locationName'
  | 'notes'
  | 'guardNote'
>;

/**
 * One line of the export file, CRLF-terminated as Excel expects; both notes always quoted; the
 * request's `hours` last (export-hours.ts), empty for a whole-day request.
 */
export function exportCsvLine(row: ExportRow, hours: number | null): string {
  return (
    [
      csvCell(row.date),
      csvCell(row.startTime),
      csvCell(row.endTime),
      csvCell(row.assignedGuardName),
      csvCell(row.assignedGuardId),
      csvCell(row.deptCode),
      csvCell(row.locationName),
      csvCell(row.notes, true),
      csvCell(row.guardNote, true),
      hours === null ? '' : String(hours),
    ].join(',') + '\r\n'
  );
}

/** The header line of the export file. */
export const EXPORT_HEADER_LINE = EXPORT_COLUMNS.join(',') + '\r\n';
