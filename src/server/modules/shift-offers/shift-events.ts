import { addDays, localIsoDate } from '../../../shared/calendar.js';
import type { ShiftEvent, ShiftEventKind } from '../../../shared/realtime.js';
import { describeShift } from '../../../shared/shift-offers.js';
import type { Outbox } from '../../outbox/outbox.js';
import type { RealtimeNotifier } from '../../realtime/notifier.js';

/** The shift an event is about, as a notification names it. */
export interface EventShift {
  id: string;
  locationName: string;
  date: string;
  startTime: string | null;
  endTime: string | null;
}

/** A guard an offer went to: their account, and their email for the e-mail. */
export interface OfferedGuard {
  accountId: string;
  email: string | null;
}

/** A request as the board cares about it: its shift, and whether it has a guard. */
export type BoardRequest = EventShift & { assignedGuardName: string | null };

/** Days around today whose open requests the board may show (its range is today and 7 more). */
const BOARD_DAYS_BEFORE = 1;
const BOARD_DAYS_AFTER = 8;

/** True for an open request of the days a board may show (the server's and browsers' dates differ a little). */
function onTheBoard(request: BoardRequest): boolean {
  if (request.assignedGuardName !== null) return false;
  const today = localIsoDate(new Date());
  return (
    request.date >= addDays(today, -BOARD_DAYS_BEFORE) &&
    request.date <= addDays(today, BOARD_DAYS_AFTER)
  );
}

/**
 * Tells people about open shifts and offers once the write that caused it committed (issue #21):
 * live over Socket.IO to the office and the guards concerned. What goes to phones and mailboxes
 * (push, e-mail) the write itself put in the outbox (shift-messages.ts); here the outbox is
 * woken to send it at once. Nothing here fails the request that caused it.
 */
export function shiftEvents({ notifier, outbox }: { notifier: RealtimeNotifier; outbox: Outbox }) {
  const event = (shift: EventShift, kind: ShiftEventKind, guardName: string | null) =>
    ({ requestId: shift.id, kind, guardName, shift: describeShift(shift) }) satisfies ShiftEvent;

  return {
    /** New open requests came from a CSV: the board refetches when some are for the coming days. */
    openShiftsImported(dates: readonly string[]) {
      const today = localIsoDate(new Date());
      const from = addDays(today, -BOARD_DAYS_BEFORE);
      const to = addDays(today, BOARD_DAYS_AFTER);
      if (!dates.some((date) => date >= from && date <= to)) return;
      notifier.shiftsChanged([], {
        requestId: '',
        kind: 'changed',
        guardName: null,
        shift: 'Imported requests',
      });
    },

    /** A guard called out of their shift: the office sees it at once (and by push). */
    calledOut(shift: EventShift, guardName: string) {
      notifier.shiftsChanged([], event(shift, 'called-out', guardName));
      outbox.wake();
    },

    /**
     * Offers were sent: each guard with an account hears of it in the app, and the outbox sends
     * the offers' messages (push, e-mail, and any others written with them).
     */
    offered(shift: EventShift, guards: readonly OfferedGuard[]) {
      // The office hears of it too when every guard offered it was texted (issue #30).
      notifier.shiftsChanged(
        guards.map((guard) => guard.accountId),
        event(shift, 'offered', null),
      );
      outbox.wake();
    },

    /** The office withdrew an offer: that guard's list says so. */
    withdrawn(shift: EventShift, guardAccountId: string | null) {
      notifier.shiftsChanged(
        guardAccountId ? [guardAccountId] : [],
        event(shift, 'withdrawn', null),
      );
    },

    /**
     * Attendance at the post (issues #33, #39): a check-in or check-out, one off site, a guard who
     * left early. The office's boards refetch (and toast the alarms), the guard's other devices
     * too; an alarm's push and text were written with the change, and go now.
     */
    attendance(
      shift: EventShift,
      kind: Extract<
        ShiftEventKind,
        'checked-in' | 'checked-out' | 'checked-in-after-no-show' | 'off-site' | 'left-early'
      >,
      guardName: string,
      guardAccountId: string | null,
    ) {
      notifier.shiftsChanged(guardAccountId ? [guardAccountId] : [], event(shift, kind, guardName));
      if (kind === 'off-site' || kind === 'left-early') outbox.wake();
    },

    /** A guard took the shift: the office (and by push), and the guards whose offers it ended. */
    accepted(shift: EventShift, guardName: string, otherGuardAccounts: readonly string[]) {
      notifier.shiftsChanged(otherGuardAccounts, event(shift, 'accepted', guardName));
      outbox.wake();
    },

    /**
     * A guard confirmed a shift (issue #39): the office's Now strip drops its 'Not confirmed', and
     * the guard's other devices show it confirmed.
     */
    confirmed(shift: EventShift, guardName: string, guardAccountId: string | null) {
      notifier.shiftsChanged(
        guardAccountId ? [guardAccountId] : [],
        event(shift, 'confirmed', guardName),
      );
    },

    /** A guard declined: the office's board updates its count. */
    declined(shift: EventShift, guardName: string) {
      notifier.shiftsChanged([], event(shift, 'declined', guardName));
    },

    /**
     * A request was added, edited or deleted on the dashboard: the office's board refetches when
     * it is, or was, an open shift of the coming days; guards whose offers it ended are told.
     */
    requestChanged(
      before: BoardRequest | null,
      after: BoardRequest | null,
      endedOfferAccounts: readonly string[] = [],
    ) {
      const shift = after ?? before;
      if (!shift) return;
      const onBoard = [before, after].some((request) => request && onTheBoard(request));
      if (!onBoard && endedOfferAccounts.length === 0) return;
      notifier.shiftsChanged(endedOfferAccounts, event(shift, 'changed', null));
    },

    /**
     * Many requests changed at once (a repeating series made, edited or deleted): one event, when
     * any of them is, or was, an open shift of the coming days or ended someone's offer.
     */
    requestsChanged(
      changes: readonly {
        before: BoardRequest | null;
        after: BoardRequest | null;
        offerAccounts: readonly string[];
      }[],
    ) {
      const accounts = [...new Set(changes.flatMap((change) => change.offerAccounts))];
      const concerned = changes.find(
        ({ before, after, offerAccounts }) =>
          [before, after].some((request) => request !== null && onTheBoard(request)) ||
          offerAccounts.length > 0,
      );
      const request = concerned?.after ?? concerned?.before;
      if (!request) return;
      notifier.shiftsChanged(accounts, event(request, 'changed', null));
    },
  };
}

export type ShiftEvents = ReturnType<typeof shiftEvents>;
