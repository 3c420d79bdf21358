import { randomUUID } from 'node:crypto';
import { nowIso } from '../db/timestamps.js';
import type { RulesSupport } from './assignment-rules.js';
import { createCoverageRequest, createGuard, createLocation } from './builders.js';
import type { Cell, CellShift, RuleScenario } from './rule-scenarios.js';
import { nextPhone, type SmsSupport } from './sms.js';
import type { TestApp, TestUser } from './test-app.js';

/**
 * For the rule-table test (issue #39): one cell's set-up, as every path's driver (rule-paths.ts)
 * makes it: a post, a guard, the scenario's breach of one rule, the shift, an offer.
 */

/** What the drivers share: one app (texts on, timers run by hand), an office, the no-show guard. */
export interface TableEnv {
  t: TestApp;
  sms: SmsSupport;
  rules: RulesSupport;
  /** A supervisor: offers, calls, the request form. */
  office: TestUser;
  /** The future shifts' date: the first day of its week (rule-scenarios.ts). */
  date: string;
  /** The guard who does not come to the no-show cells' shifts. */
  noShow: { id: string; firstName: string; lastName: string };
}

/** What a cell's driver finds set up: its guard (and their session), shift, and request. */
export interface Prepared {
  cell: Cell;
  cookie: string | null;
  phone: string;
  requestId: string | null;
}

let cells = 0;

/**
 * A cell: a post requiring a licence of its own, a guard who holds it (so that no other guard of
 * the app may take the shift: the no-show's offers go to nobody else), with a mobile number and
 * an account when asked, then the scenario applied, then the shift stored (`open`, or assigned to
 * the guard who will not come for `no-show`) or not yet (`new`).
 */
export async function prepare(
  env: TableEnv,
  scenario: RuleScenario,
  shift: Omit<CellShift, 'locationId'>,
  how: { account: boolean; store: 'open' | 'no-show' | 'new' },
): Promise<Prepared> {
  const db = () => env.t.app.database.db;
  const n = String((cells += 1)).padStart(4, '0');
  const post = await createLocation(db(), { name: `Cell post ${n}` });
  const qualificationId = await env.rules.qualification(`Cell ${n}`);
  await env.rules.require(post.id, qualificationId);
  const names = { firstName: 'Cell', lastName: `Guard${n}` };
  const phone = nextPhone();
  let cookie: string | null = null;
  let guardId: string;
  if (how.account) {
    const account = await env.t.signInAs('guard', names);
    cookie = account.cookie;
    const row = await db()
      .updateTable('guards')
      .set({ contactNumber: phone })
      .where('accountId', '=', account.id)
      .returning('id')
      .executeTakeFirstOrThrow();
    guardId = row.id;
  } else {
    guardId = (await createGuard(db(), { ...names, contactNumber: phone })).id;
  }
  await env.rules.hold(guardId, qualificationId);
  const guard = { id: guardId, ...names };
  const cell: Cell = {
    db,
    rules: env.rules,
    shift: { ...shift, locationId: post.id },
    guard,
    qualificationId,
  };
  await scenario.apply(cell);
  if (how.store === 'new') return { cell, cookie, phone, requestId: null };
  const absent = how.store === 'no-show' && scenario.calledOut ? guard : env.noShow;
  const request = await createCoverageRequest(db(), {
    ...cell.shift,
    ...(how.store === 'no-show' ? { guard: absent } : {}),
  });
  if (how.store === 'open' && scenario.calledOut) {
    await db()
      .updateTable('coverageRequests')
      .set({ calledOutGuardId: guardId, calledOutGuardName: 'Guard, Cell', callOutReason: 'sick' })
      .where('id', '=', request.id)
      .execute();
  }
  return { cell, cookie, phone, requestId: request.id };
}

export const DAY_SHIFT = { startTime: '08:00', endTime: '16:00' };

/** An open shift on the table's date, for the paths that fill one. */
export const openCell = (env: TableEnv, scenario: RuleScenario, account = false) =>
  prepare(env, scenario, { date: env.date, ...DAY_SHIFT }, { account, store: 'open' });

/** A pending offer of the cell's shift to its guard, made straight in the database. */
export async function pendingOffer(
  env: TableEnv,
  prepared: Prepared,
): Promise<{ id: string; code: string }> {
  const offer = { id: randomUUID(), code: String(1000 + (cells % 9000)) };
  await env.t.app.database.db
    .insertInto('shiftOffers')
    .values({
      ...offer,
      requestId: prepared.requestId ?? '',
      guardId: prepared.cell.guard.id,
      status: 'pending',
      offeredBy: env.office.id,
      offeredByName: 'Rule Table',
      offeredAt: nowIso(),
      answeredAt: null,
    })
    .execute();
  return offer;
}

/** The request form's fields for the cell's shift, given to its guard. */
export const formFields = ({ cell }: Prepared) => ({
  date: cell.shift.date,
  startTime: cell.shift.startTime,
  endTime: cell.shift.endTime,
  locationId: cell.shift.locationId,
  assignedGuardId: cell.guard.id,
  notes: null,
});
