import { csvCell } from './coverage-export.js';
import type { GuardListItem } from './guards.js';
import { qualificationsText } from './qualification-cell.js';

/**
 * The guard CSV export (issue #32): every guard with their contact details, guard card and
 * qualifications. Its First Name, Last Name and Qualifications columns are those the import
 * reads, so a file exported, edited and imported again sets stored guards' qualifications.
 */
export const GUARD_EXPORT_HEADERS = [
  'First Name',
  'Last Name',
  'Contact Number',
  'Email',
  'Guard Card',
  'Expiration Date',
  'Qualifications',
] as const;

/** How the file writes a stored (E.164) contact number: as people read it in the company's region. */
export type NumberFormat = (e164: string) => string;

/**
 * One line of the file, CRLF-terminated; cells that look like formulas are neutralised (a number
 * left in E.164, '+1…', among them).
 */
export function guardExportLine(guard: GuardListItem, formatNumber: NumberFormat): string {
  return (
    [
      guard.firstName,
      guard.lastName,
      guard.contactNumber && formatNumber(guard.contactNumber),
      guard.email,
      guard.guardCard,
      guard.expDate,
      qualificationsText(guard.qualifications),
    ]
      .map((value) => csvCell(value))
      .join(',') + '\r\n'
  );
}

/** The whole file: the header line, then one line per guard in the order given. */
export function guardExportCsv(
  guards: readonly GuardListItem[],
  formatNumber: NumberFormat = (e164) => e164,
): string {
  const lines = guards.map((guard) => guardExportLine(guard, formatNumber));
  return GUARD_EXPORT_HEADERS.join(',') + '\r\n' + lines.join('');
}

/** The downloaded file's name: guards_{yyyy-MM-dd}.csv. */
export function guardExportFileName(today: string): string {
  return `guards_${today}.csv`;
}
