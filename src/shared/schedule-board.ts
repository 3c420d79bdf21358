import { boardRowHours, type BoardRowHours } from './board-hours.js';
import { minutesOf } from './calendar.js';
import type { ScheduleShift, ScheduleWeek } from './schedule.js';
import { coverageStatus } from './uncovered.js';

// The week board's rows, apart from the schemas so that the board loads without zod.

const MINUTES_PER_DAY = 24 * 60;

/** One request in a cell, with what the board shows about it. */
export interface BoardChip {
  shift: ScheduleShift;
  /** The other half of the chip: the guard ('Last, F.') on a post's row, the post on a guard's. */
  label: string;
  /** No guard yet. */
  open: boolean;
  /** Its guard has another request that day whose times overlap. */
  clash: boolean;
}

/** A row of the board: a post, or a guard when the board is pivoted. */
export interface BoardRow {
  key: string;
  title: string;
  /** The post's dept code (none on a guard's row). */
  subtitle: string | null;
  /** The post a new request in this row is for (null on a guard's row). */
  postId: string | null;
  /** Seven cells, Monday first, each with its requests in the order of the answer. */
  cells: BoardChip[][];
  /** A guard's hours of the week (issue #32): none on a post's row or a customer's board. */
  hours: BoardRowHours | null;
}

export type BoardView = 'posts' | 'guards';

/** 'Last, F.' from a stored guard name 'Last, First'; a name without a comma stays as it is. */
export function shortGuardName(name: string): string {
  const comma = name.indexOf(',');
  if (comma < 0) return name.trim();
  const last = name.slice(0, comma).trim();
  const first = name.slice(comma + 1).trim();
  // The first character, whole even outside the BMP (a surrogate pair is one letter).
  const code = first.codePointAt(0);
  const initial = code === undefined ? '' : `${String.fromCodePoint(code)}.`;
  return initial ? `${last}, ${initial}` : last;
}

/** '08:00–16:00', or 'No times' for a request imported without them. */
export function chipTimes(shift: Pick<ScheduleShift, 'startTime' | 'endTime'>): string {
  if (!shift.startTime || !shift.endTime) return 'No times';
  return `${shift.startTime.slice(0, 5)}\u2013${shift.endTime.slice(0, 5)}`;
}

/** Text as the filter compares it: lower case, spaces collapsed. */
const fold = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** True when the filter is empty or the post's name or dept code holds it, ignoring case. */
export function postMatches(post: { name: string; deptCode: string }, filter: string): boolean {
  const wanted = fold(filter);
  return !wanted || fold(post.name).includes(wanted) || fold(post.deptCode).includes(wanted);
}

/** A shift's minutes from the week's Monday 00:00; one ending at or before its start ends next day. */
function span(shift: ScheduleShift): [number, number] | null {
  if (!shift.startTime || !shift.endTime) return null;
  const from = shift.day * MINUTES_PER_DAY + minutesOf(shift.startTime);
  let to = shift.day * MINUTES_PER_DAY + minutesOf(shift.endTime);
  if (to <= from) to += MINUTES_PER_DAY;
  return [from, to];
}

/**
 * The ids of requests whose guard is booked on another request of the same day at overlapping
 * times (DECISIONS.md's warning, shown on the board). A request without times may be at any hour
 * that day, so it clashes with the guard's other requests of the day.
 */
export function clashingShifts(shifts: readonly ScheduleShift[]): Set<string> {
  const byGuardDay = new Map<string, ScheduleShift[]>();
  for (const shift of shifts) {
    if (shift.guard === null) continue;
    const key = `${String(shift.guard)} ${String(shift.day)}`;
    const list = byGuardDay.get(key);
    if (list) list.push(shift);
    else byGuardDay.set(key, [shift]);
  }
  const clashing = new Set<string>();
  for (const list of byGuardDay.values()) {
    for (let i = 0; i < list.length; i += 1) {
      for (let j = i + 1; j < list.length; j += 1) {
        const a = list[i];
        const b = list[j];
        if (!a || !b) continue;
        const spanA = span(a);
        const spanB = span(b);
        const overlap = !spanA || !spanB || (spanA[0] < spanB[1] && spanB[0] < spanA[1]);
        if (overlap) {
          clashing.add(a.id);
          clashing.add(b.id);
        }
      }
    }
  }
  return clashing;
}

const emptyCells = (): BoardChip[][] => Array.from({ length: 7 }, () => []);

/** Rows of posts (the answer's order), each with the week's requests by day; the filter narrows. */
export function postRows(week: ScheduleWeek, filter: string): BoardRow[] {
  const clashes = clashingShifts(week.shifts);
  const rows: (BoardRow | null)[] = week.posts.map((post) =>
    postMatches(post, filter)
      ? {
          key: post.id,
          title: post.name,
          subtitle: post.deptCode,
          postId: post.id,
          cells: emptyCells(),
          hours: null,
        }
      : null,
  );
  for (const shift of week.shifts) {
    const row = rows[shift.post];
    if (!row) continue;
    const guard = shift.guard === null ? null : week.guards[shift.guard];
    row.cells[shift.day]?.push({
      shift,
      label: guard ? shortGuardName(guard.name) : 'Open',
      open: shift.guard === null,
      clash: clashes.has(shift.id),
    });
  }
  return rows.filter((row): row is BoardRow => row !== null);
}

/**
 * The board pivoted: a row per guard booked in the week (by name), each with their requests by
 * day, so clashes and free days show. The filter keeps a guard whose name holds it with all their
 * requests; otherwise only their requests at posts it matches.
 */
export function guardRows(week: ScheduleWeek, filter: string): BoardRow[] {
  const clashes = clashingShifts(week.shifts);
  const rows = new Map<number, BoardRow>();
  for (const shift of week.shifts) {
    if (shift.guard === null) continue;
    const guard = week.guards[shift.guard];
    const post = week.posts[shift.post];
    if (!guard || !post) continue;
    if (!postMatches({ name: guard.name, deptCode: '' }, filter) && !postMatches(post, filter)) {
      continue;
    }
    let row = rows.get(shift.guard);
    if (!row) {
      row = {
        key: `guard-${String(shift.guard)}`,
        title: guard.name,
        subtitle: null,
        postId: null,
        cells: emptyCells(),
        hours: boardRowHours(week, shift.guard),
      };
      rows.set(shift.guard, row);
    }
    row.cells[shift.day]?.push({
      shift,
      label: post.name,
      open: false,
      clash: clashes.has(shift.id),
    });
  }
  const options = { sensitivity: 'base', numeric: true } as const;
  return [...rows.values()].sort((a, b) => a.title.localeCompare(b.title, undefined, options));
}

/**
 * Whether a chip's request ended without a guard at `now` (issue #39): it reads 'Uncovered', no
 * longer 'Open'. `date` is its day of the week (the answer's `days`).
 */
export function chipUncovered(chip: BoardChip, date: string, now: Date, timeZone: string): boolean {
  if (!chip.open) return false;
  const { startTime, endTime } = chip.shift;
  const request = { date, startTime, endTime, assignedGuardName: null };
  return coverageStatus(request, now, timeZone) === 'uncovered';
}

/** The board's requests at `now`: how many, how many open (not ended) and uncovered. */
export function boardCounts(
  rows: readonly BoardRow[],
  days: readonly string[],
  now: Date,
  timeZone: string,
): { total: number; open: number; uncovered: number } {
  const counts = { total: 0, open: 0, uncovered: 0 };
  for (const row of rows) {
    row.cells.forEach((cell, day) => {
      const date = days[day] ?? '';
      for (const chip of cell) {
        counts.total += 1;
        if (!chip.open) continue;
        if (chipUncovered(chip, date, now, timeZone)) counts.uncovered += 1;
        else counts.open += 1;
      }
    });
  }
  return counts;
}

/** The rows of the chosen view. */
export function boardRows(week: ScheduleWeek, view: BoardView, filter: string): BoardRow[] {
  return view === 'guards' ? guardRows(week, filter) : postRows(week, filter);
}
