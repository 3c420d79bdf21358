import type { Transaction } from 'kysely';
import { coverageLabel } from '../../../shared/audit.js';
import { confirmRefusal } from '../../../shared/shift-confirmations.js';
import { shiftStartMs } from '../../../shared/shift-offers.js';
import type { AuditRecord } from '../../db/audited.js';
import type { DialectName } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { requestForOffers, type OfferedRequest } from '../shift-offers/offer-rules.js';
import { confirmationOf, markConfirmed } from './confirmations.repository.js';

/**
 * What confirming did: the guard's confirmation (the first one's instant: confirming twice keeps
 * it), or why it could not be: the shift is not theirs (or gone), or can no longer be confirmed.
 */
export type Confirming =
  | { kind: 'confirmed'; shift: OfferedRequest; confirmedAt: string; first: boolean }
  | { kind: 'not-yours' }
  | { kind: 'refused'; shift: OfferedRequest; reason: string };

/**
 * A guard confirms they will come to a shift of theirs (issue #39), in the caller's transaction:
 * the app's one tap, or the answer to the reminder's text. The shift is read again (locked on
 * PostgreSQL): it must be the guard's, timed and not started (confirmRefusal, the rule My Shifts
 * shows its button by). Confirming again changes nothing.
 */
export async function confirmShift(
  trx: Transaction<DB>,
  dialect: DialectName,
  guardId: string,
  requestId: string,
  now: Date,
): Promise<Confirming> {
  const shift = await requestForOffers(trx, dialect, requestId);
  if (!shift || shift.assignedGuardId !== guardId) return { kind: 'not-yours' };
  const kept = await confirmationOf(trx, requestId, guardId);
  if (kept?.confirmedAt) {
    return { kind: 'confirmed', shift, confirmedAt: kept.confirmedAt, first: false };
  }
  const reason = confirmRefusal(shiftStartMs(shift), now);
  if (reason !== null) return { kind: 'refused', shift, reason };
  const confirmedAt = now.toISOString();
  await markConfirmed(trx, requestId, guardId, confirmedAt);
  return { kind: 'confirmed', shift, confirmedAt, first: true };
}

/** The request's history entry: 'Confirmed by Soto, Kim' ('… by text'). */
export function confirmAudit(
  shift: OfferedRequest,
  guardName: string,
  via: 'app' | 'text',
): AuditRecord {
  return {
    action: 'confirm-shift',
    entity: 'coverage_request',
    entityId: shift.id,
    label: coverageLabel(shift),
    before: null,
    after: via === 'text' ? { guardName, via } : { guardName },
  };
}
