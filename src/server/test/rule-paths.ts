import { randomUUID } from 'node:crypto';
import { addMinutes, format } from 'date-fns';
import type { LightMyRequestResponse } from 'fastify';
import type { GuardWarnings } from '../../shared/assignment-findings.js';
import { SERIES_WEEKDAYS } from '../../shared/coverage-series.js';
import type { MyShifts } from '../../shared/my-shifts.js';
import type { Candidates } from '../../shared/shift-offers.js';
import {
  DAY_SHIFT,
  formFields,
  openCell,
  pendingOffer,
  prepare,
  type Prepared,
  type TableEnv,
} from './rule-cells.js';
import type { CellOutcome } from './rule-table.js';
import type { RuleScenario } from './rule-scenarios.js';

export type { TableEnv };

/**
 * For the rule-table test (issue #39): each row of docs/work-rules.md's table of path × rule as a
 * driver that takes its real path through HTTP with a guard who breaks one rule (rule-scenarios.ts)
 * and answers what came of it, in the table's words. An answer that names another rule than the
 * scenario's is thrown: the guard was to break that rule alone.
 */

/** The scenario's message found anywhere in a text (a refusal names the guard before it). */
const says = (text: string | undefined, scenario: RuleScenario) =>
  new RegExp(scenario.message.source.replace(/^\^|\$$/g, '')).test(text ?? '');

/** What an answer says, checked against the scenario's rule and message. */
function outcomeOf(response: LightMyRequestResponse, scenario: RuleScenario): CellOutcome {
  if (response.statusCode < 300) return '—';
  const body = response.json<{
    code?: string;
    error?: string;
    rule?: string;
    warnings?: GuardWarnings[];
  }>();
  if (response.statusCode === 409 && body.code === 'ASSIGNMENT_BLOCKED') {
    if (body.rule !== scenario.rule || !says(body.error, scenario))
      throw new Error(`blocked by ${String(body.rule)}: ${body.error ?? ''}`);
    return 'blocks';
  }
  if (response.statusCode === 409 && body.code === 'CONFIRM_WARNINGS') {
    const rules = body.warnings?.flatMap((one) => one.warnings.map((warning) => warning.rule));
    if (rules?.join() !== scenario.rule || !says(body.error, scenario))
      throw new Error(`warned of ${String(rules)}: ${body.error ?? ''}`);
    return 'warns';
  }
  throw new Error(`answered ${String(response.statusCode)}: ${response.body}`);
}

/** A reason a guard is given, checked against the scenario's message. */
function reasonOutcome(reason: string | null, scenario: RuleScenario): CellOutcome {
  if (reason === null) return '—';
  if (!scenario.message.test(reason)) throw new Error(`refused for '${reason}'`);
  return 'blocks';
}

/** Find cover's answer for the cell's guard: apart with why, or listed (with warnings?). */
async function findCoverOutcome(env: TableEnv, prepared: Prepared, scenario: RuleScenario) {
  const { guard } = prepared.cell;
  const response = await env.t.request({
    method: 'GET',
    url: `/api/coverage/${prepared.requestId ?? ''}/candidates?q=${guard.lastName}`,
    cookie: env.office.cookie,
  });
  const found = response.json<Candidates>();
  const blocked = found.blocked.find((one) => one.guardId === guard.id);
  const listed = found.candidates.find((one) => one.guardId === guard.id);
  if (blocked) {
    const [first, ...more] = blocked.blockers;
    if (first?.rule !== scenario.rule || more.length > 0 || !says(first.message, scenario)) {
      throw new Error(`listed apart for ${JSON.stringify(blocked.blockers)}`);
    }
    return 'blocks';
  }
  if (!listed) throw new Error(`Find cover does not list ${guard.lastName}: ${response.body}`);
  const { warnings } = listed.assessment;
  const warned = warnings.map((one) => one.rule).join();
  if (warned && (warned !== scenario.rule || !says(warnings[0]?.message, scenario))) {
    throw new Error(`listed with warnings ${JSON.stringify(warnings)}`);
  }
  return { listed, outcome: warned ? ('warns' as const) : ('—' as const) };
}

export interface PathDriver {
  /** The row's path, as the table's first column writes it. */
  path: string;
  /** What came of the guard on this path, or 'n/a' when the scenario cannot arise on it. */
  run(env: TableEnv, scenario: RuleScenario): Promise<CellOutcome>;
}

const office = (env: TableEnv, method: 'POST' | 'PATCH', url: string, payload: object) =>
  env.t.request({ method, url, cookie: env.office.cookie, payload });

export const PATH_DRIVERS: readonly PathDriver[] = [
  {
    path: 'Find cover (`GET /api/coverage/:id/candidates`)',
    run: async (env, scenario) => {
      const found = await findCoverOutcome(env, await openCell(env, scenario), scenario);
      return typeof found === 'string' ? found : found.outcome;
    },
  },
  {
    path: 'Send offer (`POST /api/coverage/:id/offers`)',
    run: async (env, scenario) => {
      const prepared = await openCell(env, scenario);
      const url = `/api/coverage/${prepared.requestId ?? ''}/offers`;
      return outcomeOf(
        await office(env, 'POST', url, { guardIds: [prepared.cell.guard.id] }),
        scenario,
      );
    },
  },
  {
    path: 'Log call → Accepted (`POST /api/coverage/:id/contacts`)',
    run: async (env, scenario) => {
      const prepared = await openCell(env, scenario);
      const url = `/api/coverage/${prepared.requestId ?? ''}/contacts`;
      const call = { guardId: prepared.cell.guard.id, channel: 'call', outcome: 'accepted' };
      return outcomeOf(await office(env, 'POST', url, call), scenario);
    },
  },
  {
    path: "A guard's accept in the app (`POST /api/offers/:id/accept`)",
    run: async (env, scenario) => {
      const prepared = await openCell(env, scenario, true);
      const offer = await pendingOffer(env, prepared);
      const accepted = await env.t.request({
        method: 'POST',
        url: `/api/offers/${offer.id}/accept`,
        cookie: prepared.cookie ?? '',
      });
      return outcomeOf(accepted, scenario);
    },
  },
  {
    path: "A text's YES (`POST /api/sms/inbound`)",
    run: async (env, scenario) => {
      const prepared = await openCell(env, scenario);
      const offer = await pendingOffer(env, prepared);
      const sid = `SM${randomUUID().replace(/-/g, '')}`;
      expect200(await env.sms.text(prepared.phone, `YES ${offer.code}`, sid));
      const outcome = await env.sms.outcome(sid);
      if (outcome === 'accepted') return '—';
      if (outcome !== 'refused') throw new Error(`the text came to '${String(outcome)}'`);
      const replies = await env.sms.outbox(prepared.phone);
      const said = /You cannot take this shift: (.*) \(/.exec(replies.at(-1)?.body ?? '');
      return reasonOutcome(said?.[1] ?? `no reason in '${replies.at(-1)?.body ?? ''}'`, scenario);
    },
  },
  {
    path: "A guard's own page, a pending offer (`GET /api/my/shifts`)",
    run: async (env, scenario) => {
      const prepared = await openCell(env, scenario, true);
      const offer = await pendingOffer(env, prepared);
      const page = await env.t.request({
        method: 'GET',
        url: '/api/my/shifts',
        cookie: prepared.cookie ?? '',
      });
      const shown = page.json<MyShifts>().offers.find((one) => one.offerId === offer.id);
      if (!shown) throw new Error(`the page does not show the offer: ${page.body}`);
      return reasonOutcome(shown.blocker, scenario);
    },
  },
  {
    path: 'The request form, a new shift (`POST /api/coverage`)',
    run: async (env, scenario) => {
      if (scenario.calledOut) return 'n/a';
      const shift = { date: env.date, ...DAY_SHIFT };
      const prepared = await prepare(env, scenario, shift, { account: false, store: 'new' });
      return outcomeOf(await office(env, 'POST', '/api/coverage', formFields(prepared)), scenario);
    },
  },
  {
    path: 'The request form or the week board, an edit (`PATCH /api/coverage/:id`)',
    run: async (env, scenario) => {
      const prepared = await openCell(env, scenario);
      const url = `/api/coverage/${prepared.requestId ?? ''}`;
      return outcomeOf(
        await office(env, 'PATCH', url, { ...formFields(prepared), version: 1 }),
        scenario,
      );
    },
  },
  {
    path: 'A repeating shift (`POST /api/coverage/series`)',
    run: async (env, scenario) => {
      if (scenario.calledOut) return 'n/a';
      const shift = { date: env.date, ...DAY_SHIFT };
      const prepared = await prepare(env, scenario, shift, { account: false, store: 'new' });
      const weekday = SERIES_WEEKDAYS[(new Date(`${env.date}T12:00:00`).getDay() + 6) % 7];
      const repeat = { weekdays: [weekday], until: env.date };
      return outcomeOf(
        await office(env, 'POST', '/api/coverage/series', { ...formFields(prepared), repeat }),
        scenario,
      );
    },
  },
  {
    path: 'This and following shifts (`PATCH /api/coverage/:id/following`)',
    run: async (env, scenario) => {
      const prepared = await openCell(env, scenario);
      const url = `/api/coverage/${prepared.requestId ?? ''}/following`;
      return outcomeOf(
        await office(env, 'PATCH', url, { ...formFields(prepared), version: 1 }),
        scenario,
      );
    },
  },
  {
    path: 'The no-show auto-offer (attendance timers)',
    run: async (env, scenario) => {
      // Started 32 minutes ago, for two hours: its no-show (30 minutes) is due now.
      const start = addMinutes(new Date(), -32);
      const shift = {
        date: format(start, 'yyyy-MM-dd'),
        startTime: format(start, 'HH:mm'),
        endTime: format(addMinutes(start, 120), 'HH:mm'),
      };
      const prepared = await prepare(env, scenario, shift, { account: false, store: 'no-show' });
      await env.t.app.attendanceTimers.run(new Date());
      const offered = await env.t.app.database.db
        .selectFrom('shiftOffers')
        .select('status')
        .where('requestId', '=', prepared.requestId ?? '')
        .where('guardId', '=', prepared.cell.guard.id)
        .executeTakeFirst();
      if (offered) return '—';
      const found = await findCoverOutcome(env, prepared, scenario);
      if (typeof found === 'string') return found;
      // Not offered, though nothing blocks them: only a warning may keep them out.
      if (found.outcome === '—') throw new Error('offered nothing, though nothing stops the guard');
      return 'skips';
    },
  },
];

function expect200(response: LightMyRequestResponse): void {
  if (response.statusCode !== 200) {
    throw new Error(`the webhook answered ${String(response.statusCode)}: ${response.body}`);
  }
}
