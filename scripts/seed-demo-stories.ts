import { randomBytes, randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import { actorName } from '../src/server/db/audited.js';
import type { DB } from '../src/server/db/schema.js';
import { TIMERS_ACTOR } from '../src/server/modules/attendance-timers/fire-timer.js';
import { coverageLabel, type AuditAction } from '../src/shared/audit.js';
import { callOutText } from '../src/shared/call-outs.js';
import { CALL_OUTCOME_LABELS } from '../src/shared/shift-contacts.js';
import { guardDisplayName, guardFullName, type GuardValues } from '../src/shared/guards.js';
import type { ShiftStory } from './seed-demo-shifts.js';

/** Who did what in the stories: the rows' ids and the accounts that acted. */
export interface StoryCast {
  guards: readonly (GuardValues & { id: string })[];
  /** The account of each guard with one, by index into `guards`. */
  guardAccounts: ReadonlyMap<number, string>;
  /** The dispatcher who sends the offers. */
  dispatch: { id: string; name: string };
}

/** Who the trail names for what the attendance timers do. */
const TIMERS = { id: TIMERS_ACTOR.id, name: actorName(TIMERS_ACTOR) };

/** A request's columns that its story sets, as the server's call-out and accept routes do. */
export interface StoryFields {
  createdAt: string;
  updatedAt: string;
  openedAt: string;
  filledAt: string | null;
  calledOutGuardId: string | null;
  calledOutGuardName: string | null;
  callOutReason: string | null;
  calledOutAt: string | null;
  callOutNote: string | null;
  calledOutByName: string | null;
  version: number;
  updatedByName: string | null;
}

let sequence = 0;
/** An id as the trail's own (audit-log.repository.ts): sorting as the instant, then as written. */
export function auditId(at: string): string {
  sequence += 1;
  return (
    Date.parse(at).toString(36).padStart(9, '0') +
    (sequence % 36 ** 4).toString(36).padStart(4, '0') +
    randomBytes(6).toString('hex')
  );
}

/** The rows of the stories: each request's new fields, the offers and the trail's entries. */
export function storyRows(
  stories: readonly ShiftStory[],
  requests: readonly { id: string; date: string; locationName: string }[],
  cast: StoryCast,
) {
  const guardOf = (index: number) => {
    const guard = cast.guards[index];
    if (!guard) throw new RangeError(`No planned guard ${String(index)}`);
    return guard;
  };
  const accountOf = (index: number) => {
    const account = cast.guardAccounts.get(index);
    if (!account) throw new Error(`Guard ${String(index)} has no account to answer with`);
    return { id: account, name: guardFullName(guardOf(index)) };
  };
  const fields = new Map<number, StoryFields>();
  const offers: Insertable<DB['shiftOffers']>[] = [];
  const contacts: Insertable<DB['shiftContacts']>[] = [];
  const audit: Insertable<DB['auditLog']>[] = [];

  for (const story of stories) {
    const request = requests[story.request];
    if (!request) throw new RangeError(`No planned request ${String(story.request)}`);
    const entry = (
      at: string,
      actor: { id: string | null; name: string },
      action: AuditAction,
      after: Record<string, string>,
    ) =>
      audit.push({
        id: auditId(at),
        at,
        actorId: actor.id,
        actorName: actor.name,
        action,
        entity: 'coverage_request',
        entityId: request.id,
        label: coverageLabel(request),
        before: null,
        after: JSON.stringify(after),
      });

    const { calledOut } = story;
    if (calledOut) {
      // In the app the guard acts; phoned in, the dispatcher records it (issue #30); a no-show,
      // the timers (issue #33).
      const name = guardFullName(guardOf(calledOut.guard));
      let actor: { id: string | null; name: string } = TIMERS;
      if (calledOut.byOffice) actor = cast.dispatch;
      else if (!calledOut.byTimers) actor = accountOf(calledOut.guard);
      entry(calledOut.at, actor, calledOut.byOffice ? 'record-call-out' : 'call-out', {
        guardName: name,
        callOutReason: callOutText(calledOut.reason, calledOut.note),
      });
    }
    if (story.offeredAt !== null && story.offers.length > 0) {
      const names = story.offers.map((offer) => guardFullName(guardOf(offer.guard)));
      const count = `${String(names.length)} guard${names.length === 1 ? '' : 's'}`;
      entry(story.offeredAt, cast.dispatch, 'offer', {
        offeredTo: `${count} (${names.join(', ')})`,
      });
    }
    let winner: { id: string; name: string } | null = null;
    for (const offer of story.offers) {
      offers.push({
        id: randomUUID(),
        requestId: request.id,
        guardId: guardOf(offer.guard).id,
        status: offer.status,
        offeredBy: cast.dispatch.id,
        offeredByName: cast.dispatch.name,
        offeredAt: story.offeredAt ?? story.openedAt,
        answeredAt: offer.answeredAt,
      });
      if (offer.answeredAt === null) continue;
      const guard = accountOf(offer.guard);
      if (offer.status === 'declined') {
        entry(offer.answeredAt, guard, 'decline-offer', { guardName: guard.name });
      } else if (offer.status === 'accepted') {
        entry(offer.answeredAt, guard, 'accept-offer', { guardName: guard.name });
        winner = guard;
      }
    }

    for (const call of story.calls) {
      const guard = guardOf(call.guard);
      contacts.push({
        id: randomUUID(),
        requestId: request.id,
        guardId: guard.id,
        guardName: guardDisplayName(guard),
        channel: 'call',
        outcome: call.outcome,
        contactedBy: cast.dispatch.id,
        contactedByName: cast.dispatch.name,
        contactedAt: call.at,
      });
      const guardName = guardFullName(guard);
      if (call.outcome === 'accepted') {
        entry(call.at, cast.dispatch, 'accept-call', { guardName });
        winner = cast.dispatch;
      } else {
        entry(call.at, cast.dispatch, 'call', {
          guardName,
          outcome: CALL_OUTCOME_LABELS[call.outcome],
        });
      }
    }

    const caller = calledOut ? guardOf(calledOut.guard) : null;
    const changes = (calledOut ? 1 : 0) + (story.filledAt ? 1 : 0);
    fields.set(story.request, {
      createdAt: story.createdAt,
      updatedAt: story.filledAt ?? calledOut?.at ?? story.createdAt,
      openedAt: story.openedAt,
      filledAt: story.filledAt,
      calledOutGuardId: caller?.id ?? null,
      calledOutGuardName: caller ? guardDisplayName(caller) : null,
      callOutReason: calledOut?.reason ?? null,
      calledOutAt: calledOut?.at ?? null,
      callOutNote: calledOut?.note ?? null,
      calledOutByName: calledOut?.byOffice ? cast.dispatch.name : null,
      version: 1 + changes,
      updatedByName:
        winner?.name ??
        (calledOut?.byOffice ? cast.dispatch.name : caller ? guardFullName(caller) : null),
    });
  }
  return { fields, offers, contacts, audit };
}
