import { describe, expect, it } from 'vitest';
import { boardAt, type BoardLists } from './open-board.js';
import type { OpenShift } from './shift-offers.js';

const shift = (id: string, values: Partial<OpenShift> = {}): OpenShift => ({
  id,
  date: '2026-11-28',
  startTime: '08:00',
  endTime: '16:00',
  locationId: 'p1',
  locationName: 'Harbor',
  deptCode: 'H-1',
  notes: null,
  guardNote: null,
  version: 1,
  openedAt: null,
  calledOutGuardName: null,
  callOutReason: null,
  callOutNote: null,
  calledOutAt: null,
  calledOutByName: null,
  continuesRequestId: null,
  offers: { offered: 0, pending: 0, declined: 0 },
  takenBy: null,
  takenById: null,
  filledAt: null,
  ...values,
});

describe('boardAt (issue #39)', () => {
  const past = shift('past', { date: '2026-11-20' });
  const day = shift('day');
  const evening = shift('evening', { startTime: '16:00', endTime: '23:00' });
  const taken = shift('taken', { takenBy: 'Soto, Kim', filledAt: '2026-11-28T15:30:00Z' });
  const board: BoardLists = {
    shifts: [day, taken, evening],
    openTotal: 2,
    uncovered: [past],
    uncoveredTotal: 1,
  };

  it('leaves the answer as it is while nothing on it has ended', () => {
    expect(boardAt(board, new Date('2026-11-28T15:59:00Z'), 'UTC')).toBe(board);
  });
  it('moves a shift that ended since to the uncovered, out of the open count', () => {
    expect(boardAt(board, new Date('2026-11-28T16:00:00Z'), 'UTC')).toEqual({
      shifts: [taken, evening],
      openTotal: 1,
      uncovered: [past, day],
      uncoveredTotal: 2,
    });
  });
});
