import { describe, expect, it } from 'vitest';
import type { ScheduleShift, ScheduleWeek } from './schedule.js';
import {
  boardCounts,
  chipTimes,
  chipUncovered,
  clashingShifts,
  guardRows,
  postMatches,
  postRows,
  shortGuardName,
} from './schedule-board.js';

let n = 0;
function shift(
  values: Partial<ScheduleShift> & Pick<ScheduleShift, 'post' | 'day'>,
): ScheduleShift {
  n += 1;
  return {
    id: `r${String(n)}`,
    startTime: '08:00',
    endTime: '16:00',
    guard: null,
    notes: null,
    guardNote: null,
    seriesId: null,
    version: 1,
    ...values,
  };
}

const week = (shifts: ScheduleShift[]): ScheduleWeek => ({
  week: '2026-W48',
  days: [
    '2026-11-23',
    '2026-11-24',
    '2026-11-25',
    '2026-11-26',
    '2026-11-27',
    '2026-11-28',
    '2026-11-29',
  ],
  posts: [
    { id: 'p1', name: 'Harbor Gate', deptCode: 'HG-1' },
    { id: 'p2', name: 'Mall East', deptCode: 'ME-2' },
  ],
  guards: [
    { id: 'g1', name: 'Soto, Kim', hours: null },
    { id: null, name: 'Ng, Al', hours: null },
  ],
  shifts,
  rules: null,
  timeZone: 'UTC',
  attendanceRules: null,
});

describe("the week board's rules", () => {
  it("shortens a guard's name to 'Last, F.'", () => {
    expect(shortGuardName('Soto, Kim')).toBe('Soto, K.');
    expect(shortGuardName('de la Cruz,  Ana Maria')).toBe('de la Cruz, A.');
    expect(shortGuardName('Øster, Åse')).toBe('Øster, Å.');
    expect(shortGuardName('Prince')).toBe('Prince');
    expect(shortGuardName('Solo,')).toBe('Solo');
  });

  it('shows times, or says there are none', () => {
    expect(chipTimes({ startTime: '08:00', endTime: '16:00' })).toBe('08:00–16:00');
    expect(chipTimes({ startTime: null, endTime: null })).toBe('No times');
  });

  it('filters posts by name or dept code, ignoring case', () => {
    const post = { name: 'Harbor  Gate', deptCode: 'HG-1' };
    expect(postMatches(post, '')).toBe(true);
    expect(postMatches(post, 'harbor gate')).toBe(true);
    expect(postMatches(post, 'hg-')).toBe(true);
    expect(postMatches(post, 'mall')).toBe(false);
  });

  it('puts each request in its post and day, open ones marked', () => {
    const open = shift({ post: 0, day: 2 });
    const covered = shift({ post: 1, day: 6, guard: 0 });
    const rows = postRows(week([open, covered]), '');
    expect(rows.map((row) => row.title)).toEqual(['Harbor Gate', 'Mall East']);
    expect(rows[0]?.cells[2]).toEqual([{ shift: open, label: 'Open', open: true, clash: false }]);
    expect(rows[1]?.cells[6]).toEqual([
      { shift: covered, label: 'Soto, K.', open: false, clash: false },
    ]);
    expect(rows[0]?.cells.flat()).toHaveLength(1);
    expect(postRows(week([open, covered]), 'me-2').map((row) => row.postId)).toEqual(['p2']);
  });

  it('finds a guard booked twice at once, overnight shifts too', () => {
    const a = shift({ post: 0, day: 1, guard: 0, startTime: '08:00', endTime: '16:00' });
    const b = shift({ post: 1, day: 1, guard: 0, startTime: '15:00', endTime: '20:00' });
    const c = shift({ post: 1, day: 1, guard: 0, startTime: '20:00', endTime: '23:00' });
    // A night shift that runs past midnight, and the same guard's early shift next morning.
    const night = shift({ post: 0, day: 3, guard: 1, startTime: '22:00', endTime: '06:00' });
    const early = shift({ post: 1, day: 4, guard: 1, startTime: '05:00', endTime: '09:00' });
    const other = shift({ post: 1, day: 1, guard: 1, startTime: '08:00', endTime: '16:00' });
    const untimed = shift({ post: 1, day: 5, guard: 0, startTime: null, endTime: null });
    const later = shift({ post: 0, day: 5, guard: 0, startTime: '10:00', endTime: '11:00' });
    expect(clashingShifts([a, b, c, night, early, other, untimed, later])).toEqual(
      new Set([a.id, b.id, untimed.id, later.id]),
    );
  });

  it('pivots to guards: a row per guard booked, with the post on each chip', () => {
    const a = shift({ post: 0, day: 0, guard: 1 });
    const b = shift({ post: 1, day: 0, guard: 0, startTime: '10:00', endTime: '12:00' });
    const c = shift({ post: 1, day: 0, guard: 1, startTime: '10:00', endTime: '12:00' });
    const open = shift({ post: 1, day: 3 });
    const rows = guardRows(week([a, b, c, open]), '');
    expect(rows.map((row) => row.title)).toEqual(['Ng, Al', 'Soto, Kim']);
    expect(rows[0]?.cells[0]).toEqual([
      { shift: a, label: 'Harbor Gate', open: false, clash: true },
      { shift: c, label: 'Mall East', open: false, clash: true },
    ]);
    expect(rows[0]?.postId).toBeNull();
    // The filter keeps a guard by name, else only their requests at matching posts.
    expect(guardRows(week([a, b, c, open]), 'soto').map((row) => row.title)).toEqual(['Soto, Kim']);
    const harbor = guardRows(week([a, b, c, open]), 'harbor');
    expect(harbor.map((row) => row.cells[0]?.map((chip) => chip.shift.id))).toEqual([[a.id]]);
  });

  it('reads a request that ended without a guard as uncovered, not open (issue #39)', () => {
    // Wednesday 25th: a day shift, a night shift into Thursday, and a covered one.
    const day = shift({ post: 0, day: 2 });
    const night = shift({ post: 0, day: 2, startTime: '22:00', endTime: '06:00' });
    const covered = shift({ post: 1, day: 2, guard: 0 });
    const later = shift({ post: 1, day: 5, startTime: null, endTime: null });
    const board = week([day, night, covered, later]);
    const rows = postRows(board, '');
    const chips = rows.flatMap((row) => row.cells.flat());
    const at = (iso: string) => new Date(iso);
    const uncovered = (now: Date) =>
      chips.filter((chip) => chipUncovered(chip, board.days[chip.shift.day] ?? '', now, 'UTC'));
    expect(uncovered(at('2026-11-25T15:59:00Z'))).toEqual([]);
    expect(uncovered(at('2026-11-25T16:00:00Z')).map((chip) => chip.shift.id)).toEqual([day.id]);
    expect(boardCounts(rows, board.days, at('2026-11-26T06:00:00Z'), 'UTC')).toEqual({
      total: 4,
      open: 1,
      uncovered: 2,
    });
  });
});
