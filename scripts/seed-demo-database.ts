import { randomUUID } from 'node:crypto';
import type { Auth } from '../src/server/auth/auth.js';
import type { Database } from '../src/server/db/database.js';
import { insertInBatches } from '../src/server/db/batches.js';
import { nowIso } from '../src/server/db/timestamps.js';
import { guardDisplayName } from '../src/shared/guards.js';
import type { Role } from '../src/shared/permissions.js';
import { createAccounts, DEMO_ACCOUNTS, refuseUnlessEmpty } from './seed-demo-accounts.js';
import { checkPendingOffers, createGuardAccounts } from './seed-demo-guard-accounts.js';
import { checkTonight } from './seed-demo-checks.js';
import { historyRows, planHistory } from './seed-demo-history.js';
import {
  insertLiveRows,
  liveRequestColumns,
  liveSummary,
  type LiveSummary,
} from './seed-demo-live-insert.js';
import { cutRows } from './seed-demo-live-rows.js';
import { planLiveDemo } from './seed-demo-live.js';
import { planDemo, type DemoPlan } from './seed-demo-plan.js';
import { addDays, localIsoDate } from '../src/shared/calendar.js';
import { instant } from './seed-demo-shifts.js';
import { storyRows } from './seed-demo-stories.js';

export interface DemoSeedResult {
  locations: number;
  guards: number;
  requests: number;
  openRequests: number;
  customerRequests: number;
  /** The guards' own accounts (same password), guard1 first. */
  guardAccounts: { firstName: string; lastName: string; email: string }[];
  /** Offers waiting for a guard's answer, and call-outs of the weeks before today and the next days. */
  pendingOffers: number;
  callOuts: number;
  /** First and last date of the plan's requests, yyyy-MM-dd (the reports' history goes back 12 weeks). */
  from: string;
  to: string;
  /** What the demo holds at the instant it was seeded (issue #39): tonight, attendance, rules. */
  live: LiveSummary;
}

/** A request's columns when the office made it open and filled it later: two versions. */
function madeOpen(fill: DemoPlan['requests'][number]['fill']) {
  if (!fill) return {};
  const { openedAt, filledAt } = fill;
  return { createdAt: openedAt, updatedAt: filledAt, openedAt, filledAt, version: 2 };
}

/**
 * When a request open in the plan was made, as the office makes them: one to four days before its
 * date (or before today, for one dated later), in office hours; spread by its index, so that the
 * board's 'Open 2 d 3 h' differ without drawing from the plan's random numbers.
 */
function openSince(date: string, index: number, today: string): string {
  const before = date < today ? date : today;
  return instant(addDays(before, -(1 + (index % 4))), 9 * 60 + ((index * 53) % 480));
}

function idOf(ids: ReadonlyMap<Role, string>, role: Role): string {
  const id = ids.get(role);
  if (!id) throw new Error(`The demo ${role} account was not created`);
  return id;
}

/**
 * Fills an empty database with a believable operation: one account per office role and five
 * guard accounts (sharing `password`), 25 posts, 120 guards and a few hundred coverage requests
 * over the previous, current and next month around `now` (by default the present instant; `today`
 * is the older name of it), with the guard accounts' shifts, call-outs and offers
 * (seed-demo-shifts.ts), and what issue #39 shows at that instant (seed-demo-live.ts): the last
 * weeks' check-ins, qualifications, time off, the office's details and tonight's no-show. Refuses
 * (DemoSeedRefusedError) when the database already holds domain data or the demo accounts; the
 * domain rows go in one transaction.
 */
export async function seedDemoData(
  database: Database,
  auth: Auth,
  options: { password: string; today?: Date; now?: Date },
): Promise<DemoSeedResult> {
  await refuseUnlessEmpty(database);
  const seededAt = options.now ?? options.today ?? new Date();
  const plan = planLiveDemo(planDemo(seededAt), seededAt);
  const ids = await createAccounts(auth, options.password);
  const userIds = [...ids.values()];
  const now = nowIso();
  const stamp = { createdAt: now, updatedAt: now };

  try {
    const guardAccounts = await createGuardAccounts(auth, plan, options.password, userIds);
    const locations = plan.locations.map((location, index) => ({
      id: randomUUID(),
      ...location,
      userId: idOf(ids, index % 4 === 0 ? 'admin' : 'supervisor'),
      ...stamp,
    }));
    // A guard with an account was invited at their email, which the account carries.
    const guards = plan.guards.map((guard, index) => {
      const account = guardAccounts.byGuard.get(index);
      return {
        id: randomUUID(),
        ...guard,
        email: account?.email ?? guard.email,
        userId: idOf(ids, 'supervisor'),
        accountId: account?.id ?? null,
        ...stamp,
      };
    });
    const requestIds = plan.requests.map(() => randomUUID());
    const requests = plan.requests.map(
      ({ author, location, guard, continues, ...request }, index) => {
        const post = locations[location];
        if (!post) throw new RangeError(`No planned location ${String(location)}`);
        const assigned = guard === null ? undefined : guards[guard];
        return {
          id: requestIds[index] ?? randomUUID(),
          userId: idOf(ids, author),
          ...request,
          locationId: post.id,
          assignedGuardId: assigned?.id ?? null,
          assignedGuardName: assigned ? guardDisplayName(assigned) : null,
          continuesRequestId: continues === undefined ? null : (requestIds[continues] ?? null),
        };
      },
    );
    const dispatch = DEMO_ACCOUNTS.find((account) => account.role === 'dispatch');
    const dispatchName = `${dispatch?.firstName ?? ''} ${dispatch?.lastName ?? ''}`.trim();
    const labelled = requests.map((request, index) => ({
      ...request,
      locationName: locations[plan.requests[index]?.location ?? -1]?.name ?? '',
    }));
    const stories = storyRows(plan.liveStories, labelled, {
      guards,
      guardAccounts: new Map([...guardAccounts.byGuard].map(([guard, { id }]) => [guard, id])),
      dispatch: { id: idOf(ids, 'dispatch'), name: dispatchName },
    });
    const supervisor = DEMO_ACCOUNTS.find((account) => account.role === 'supervisor');
    const live = {
      requestIds,
      guardIds: guards.map((guard) => guard.id),
      locations: locations.map((location) => ({
        id: location.id,
        latitude: location.latitude,
        longitude: location.longitude,
        radiusMeters: location.radiusMeters,
      })),
      locationNames: locations.map((location) => location.name),
      accounts: new Map([...guardAccounts.byGuard].map(([guard, { id }]) => [guard, id])),
      office: {
        id: idOf(ids, 'supervisor'),
        name: `${supervisor?.firstName ?? ''} ${supervisor?.lastName ?? ''}`.trim(),
      },
    };
    const cuts = cutRows(plan, live, plan.guards);
    const madeOpenSince = (date: string, index: number) => {
      const since = openSince(date, index, localIsoDate(seededAt));
      return { createdAt: since, updatedAt: since, openedAt: since };
    };
    // Every row with the same columns (one insert per batch): as the server records a request
    // made without a guard, it is open from when it was made; one made open before the demo and
    // filled since (issue #31) as the server records its edit.
    const requestRows = requests.map(({ fill, ...request }, index) => ({
      ...request,
      version: 1,
      updatedByName: null,
      calledOutGuardId: null,
      calledOutGuardName: null,
      callOutReason: null,
      calledOutAt: null,
      callOutNote: null,
      calledOutByName: null,
      filledAt: null,
      ...stamp,
      openedAt: null,
      ...(request.assignedGuardId === null ? madeOpenSince(request.date, index) : {}),
      ...madeOpen(fill),
      ...stories.fields.get(index),
    }));
    const revisedRows = requestRows.map((row, index) => ({
      ...row,
      ...liveRequestColumns(plan, cuts.saved, index, row),
    }));

    // The weeks before the plan that the reports show by default (issue #22).
    const history = historyRows(planHistory(localIsoDate(seededAt), plan), {
      locations,
      guards,
      userId: idOf(ids, 'supervisor'),
      officeName: dispatchName,
    });

    const checked = await database.db.transaction().execute(async (trx) => {
      await insertInBatches(trx, 'locations', locations);
      await insertInBatches(trx, 'guards', guards);
      await insertInBatches(trx, 'coverageRequests', revisedRows);
      await insertInBatches(trx, 'coverageRequests', history);
      await insertInBatches(trx, 'shiftOffers', stories.offers);
      await insertInBatches(trx, 'shiftContacts', stories.contacts);
      await insertInBatches(trx, 'auditLog', stories.audit);
      const attendance = await insertLiveRows(
        trx,
        plan,
        { ...live, guards: plan.guards, now: seededAt },
        cuts.audit,
      );
      const asStored = labelled.map((request, index) => ({
        ...request,
        calledOutGuardId: stories.fields.get(index)?.calledOutGuardId ?? null,
      }));
      await checkPendingOffers(trx, asStored, guards, stories.offers);
      const account = guards[plan.tonight.account]?.id ?? '';
      const found = await checkTonight(trx, requestIds[plan.tonight.noShow] ?? '', account);
      return { found, attendance };
    });

    return {
      locations: locations.length,
      guards: guards.length,
      requests: requests.length + history.length,
      openRequests:
        requests.filter((request) => request.assignedGuardId === null).length +
        history.filter((request) => request.assignedGuardId === null).length,
      customerRequests: plan.requests.filter((request) => request.author === 'customer').length,
      guardAccounts: guardAccounts.list,
      pendingOffers: stories.offers.filter((offer) => offer.status === 'pending').length,
      callOuts:
        plan.liveStories.filter((story) => story.calledOut !== null).length +
        history.filter((request) => request.calledOutAt !== null).length,
      from: plan.from,
      to: plan.to,
      live: liveSummary(plan, {
        guards,
        tonight: checked.found,
        attendance: checked.attendance,
        accounts: guardAccounts.byGuard,
      }),
    };
  } catch (error) {
    // Leave the database as it was, so that a second run is not refused for the accounts.
    await database.db.deleteFrom('account').where('userId', 'in', userIds).execute();
    await database.db.deleteFrom('user').where('id', 'in', userIds).execute();
    throw error;
  }
}
