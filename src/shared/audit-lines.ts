import {
  ACTION_LABELS,
  ENTITY_LABELS,
  fieldChanges,
  type AuditEntry,
  type FieldChange,
} from './audit.js';
import { csvCell } from './coverage-export.js';

/** How the trail says its entries: a line per change or action, and the audit CSV. */

/** 'Guard changed from Doe, Jane to Roe, Sam', 'Notes set to …', 'Notes cleared (was …)'. */
export function describeChange({ label, from, to }: FieldChange): string {
  if (from === null) return `${label} set to ${to ?? ''}`;
  if (to === null) return `${label} cleared (was ${from})`;
  return `${label} changed from ${from} to ${to}`;
}

/** The sentence of a shift action in a request's history ('Accepted by Soto, Kim'). */
function shiftLine(entry: AuditEntry): string | null {
  const after = entry.after ?? {};
  const guard = after.guardName ?? '';
  const byText = after.via === 'text' ? ' by text' : '';
  switch (entry.action) {
    case 'offer':
      return `Offered to ${after.offeredTo ?? ''}`;
    case 'withdraw-offer':
      return `Offer to ${guard} withdrawn`;
    case 'accept-offer':
      return `Accepted by ${guard}${byText}`;
    case 'decline-offer':
      return `Declined by ${guard}${byText}`;
    case 'call-out':
      return after.leftAt
        ? `${guard} left at ${after.leftAt}: ${after.callOutReason ?? ''}`
        : `${guard} called out: ${after.callOutReason ?? ''}`;
    case 'record-call-out':
      // Issue #39: opened by the office's approval of the guard's time off, not a call.
      if (after.timeOff) return `Opened: ${guard}'s time off ${after.timeOff} was approved`;
      return after.leftAt
        ? `${guard} left at ${after.leftAt} (told the office): ${after.callOutReason ?? ''}`
        : `${guard} called out (told the office): ${after.callOutReason ?? ''}`;
    case 'call':
      return `Called ${guard}: ${(after.outcome ?? '').toLowerCase()}`;
    case 'accept-call':
      return `Accepted by ${guard} on a call`;
    case 'agree-early-end':
      return `${guard} leaving at ${after.leftAt ?? ''} agreed: the rest needs no guard`;
    case 'confirm-shift':
      return `Confirmed by ${guard}${byText}`;
    default:
      return null;
  }
}

/**
 * An entry's details, a line each: what an update changed; what a created or deleted item held;
 * a shift action's sentence. An import's row count is its label; a password reset has nothing
 * more to say.
 */
export function entryLines(entry: AuditEntry): string[] {
  // Warnings the office confirmed with an assignment (issue #32): said after what was done.
  const confirmed = entry.after?.confirmed;
  const note = confirmed ? [`Confirmed: ${confirmed}`] : [];
  const sentence = shiftLine(entry);
  if (sentence !== null) return [sentence, ...note];
  const changes = fieldChanges(entry).filter((change) => change.field !== 'confirmed');
  if (entry.action === 'update') return [...changes.map(describeChange), ...note];
  return [
    ...changes.map((change) => `${change.label}: ${change.to ?? change.from ?? ''}`),
    ...note,
  ];
}

/** The audit CSV's columns. */
export const AUDIT_CSV_HEADER_LINE = 'When (UTC),User,Action,Kind,Item,Changes\r\n';

/** One line of the audit CSV (formula-looking cells neutralised like the coverage export). */
export function auditCsvLine(entry: AuditEntry): string {
  return (
    [
      csvCell(entry.at),
      csvCell(entry.actorName),
      csvCell(ACTION_LABELS[entry.action]),
      csvCell(ENTITY_LABELS[entry.entity]),
      csvCell(entry.label),
      csvCell(entryLines(entry).join('; '), true),
    ].join(',') + '\r\n'
  );
}

/** The downloaded file's name: audit_log_{yyyy-MM-dd}.csv. */
export function auditFileName(today: string): string {
  return `audit_log_${today}.csv`;
}
