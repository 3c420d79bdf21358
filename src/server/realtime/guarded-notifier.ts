import type { FastifyBaseLogger } from 'fastify';
import type { RealtimeNotifier } from './notifier.js';

/**
 * The notifier with its failures logged instead of thrown: every route (messenger, Manage Users)
 * calls it after its write committed, so a realtime hiccup must not turn a saved change into an
 * error (and a retry into a duplicate). Clients catch up on their next fetch.
 */
export function guardedNotifier(
  notifier: RealtimeNotifier,
  log: FastifyBaseLogger,
): RealtimeNotifier {
  const attempt = (event: keyof RealtimeNotifier, send: () => void) => {
    try {
      send();
    } catch (error) {
      log.warn({ err: error, event }, 'realtime notification failed');
    }
  };
  return {
    messageCreated: (participantIds, message) =>
      attempt('messageCreated', () => notifier.messageCreated(participantIds, message)),
    conversationChanged: (participantIds, conversationId) =>
      attempt('conversationChanged', () =>
        notifier.conversationChanged(participantIds, conversationId),
      ),
    accountChanged: (userId) => attempt('accountChanged', () => notifier.accountChanged(userId)),
    shiftsChanged: (guardAccountIds, event) =>
      attempt('shiftsChanged', () => notifier.shiftsChanged(guardAccountIds, event)),
    timeOffChanged: (guardAccountId, event) =>
      attempt('timeOffChanged', () => notifier.timeOffChanged(guardAccountId, event)),
  };
}
