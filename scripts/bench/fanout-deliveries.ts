import { MessageSchema } from '../../src/shared/messenger.js';
import { callApi } from './api-client.js';
import type { BenchGroup } from './messenger-seed.js';
import type { Connection } from './socket-clients.js';

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
    /** Call just before the POST of a message whose content is `content`. */
    sending(content: string): void {
      sentAt.set(content, performance.now());
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

/**
 * Sends `perGroup` messages in every group, one after another within a group (each after the
 * previous POST answered), all groups at once, the senders taking turns. Without a tracker the
 * round is a warm-up: its messages are not timed.
 */
export async function sendMessages(
  baseUrl: string,
  groups: readonly BenchGroup[],
  perGroup: number,
  tracker: DeliveryTracker | null,
): Promise<SendOutcome> {
  const outcome: SendOutcome = { posted: 0, failures: 0, postMs: [], startedAt: performance.now() };
  await Promise.all(
    groups.map(async (group, groupIndex) => {
      for (let index = 0; index < perGroup; index++) {
        const sender = group.members[index % group.members.length];
        if (!sender) continue;
        const content = `bench ${tracker ? 'timed' : 'warm-up'} ${groupIndex}.${index}`;
        tracker?.sending(content);
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
    }),
  );
  return outcome;
}
