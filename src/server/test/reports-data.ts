import { randomUUID } from 'node:crypto';
import { addDays } from '../../shared/calendar.js';

/** A request as the report tests store it: every column the reports read. */
export interface ReportRow {
  id: string;
  userId: null;
  date: string;
  startTime: string | null;
  endTime: string | null;
  locationId: string;
  assignedGuardId: string | null;
  assignedGuardName: string | null;
  notes: null;
  createdAt: string;
  updatedAt: string;
  openedAt: string | null;
  filledAt: string | null;
  calledOutAt: string | null;
  calledOutGuardName: string | null;
}

/** A small deterministic generator (the same rows on every run and database). */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  return {
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('nothing to pick');
      return item;
    },
  };
}

const TIMES = ['06:00', '08:30', '14:00', '22:00', '23:15', '00:00', '16:45', null] as const;

/**
 * `count` requests from `first` over `days` days at the posts, with and without times (overnight
 * ones too), guards, instants of opening and filling (some unknown) and call-outs.
 */
export function reportRows(
  count: number,
  first: string,
  days: number,
  posts: readonly string[],
  guards: readonly { id: string | null; name: string }[],
): ReportRow[] {
  const random = generator(42);
  return Array.from({ length: count }, () => {
    const date = addDays(first, random.int(0, days - 1));
    const start = random.pick(TIMES);
    const end = start === null ? null : random.chance(0.1) ? null : random.pick(TIMES);
    const guard = random.chance(0.6) ? random.pick(guards) : null;
    const opened = random.chance(0.8)
      ? `${addDays(date, -3)}T${String(random.int(10, 23))}:05:00.000Z`
      : null;
    const fillMinutes = random.int(1, 4000);
    const filledAt =
      guard && opened && random.chance(0.85)
        ? new Date(Date.parse(opened) + fillMinutes * 60_000 + random.int(0, 59_999)).toISOString()
        : null;
    const calledOut = random.chance(0.2);
    return {
      id: randomUUID(),
      userId: null,
      date,
      startTime: start,
      endTime: end,
      locationId: random.pick(posts),
      assignedGuardId: guard?.id ?? null,
      assignedGuardName: guard?.name ?? null,
      notes: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      openedAt: opened,
      filledAt,
      calledOutAt: calledOut ? `${addDays(date, -1)}T12:00:00.000Z` : null,
      calledOutGuardName: calledOut ? 'Someone, S.' : null,
    };
  });
}
