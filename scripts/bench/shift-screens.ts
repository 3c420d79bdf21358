import { seedRules } from './rules-seed.js';
import { z } from 'zod';
import { addDays, localIsoDate } from '../../src/shared/calendar.js';
import { InviteSchema } from '../../src/shared/invites.js';
import { CandidatesSchema, OpenShiftsSchema } from '../../src/shared/shift-offers.js';
import { callApi, cookieHeader, HttpStatusError, type Cookie } from './api-client.js';
import { loadResult } from './coverage-scenarios.js';
import type { BenchContext } from './context.js';
import {
  BROWSER_ACCEPT,
  loadSeconds,
  runWarmedLoad,
  warmUpSeconds,
  type WarmedLoadStats,
} from './http-load.js';
import { runWarmedNodeLoad } from './node-http-load.js';
import { seededOperation } from './operation-seed.js';
import type { ScenarioResult } from './results.js';

/**
 * The screens of issue #21 on the large operation (a million requests, 2,000 guards): the
 * office's open-shifts board, Find cover's ranking, and a guard's own page. Each is read by 20
 * clients at once, as the other read scenarios are.
 */

const BOARD_P99_MS = 50;
const CANDIDATES_P99_MS = 50;
const MY_SHIFTS_P99_MS = 25;

/** The middle of some counts (the upper one of an even number). */
const middle = (counts: readonly number[]) =>
  [...counts].sort((a, b) => a - b)[Math.floor(counts.length / 2)] ?? 0;

const budget = (stats: WarmedLoadStats, p99: number) => ({
  text: `p99 ≤ ${String(p99)} ms, 0 errors`,
  met: stats.p99Ms <= p99 && stats.errors === 0,
});

const boardPath = () => {
  const today = localIsoDate(new Date());
  return `/api/coverage/open?from=${today}&to=${addDays(today, 7)}`;
};

/** The board as the office reads it now, to count it and to pick shifts from. */
async function readBoard(context: BenchContext, cookie: Cookie) {
  return callApi(
    context.server.url,
    cookie,
    { method: 'GET', path: boardPath() },
    OpenShiftsSchema,
  );
}

/** /open-shifts: GET /api/coverage/open for today and the next 7 days. */
export async function openShiftsBoard(context: BenchContext): Promise<ScenarioResult> {
  const operation = await seededOperation(context);
  const board = await readBoard(context, operation.adminCookie);
  const load = {
    baseUrl: context.server.url,
    path: boardPath,
    headers: { ...BROWSER_ACCEPT, cookie: operation.adminCookie },
    duration: loadSeconds(context.size),
  };
  const stats = await runWarmedNodeLoad(load, warmUpSeconds(context.size));
  return loadResult(
    context,
    'open-shifts board (8 days)',
    stats,
    { 'shifts on the board': board.shifts.length },
    budget(stats, BOARD_P99_MS),
  );
}

/** Find cover: GET /api/coverage/:id/candidates, a different open shift of the board each time. */
export async function findCover(context: BenchContext): Promise<ScenarioResult> {
  const operation = await seededOperation(context);
  // The rules' data (issue #32): licences on a third of the posts, a week of shifts per guard.
  const rules = await seedRules(context, operation);
  const board = await readBoard(context, operation.adminCookie);
  const ids = board.shifts.map((shift) => shift.id).slice(0, 200);
  if (ids.length === 0) throw new Error('find-cover: the board has no open shift to rank for');
  // Each shift ranked once first, one at a time: what a miss of the kept answers costs. Each
  // answer is read as the dialog reads it (issue #39): those who may take it and those the rules
  // stop, apart.
  const misses: number[] = [];
  const eligible: number[] = [];
  const blocked: number[] = [];
  for (const id of ids) {
    const started = performance.now();
    const response = await fetch(`${context.server.url}/api/coverage/${id}/candidates`, {
      headers: { ...BROWSER_ACCEPT, cookie: operation.adminCookie },
    });
    const body: unknown = await response.json();
    if (!response.ok) throw new Error(`find-cover: ${String(response.status)} for ${id}`);
    misses.push(performance.now() - started);
    const found = CandidatesSchema.parse(body);
    eligible.push(found.total);
    blocked.push(found.blockedTotal);
  }
  misses.sort((a, b) => a - b);
  const missP99 = misses[Math.min(misses.length - 1, Math.ceil(misses.length * 0.99) - 1)] ?? 0;
  let next = 0;
  const load = {
    baseUrl: context.server.url,
    path: () => `/api/coverage/${ids[next++ % ids.length] ?? ''}/candidates`,
    headers: { ...BROWSER_ACCEPT, cookie: operation.adminCookie },
    duration: loadSeconds(context.size),
  };
  const stats = await runWarmedNodeLoad(load, warmUpSeconds(context.size));
  return loadResult(
    context,
    'find cover (ranked guards)',
    stats,
    {
      guards: operation.guards.length,
      shifts: ids.length,
      ...rules,
      eligibleGuardsMedian: middle(eligible),
      blockedGuardsMedian: middle(blocked),
      firstRankingP99Ms: Math.round(missP99 * 10) / 10,
    },
    budget(stats, CANDIDATES_P99_MS),
  );
}

/** One of the seeded guards, given an email, invited and signed in through the invitation. */
async function guardSession(context: BenchContext, adminCookie: Cookie): Promise<Cookie> {
  const { guards } = await seededOperation(context);
  const guard = guards[0];
  if (!guard) throw new Error('my-shifts: no seeded guard');
  const baseUrl = context.server.url;
  const email = `bench-${guard.id.slice(0, 8)}@coverdesk.test`;
  await callApi(
    baseUrl,
    adminCookie,
    {
      method: 'PATCH',
      path: `/api/guards/${guard.id}`,
      body: { ...guard, contactNumber: null, email, guardCard: null, expDate: null, version: 1 },
    },
    z.object({ id: z.string() }),
  );
  const invite = await callApi(
    baseUrl,
    adminCookie,
    { method: 'POST', path: `/api/guards/${guard.id}/invite` },
    InviteSchema,
  );
  const token = new URL(invite.link).pathname.split('/').at(-1) ?? '';
  const response = await fetch(`${baseUrl}/api/invites/${token}/accept`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ password: 'bench-guard-password' }),
  });
  if (!response.ok) throw new HttpStatusError(response.status, await response.text());
  context.cleanups.push(async () => {
    // Removing the guard ends their account; the seeded rows go with the operation.
    await callApi(
      baseUrl,
      adminCookie,
      { method: 'DELETE', path: `/api/guards/${guard.id}` },
      z.null(),
    ).catch(() => undefined);
  });
  return cookieHeader(response);
}

/** /my-shifts: GET /api/my/shifts for a guard with four years of shifts behind them. */
export async function myShiftsPage(context: BenchContext): Promise<ScenarioResult> {
  const operation = await seededOperation(context);
  const cookie = await guardSession(context, operation.adminCookie);
  const load = {
    url: `${context.server.url}/api/my/shifts`,
    headers: { ...BROWSER_ACCEPT, cookie },
    duration: loadSeconds(context.size),
  };
  const stats = await runWarmedLoad(load, warmUpSeconds(context.size));
  return loadResult(context, "a guard's shifts", stats, {}, budget(stats, MY_SHIFTS_P99_MS));
}
