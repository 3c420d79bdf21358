import type { FastifyBaseLogger } from 'fastify';
import { addDays, localIsoDate } from '../../../shared/calendar.js';
import { MESSENGER_STAFF } from '../../../shared/permissions.js';
import type { ShiftEvent, ShiftEventKind } from '../../../shared/realtime.js';
import { describeShift } from '../../../shared/shift-offers.js';
import type { Database } from '../../db/database.js';
import type { Notifications } from '../../notifications/notifications.js';
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

const OFFICE_PAGE = '/open-shifts';

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
const GUARD_PAGE = '/my-shifts';

/**
 * Tells people about open shifts and offers once the write that caused it committed (issue #21):
 * live over Socket.IO to the office and the guards concerned, by Web Push to their devices when
 * the app is closed, and by e-mail for a new offer when SMTP is set. Nothing here fails the
 * request that caused it.
 */
export function shiftEvents({
  database,
  notifier,
  notifications,
  log,
  publicUrl,
}: {
  database: Database;
  notifier: RealtimeNotifier;
  notifications: Notifications;
  log: FastifyBaseLogger;
  publicUrl: string;
}) {
  const event = (shift: EventShift, kind: ShiftEventKind, guardName: string | null) =>
    ({ requestId: shift.id, kind, guardName, shift: describeShift(shift) }) satisfies ShiftEvent;

  /** Every office account (admin, supervisor, dispatch), for pushes to their devices. */
  const officeAccounts = async () =>
    (
      await database.db
        .selectFrom('user')
        .select('id')
        .where('role', 'in', MESSENGER_STAFF)
        .execute()
    ).map((row) => row.id);

  const later = (what: string, work: () => Promise<unknown>) => {
    work().catch((error: unknown) => log.warn({ err: error, what }, 'shift notification failed'));
  };

  const pushOffice = (title: string, body: string, shift: EventShift) =>
    later('push to the office', async () =>
      notifications.push(await officeAccounts(), {
        title,
        body,
        url: OFFICE_PAGE,
        tag: `open-${shift.id}`,
      }),
    );

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

    /** A guard called out of their shift: the office sees it at once. */
    calledOut(shift: EventShift, guardName: string, reason: string) {
      const changed = event(shift, 'called-out', guardName);
      notifier.shiftsChanged([], changed);
      pushOffice(`${guardName} can't make it`, `${changed.shift}. ${reason}`, shift);
    },

    /** New offers: each guard hears of it in the app, on their phone, and by e-mail. */
    offered(shift: EventShift, guards: readonly OfferedGuard[]) {
      const changed = event(shift, 'offered', null);
      notifier.shiftsChanged(
        guards.map((guard) => guard.accountId),
        changed,
      );
      const message = { title: 'Shift offered to you', body: changed.shift, url: GUARD_PAGE };
      later('push an offer', () =>
        notifications.push(
          guards.map((guard) => guard.accountId),
          { ...message, tag: `offer-${shift.id}` },
        ),
      );
      for (const guard of guards) {
        if (!guard.email || !notifications.mailConfigured) continue;
        const to = guard.email;
        later('e-mail an offer', () =>
          notifications.mail({
            to,
            subject: `Shift offered: ${changed.shift}`,
            text:
              `You have been offered a shift: ${changed.shift}.\n\n` +
              `The first guard to accept gets it. Open CoverDesk to accept or decline:\n` +
              `${publicUrl}${GUARD_PAGE}\n`,
          }),
        );
      }
    },

    /** The office withdrew an offer: that guard's list says so. */
    withdrawn(shift: EventShift, guardAccountId: string | null) {
      notifier.shiftsChanged(
        guardAccountId ? [guardAccountId] : [],
        event(shift, 'withdrawn', null),
      );
    },

    /** A guard took the shift: the office, and the guards whose offers it ended. */
    accepted(shift: EventShift, guardName: string, otherGuardAccounts: readonly string[]) {
      const changed = event(shift, 'accepted', guardName);
      notifier.shiftsChanged(otherGuardAccounts, changed);
      pushOffice(`${guardName} took a shift`, changed.shift, shift);
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
