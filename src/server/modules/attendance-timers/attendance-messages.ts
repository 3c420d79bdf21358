import { guardFullName } from '../../../shared/guards.js';
import { describeShift } from '../../../shared/shift-offers.js';
import type { Reach } from '../../outbox/outbox.js';
import type { OutboxMessage } from '../../outbox/outbox-messages.js';
import { GUARD_PAGE, OFFICE_PAGE, type MessageShift } from '../shift-offers/shift-messages.js';

/** A late guard, as their messages need them. */
export interface LateGuard {
  firstName: string;
  lastName: string;
  accountId: string | null;
  /** Their mobile number when a text reaches it (text-reach.ts), else null. */
  textTo: string | null;
}

/** What the late guard is told (issue #33's words). */
export const lateGuardText = (locationName: string, lateMinutes: number) =>
  `Your shift at ${locationName} started ${String(lateMinutes)} minutes ago: check in, or tap I can't make it.`;

/** What the office is told of a late guard: 'Kim Soto is late', and the shift. */
export const lateOfficeMessage = (shift: MessageShift, guardName: string, lateMinutes: number) => ({
  title: `${guardName} is late`,
  body: `${describeShift(shift)}: no check-in ${String(lateMinutes)} minutes after the start`,
});

/**
 * A late guard's messages (issue #33): to the guard by push (to My Shifts) and by text with the
 * link; to the office by push to each account told (attendanceAlertAccounts) and by text to the
 * office's phone (OFFICE_PHONE) when texts are on.
 */
export function lateMessages(
  reach: Reach,
  shift: MessageShift,
  guard: LateGuard,
  lateMinutes: number,
  office: { accountIds: readonly string[]; phone: string | null },
): OutboxMessage[] {
  const text = lateGuardText(shift.locationName, lateMinutes);
  const tag = `late-${shift.id}`;
  const messages: OutboxMessage[] = [];
  if (guard.accountId) {
    messages.push({
      channel: 'push',
      userIds: [guard.accountId],
      message: { title: 'Check in', body: text, url: GUARD_PAGE, tag },
    });
  }
  if (guard.textTo && reach.sms) {
    messages.push({
      channel: 'sms',
      to: guard.textTo,
      body: `${text} ${reach.publicUrl}${GUARD_PAGE}`,
    });
  }
  const { title, body } = lateOfficeMessage(shift, guardFullName(guard), lateMinutes);
  for (const accountId of office.accountIds) {
    messages.push({
      channel: 'push',
      userIds: [accountId],
      message: { title, body, url: OFFICE_PAGE, tag },
    });
  }
  if (office.phone && reach.sms) {
    messages.push({
      channel: 'sms',
      to: office.phone,
      body: `${title}: ${body}. ${reach.publicUrl}${OFFICE_PAGE}`,
    });
  }
  return messages;
}
