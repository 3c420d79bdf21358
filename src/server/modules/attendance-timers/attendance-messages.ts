import { formatClock } from '../../../shared/date-format.js';
import { guardFullName } from '../../../shared/guards.js';
import { describeShift } from '../../../shared/shift-offers.js';
import type { Reach } from '../../outbox/outbox.js';
import type { OutboxMessage } from '../../outbox/outbox-messages.js';
import { officeAlertMessages, type AlertTargets } from '../shift-offers/office-alerts.js';
import { GUARD_PAGE, type MessageShift } from '../shift-offers/shift-messages.js';

/** A late guard, as their messages need them. */
export interface LateGuard {
  firstName: string;
  lastName: string;
  accountId: string | null;
  /** Their mobile number when a text reaches it (text-reach.ts), else null. */
  textTo: string | null;
}

/**
 * What the late guard is told (issue #33's words); a relief, from when they were expected
 * (issue #39).
 */
export const lateGuardText = (locationName: string, lateMinutes: number, relief = false) =>
  relief
    ? `You were expected at ${locationName} ${String(lateMinutes)} minutes ago: check in, or tap I have to leave.`
    : `Your shift at ${locationName} started ${String(lateMinutes)} minutes ago: check in, or tap I can't make it.`;

/**
 * What the office is told of a late guard: 'Kim Soto is late', and the shift; a relief's says
 * when they were expected.
 */
export const lateOfficeMessage = (
  shift: MessageShift,
  guardName: string,
  lateMinutes: number,
  expectedAt: Date | null = null,
) => ({
  title: `${guardName} is late`,
  body:
    expectedAt === null
      ? `${describeShift(shift)}: no check-in ${String(lateMinutes)} minutes after the start`
      : `${describeShift(shift)}: relief expected at ${formatClock(expectedAt)}, no check-in ${String(lateMinutes)} minutes after`,
});

/**
 * A late guard's messages (issue #33): to the guard by push (to My Shifts) and by text with the
 * link; to the office as every alarm goes (office-alerts.ts). A relief's (issue #39) count from
 * when they were expected.
 */
export function lateMessages(
  reach: Reach,
  shift: MessageShift,
  guard: LateGuard,
  lateMinutes: number,
  office: AlertTargets,
  expectedAt: Date | null = null,
): OutboxMessage[] {
  const text = lateGuardText(shift.locationName, lateMinutes, expectedAt !== null);
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
  const alarm = lateOfficeMessage(shift, guardFullName(guard), lateMinutes, expectedAt);
  return [...messages, ...officeAlertMessages(reach, shift, { ...alarm, tag: 'late' }, office)];
}
