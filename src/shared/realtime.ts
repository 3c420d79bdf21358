import type { Message } from './messenger.js';

/** What happened to an open shift or an offer (issue #21). */
export const SHIFT_EVENT_KINDS = [
  'called-out',
  'offered',
  'withdrawn',
  'accepted',
  'declined',
  /** Added, edited or deleted on the dashboard (no toast; the board refetches). */
  'changed',
  /** The guard checked in or out at the post (issue #33): the boards refetch, no toast. */
  'checked-in',
  'checked-out',
  /** Attendance (issue #33): no check-in at start + late, then at start + no-show. */
  'late',
  'no-show',
  /** A check-in after the shift became a no-show: the office decides. */
  'checked-in-after-no-show',
  /** Issue #39: a check-in away from the post, and a guard who left long before the end. */
  'off-site',
  'left-early',
  /** The guard confirmed they will come (issue #39): the Now strip refetches, no toast. */
  'confirmed',
] as const;
export type ShiftEventKind = (typeof SHIFT_EVENT_KINDS)[number];

/**
 * An open shift or its offers changed: the office's board and the guards concerned refetch; the
 * words are for a toast ('Kim Soto called out of North Gate, Nov 26 05:00–13:00').
 */
export interface ShiftEvent {
  requestId: string;
  kind: ShiftEventKind;
  /** The guard who called out, accepted or declined; null for the office's own actions. */
  guardName: string | null;
  /** 'North Gate · Wed, Nov 26 · 05:00–13:00'. */
  shift: string;
}

/** What happened to time off or a guard's weekly hours (issue #32). */
export const TIME_OFF_EVENT_KINDS = [
  /** A guard asked for time off, or cancelled a request: the office's list refetches. */
  'requested',
  'cancelled',
  /** The office answered: the guard is told ('Your time off Nov 28–Nov 30 was approved'). */
  'approved',
  'declined',
  /** The office recorded time off or changed a guard's weekly hours: lists refetch, no toast. */
  'changed',
] as const;
export type TimeOffEventKind = (typeof TIME_OFF_EVENT_KINDS)[number];

/** Time off changed: the office's list and the guard's own refetch; `text` is for a toast. */
export interface TimeOffEvent {
  timeOffId: string | null;
  kind: TimeOffEventKind;
  /** The guard's notice for an answer; null otherwise. */
  text: string | null;
}

/**
 * The realtime channel's events (Socket.IO). A socket belongs to one signed-in user and joins the
 * room `user:<id>`; every event reaches only the users it concerns (DECISIONS.md, Messenger).
 */
export interface ServerToClientEvents {
  /** A message was sent in a conversation the user takes part in (after the write committed). */
  'message:new': (payload: { conversationId: string; message: Message }) => void;
  /** A conversation of the user's was created, hidden, read or removed: refetch the list. */
  'conversation:changed': (payload: { conversationId: string }) => void;
  /**
   * Who is online among the people the user shares a conversation with: the whole set, sent on
   * connect and whenever it changes.
   */
  presence: (payload: { online: string[] }) => void;
  /** An open shift or an offer changed (to the office, and to the guards it concerns). */
  'shifts:changed': (payload: ShiftEvent) => void;
  /** Time off or weekly hours changed (to the office, and to the guard they are about). */
  'time-off:changed': (payload: TimeOffEvent) => void;
}

/** Nothing is sent over the socket by clients: writes go through the HTTP API. */
export type ClientToServerEvents = Record<string, never>;

/** The room every socket of an admin, supervisor or dispatcher joins: the open-shifts board's. */
export const OFFICE_ROOM = 'office';

/** The room each socket of a user joins. */
export function userRoom(userId: string): string {
  return `user:${userId}`;
}
