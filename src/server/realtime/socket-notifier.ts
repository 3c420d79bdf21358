import { OFFICE_ROOM, userRoom } from '../../shared/realtime.js';
import type { RealtimeNotifier } from './notifier.js';
import type { Presence } from './presence.js';
import type { RealtimeServer } from './socket-types.js';

/** The rooms of these users; none for an empty list (an empty `to([])` would reach everyone). */
function roomsOf(userIds: readonly string[]): string[] {
  return [...new Set(userIds)].map(userRoom);
}

/**
 * The messenger's notifier over Socket.IO. Each event goes only to the rooms of the users it
 * concerns; through the PostgreSQL adapter that reaches their sockets on every process.
 */
export function socketNotifier(io: RealtimeServer, presence: Presence): RealtimeNotifier {
  return {
    messageCreated(participantIds, message) {
      const rooms = roomsOf(participantIds);
      if (rooms.length === 0) return;
      io.to(rooms).emit('message:new', { conversationId: message.conversationId, message });
    },

    conversationChanged(participantIds, conversationId) {
      const rooms = roomsOf(participantIds);
      if (rooms.length === 0) return;
      io.to(rooms).emit('conversation:changed', { conversationId });
      // A new conversation can make new contacts, whose presence its participants now see.
      presence.refresh(participantIds);
    },

    // Every process drops the user's sockets; each one's disconnect updates presence there.
    accountChanged(userId) {
      io.in(userRoom(userId)).disconnectSockets(true);
    },

    // A guard hears only what concerns their own offer: never another guard's name (issue #29).
    shiftsChanged(guardAccountIds, event) {
      io.to(OFFICE_ROOM).emit('shifts:changed', event);
      const guards = roomsOf(guardAccountIds);
      if (guards.length > 0) io.to(guards).emit('shifts:changed', { ...event, guardName: null });
    },

    timeOffChanged(guardAccountId, event) {
      io.to(OFFICE_ROOM).emit('time-off:changed', event);
      if (guardAccountId) io.to(userRoom(guardAccountId)).emit('time-off:changed', event);
    },
  };
}
