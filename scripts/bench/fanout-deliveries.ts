import { MessageSchema } from '../../src/shared/messenger.js';
import { callApi } from './api-client.js';
import type { BenchGroup } from './messenger-seed.js';
import type { Connection } from './socket-clients.js';

/** After the last POST, how long a delivery may still arrive before it counts as missing. */
export const DELIVERY_TIMEOUT_MS = 10_000;

/** Receipts of message:new at every member but the sender, timed from just before the POST. */
export function trackDeliveries(connections: readonly Connection[]) {
  const sentAt = new Map<string, number>();
  const seen = new Set<string>();
  const latencies: number[] = [];
  let duplicates = 0;
  let lastReceiptAt = 0;
  let expected = Number.POSITIVE_INFINITY;
  let allArrived: (() => void) | null = null;

  for (const { socket, userId } of connections) {
    socket.on('message:new', ({ message }) => {
      const now = performance.now();
      const sent = sentAt.get(message.content);
      if (message.senderId === userId || sent === undefined) return;
      const key = `${message.id} ${userId}`;
      if (seen.has(key)) {
        duplicates += 1;
        return;
      }
      seen.add(key);
      latencies.push(now - sent);
      lastReceiptAt = now;
      if (latencies.length >= expected) allArrived?.();
    });
  }

  return {
    latencies,
    duplicates: () => duplicates,
    lastReceiptAt: () => lastReceiptAt,
    /**
     * Call just before the POST of a message whose content is `content`; `at` is the instant it
     * was due, when it was scheduled (a late send counts from then, not from when it went).
     */
    sending(content: string, at = performance.now()): void {
      sentAt.set(content, at);
    },
    /** Resolves when `count` receipts arrived or after `timeoutMs`; answers the receipts. */
    async waitFor(count: number, timeoutMs: number): Promise<number> {
      expected = count;
      if (latencies.length < count) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, timeoutMs);
          allArrived = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
      return latencies.length;
    },
  };
}

export type DeliveryTracker = ReturnType<typeof trackDeliveries>;

export interface SendOutcome {
  posted: number;
  failures: number;
  postMs: number[];
  startedAt: number;
}

/** How a round of messages goes out. */
export interface SendPlan {
  perGroup: number;
  /**
   * Null: each group sends its next message as soon as the previous POST answered (as fast as the
   * server and the clients allow). A number: each group sends one every `intervalMs`, on a fixed
   * schedule whatever the answers (the groups' schedules spread evenly over the interval).
   */
  intervalMs: number | null;
}

async function post(
  baseUrl: string,
  group: BenchGroup,
  senderIndex: number,
  content: string,
  outcome: SendOutcome,
): Promise<void> {
  const sender = group.members[senderIndex % group.members.length];
  if (!sender) return;
  const started = performance.now();
  try {
    await callApi(
      baseUrl,
      sender.cookie,
      {
        method: 'POST',
        path: `/api/conversations/${group.conversationId}/messages`,
        body: { content },
      },
      MessageSchema,
    );
    outcome.posted += 1;
    outcome.postMs.push(performance.now() - started);
  } catch (error) {
    outcome.failures += 1;
    console.log(`send failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

const sleepUntil = (at: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())));

/**
 * Sends `plan.perGroup` messages in every group, all groups at once, the senders taking turns.
 * Without a tracker the round is a warm-up: its messages are not timed.
 */
export async function sendMessages(
  baseUrl: string,
  groups: readonly BenchGroup[],
  plan: SendPlan,
  tracker: DeliveryTracker | null,
): Promise<SendOutcome> {
  const outcome: SendOutcome = { posted: 0, failures: 0, postMs: [], startedAt: performance.now() };
  const contentOf = (groupIndex: number, index: number) =>
    `bench ${tracker ? 'timed' : 'warm-up'} ${groupIndex}.${index}`;
  const { intervalMs } = plan;
  await Promise.all(
    groups.map(async (group, groupIndex) => {
      if (intervalMs === null) {
        for (let index = 0; index < plan.perGroup; index++) {
          tracker?.sending(contentOf(groupIndex, index));
          await post(baseUrl, group, index, contentOf(groupIndex, index), outcome);
        }
        return;
      }
      const offset = (groupIndex * intervalMs) / groups.length;
      const posts: Promise<void>[] = [];
      for (let index = 0; index < plan.perGroup; index++) {
        const due = outcome.startedAt + offset + index * intervalMs;
        await sleepUntil(due);
        tracker?.sending(contentOf(groupIndex, index), due);
        posts.push(post(baseUrl, group, index, contentOf(groupIndex, index), outcome));
      }
      await Promise.all(posts);
    }),
  );
  return outcome;
}
