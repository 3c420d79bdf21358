import type { Message } from '../../shared/messenger.js';
import type { ShiftEvent, TimeOffEvent } from '../../shared/realtime.js';

/**
 * What the messenger's HTTP routes tell the realtime channel, once their transaction has
 * committed. The Socket.IO server implements it; tests and a server without realtime use
 * `silentNotifier`.
 */
export interface RealtimeNotifier {
  /** A new message: to every participant's sockets (the sender's other tabs too). */
  messageCreated(participantIds: readonly string[], message: Message): void;
  /** A conversation created, hidden, read or removed: its participants refetch their lists. */
  conversationChanged(participantIds: readonly string[], conversationId: string): void;
  /**
   * An account lost messenger access (role change, deletion): its sockets are disconnected and
   * presence updated.
   */
  accountChanged(userId: string): void;
  /**
   * An open shift or its offers changed (issue #21): to every office socket (admin, supervisor,
   * dispatch), and without any guard's name to these accounts (the guards it concerns).
   */
  shiftsChanged(guardAccountIds: readonly string[], event: ShiftEvent): void;
  /**
   * Time off or a guard's weekly hours changed (issue #32): to every office socket, and to the
   * account of the guard it is about (none for a guard without one).
   */
  timeOffChanged(guardAccountId: string | null, event: TimeOffEvent): void;
}

export const silentNotifier: RealtimeNotifier = {
  messageCreated: () => undefined,
  conversationChanged: () => undefined,
  accountChanged: () => undefined,
  shiftsChanged: () => undefined,
  timeOffChanged: () => undefined,
};
