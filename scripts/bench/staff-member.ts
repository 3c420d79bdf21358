import { z } from 'zod';
import { addDays } from '../../src/shared/calendar.js';
import {
  CoverageRequestSchema,
  CoverageSummarySchema,
  type CoverageRequest,
} from '../../src/shared/coverage-requests.js';
import { MessageSchema } from '../../src/shared/messenger.js';
import { monthRange, shiftMonth } from '../../src/shared/month.js';
import { can } from '../../src/shared/permissions.js';
import { createRandom, type Random } from '../seed-demo-random.js';
import type { BenchAccount } from './accounts.js';
import type { ApiRequest } from './api-client.js';
import type { DeliveryTracker } from './fanout-deliveries.js';
import type { HttpTally } from './http-tally.js';
import type { SeededOperation } from './operation-seed.js';
import { SHIFTS } from './operation-plan.js';

/** A person's pause between two actions: reading the screen, typing. */
const THINK_MS = { min: 100, max: 500 };

type Action = 'summary' | 'list' | 'create' | 'edit' | 'chat';
/** Most of what office staff do is look: the dashboard's cards and a post's month. */
const WRITER_MIX: readonly (readonly [Action, number])[] = [
  ['summary', 35],
  ['list', 35],
  ['create', 10],
  ['edit', 10],
  ['chat', 10],
];
const VIEWER_MIX: readonly (readonly [Action, number])[] = [
  ['summary', 40],
  ['list', 45],
  ['chat', 15],
];

/** The fields a person enters for a request, which must read back as they were acknowledged. */
type RequestFields = Pick<
  CoverageRequest,
  'date' | 'startTime' | 'endTime' | 'locationId' | 'assignedGuardId' | 'notes'
>;

/** The entered fields as one comparable string. */
export const fieldsKey = (fields: RequestFields) =>
  JSON.stringify([
    fields.date,
    fields.startTime,
    fields.endTime,
    fields.locationId,
    fields.assignedGuardId,
    fields.notes,
  ]);

/** A request a staff member created: what its last acknowledged save held. */
export interface WrittenRequest {
  id: string;
  acknowledged: string;
  /** Saves that failed without saying whether they were kept: what is stored may be one of them. */
  unsure: string[];
  edits: number;
  /**
   * The version its last acknowledged save answered, which the next edit is based on (issue #20);
   * null after a failed save, which may or may not have raised it: such a request is not edited
   * again, so that no edit of the run is refused as stale.
   */
  version: number | null;
}

/** What every staff member's acknowledged writes add up to, checked after the run. */
export interface StaffOutcome {
  written: WrittenRequest[];
  /** Acknowledged message ids by conversation. */
  messages: Map<string, string[]>;
}

export interface StaffPlan {
  operation: SeededOperation;
  /** In every note and message of the run, so that its rows can be told apart. */
  marker: string;
  /** performance.now() at which to stop starting actions. */
  until: number;
  tally: HttpTally;
  tracker: DeliveryTracker;
  outcome: StaffOutcome;
}

export interface StaffMember {
  index: number;
  account: BenchAccount;
  conversationId: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** New values for a request of the run's month: a day, a shift, a post, a guard or none. */
function enterFields(random: Random, operation: SeededOperation, notes: string): RequestFields {
  const [startTime, endTime] = random.pick(SHIFTS);
  return {
    date: addDays(monthRange(operation.month).from, random.int(0, 27)),
    startTime,
    endTime,
    locationId: random.pick(operation.locations).id,
    // No guard: one picked at random would meet the work rules' refusals (issue #32), which are
    // answers rather than failures; offers and Find cover measure choosing guards.
    assignedGuardId: null,
    notes,
  };
}

/**
 * One signed-in person at work until `plan.until`: a pause, then one action picked by the mix
 * their role allows (permissions.ts), again and again. Writers edit only requests they created,
 * one call at a time, so each request's last acknowledged save is known.
 */
export async function workShift(member: StaffMember, plan: StaffPlan): Promise<void> {
  const { account, conversationId } = member;
  const { operation, tally, outcome } = plan;
  const random = createRandom(1000 + member.index);
  const writes = can(account.role, 'coverage:create') && can(account.role, 'coverage:edit');
  const own: WrittenRequest[] = [];
  const call = <T>(kind: Action, request: ApiRequest, schema: z.ZodType<T>) =>
    tally.call(kind, account.cookie, request, schema);
  const month = () =>
    random.pick([-1, 0, 0, 0, 1].map((delta) => shiftMonth(operation.month, delta)));

  const actions: Record<Action, (label: string) => Promise<unknown>> = {
    summary: () =>
      call(
        'summary',
        { method: 'GET', path: `/api/coverage/summary?month=${month()}` },
        z.array(CoverageSummarySchema),
      ),
    list: () => {
      const locationId = random.pick(operation.locations).id;
      const path = `/api/coverage?locationId=${locationId}&month=${month()}`;
      return call('list', { method: 'GET', path }, z.array(CoverageRequestSchema));
    },
    create: async (label) => {
      const body = enterFields(random, operation, label);
      const created = await call(
        'create',
        { method: 'POST', path: '/api/coverage', body },
        CoverageRequestSchema,
      );
      if (!created) return;
      const request: WrittenRequest = {
        id: created.id,
        acknowledged: fieldsKey(body),
        unsure: [],
        edits: 0,
        version: created.version,
      };
      own.push(request);
      outcome.written.push(request);
    },
    edit: async (label) => {
      const editable = own.filter((request) => request.version !== null);
      if (editable.length === 0) return actions.create(label);
      const request = random.pick(editable);
      const fields = enterFields(random, operation, `${label} edits ${request.id}`);
      const body = { ...fields, version: request.version };
      const path = `/api/coverage/${request.id}`;
      const saved = await call('edit', { method: 'PATCH', path, body }, CoverageRequestSchema);
      if (saved) {
        request.acknowledged = fieldsKey(fields);
        request.edits += 1;
        request.version = saved.version;
      } else {
        request.unsure.push(fieldsKey(fields));
        request.version = null;
      }
    },
    chat: async (label) => {
      const content = `${label} chat`;
      plan.tracker.sending(content);
      const path = `/api/conversations/${conversationId}/messages`;
      const sent = await call('chat', { method: 'POST', path, body: { content } }, MessageSchema);
      if (!sent) return;
      const ids = outcome.messages.get(conversationId) ?? [];
      ids.push(sent.id);
      outcome.messages.set(conversationId, ids);
    },
  };

  for (let step = 0; ; step++) {
    await sleep(random.int(THINK_MS.min, THINK_MS.max));
    if (performance.now() >= plan.until) return;
    await actions[random.weighted(writes ? WRITER_MIX : VIEWER_MIX)](
      `${plan.marker} ${member.index}.${step}`,
    );
  }
}
