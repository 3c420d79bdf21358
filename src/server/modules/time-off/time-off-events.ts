import type { TimeOffEventKind } from '../../../shared/realtime.js';
import type { Outbox } from '../../outbox/outbox.js';
import type { RealtimeNotifier } from '../../realtime/notifier.js';

/**
 * Tells people about time off once the write committed (issue #32): live over Socket.IO to the
 * office (its list refetches) and to the guard it is about; the push of an answer was written to
 * the outbox with it, which is woken here to send it at once. Nothing here fails the request.
 */
export function timeOffEvents({
  notifier,
  outbox,
}: {
  notifier: RealtimeNotifier;
  outbox: Outbox;
}) {
  const tell = (
    guardAccountId: string | null,
    kind: TimeOffEventKind,
    timeOffId: string | null,
    text: string | null = null,
  ) => notifier.timeOffChanged(guardAccountId, { timeOffId, kind, text });

  return {
    /** A guard asked for time off, or took a request back: the office's list refetches. */
    asked: (timeOffId: string) => tell(null, 'requested', timeOffId),
    cancelled: (timeOffId: string) => tell(null, 'cancelled', timeOffId),

    /** The office answered: the guard is told in the app, and on their phone by push. */
    answered(
      request: { id: string; guardAccountId: string | null },
      status: 'approved' | 'declined',
      text: string,
    ) {
      tell(request.guardAccountId, status, request.id, text);
      outbox.wake();
    },

    /** The office recorded time off or changed a guard's weekly hours: both sides refetch. */
    changed: (guardAccountId: string | null, timeOffId: string | null = null) =>
      tell(guardAccountId, 'changed', timeOffId),

    /**
     * The office recorded time off that opened the guard's booked shifts (issue #39): the guard
     * is told as of an approval, and the outbox sends the push and text written with it.
     */
    recordedOverShifts(guardAccountId: string | null, timeOffId: string, text: string) {
      tell(guardAccountId, 'approved', timeOffId, text);
      outbox.wake();
    },
  };
}

export type TimeOffEvents = ReturnType<typeof timeOffEvents>;
