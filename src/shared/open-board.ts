import type { OpenShift, OpenShifts } from './shift-offers.js';
import { shiftPhase } from './shift-phase.js';

/** The open-shifts board's lists as the screen shows them. */
export type BoardLists = Pick<OpenShifts, 'shifts' | 'openTotal' | 'uncovered' | 'uncoveredTotal'>;

/**
 * The board at `now` (issue #39): the server's answer, with the open shifts that have ended since
 * moved to the uncovered ones, so that the screen turns a shift at its end with no reload (the
 * server's next answer says the same). A shift taken in the last hour stays where it is.
 */
export function boardAt(board: BoardLists, now: Date, timeZone: string): BoardLists {
  const ended = board.shifts.filter(
    (shift: OpenShift) => shift.takenBy === null && shiftPhase(shift, now, timeZone) === 'ended',
  );
  if (ended.length === 0) return board;
  const gone = new Set(ended.map((shift) => shift.id));
  return {
    shifts: board.shifts.filter((shift) => !gone.has(shift.id)),
    openTotal: Math.max(0, board.openTotal - ended.length),
    // The newly ended are the latest to have ended: after the others, as the list is in order.
    uncovered: [...board.uncovered, ...ended],
    uncoveredTotal: board.uncoveredTotal + ended.length,
  };
}
