import {
  AREA_CODES,
  COMMON_NOTES,
  CUSTOMER_POSTS,
  EMAIL_DOMAINS,
  FIRST_NAMES,
  LAST_NAMES,
  POST_KINDS,
  POSTS,
  type PostKind,
  type Shift,
} from './seed-demo-data.js';

/** Who records a request: dispatch may not, so it is one of these three. */
export type Author = 'admin' | 'supervisor' | 'customer';

export interface PlannedGuard {
  firstName: string;
  lastName: string;
  contactNumber: string | null;
  email: string | null;
  guardCard: string | null;
  expDate: string | null;
}

export interface PlannedRequest {
  date: string;
  startTime: string;
  endTime: string;
  /** Index into the plan's locations. */
  location: number;
  /** Index into the plan's guards, or null for an open request. */
  guard: number | null;
  notes: string | null;
  author: Author;
}

export interface DemoPlan {
  locations: readonly { name: string; deptCode: string }[];
  guards: PlannedGuard[];
  requests: PlannedRequest[];
  /** First and last date of the requests (previous month's first day, next month's last). */
  from: string;
  to: string;
}

export const GUARD_COUNT = 120;
const EXPIRED_CARDS = 9;
const EXPIRING_CARDS = 11;
const NO_CARD = 3;
/** Hours a guard rests between two shifts. */
const REST_MINUTES = 8 * 60;

/** A small seeded generator (mulberry32), so every run plans the same operation. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new RangeError('pick from an empty list');
    return item;
  };
  return {
    next,
    int,
    pick,
    chance: (probability: number): boolean => next() < probability,
    weighted<T>(entries: readonly (readonly [T, number])[]): T {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [value, weight] of entries) {
        roll -= weight;
        if (roll < 0) return value;
      }
      return pick(entries)[0];
    },
    shuffle<T>(items: readonly T[]): T[] {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = int(0, i);
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy;
    },
  };
}
type Random = ReturnType<typeof createRandom>;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** A local calendar date as yyyy-MM-dd (dates carry no time zone, DECISIONS.md). */
export function localIsoDate(moment: Date): string {
  return `${pad(moment.getFullYear(), 4)}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

function addDays(day: Date, days: number): Date {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate() + days);
}

function minutes(time: string): number {
  const [hours = 0, mins = 0] = time.split(':').map(Number);
  return hours * 60 + mins;
}

function planGuards(random: Random, today: Date): PlannedGuard[] {
  const names = new Set<string>();
  const phones = new Set<string>();
  const cards = new Set<string>();
  const guards: PlannedGuard[] = [];
  while (guards.length < GUARD_COUNT) {
    const firstName = random.pick(FIRST_NAMES);
    const lastName = random.pick(LAST_NAMES);
    if (names.has(`${firstName} ${lastName}`)) continue;
    names.add(`${firstName} ${lastName}`);

    let phone = '';
    do phone = `(${random.pick(AREA_CODES)}) 555-01${pad(random.int(0, 99))}`;
    while (phones.has(phone));
    phones.add(phone);

    let card = '';
    do card = `G${String(random.int(1_000_000, 9_999_999))}`;
    while (cards.has(card));
    cards.add(card);

    const handle = `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, '');
    const suffix = random.chance(0.3) ? String(random.int(1, 99)) : '';
    guards.push({
      firstName,
      lastName,
      contactNumber: random.chance(0.04) ? null : phone,
      email: random.chance(0.1) ? null : `${handle}${suffix}@${random.pick(EMAIL_DOMAINS)}`,
      guardCard: card,
      expDate: null,
    });
  }
  // Card states in fixed numbers, on guards chosen at random: expired, expiring, none, valid.
  random.shuffle(guards).forEach((guard, index) => {
    let days: number | null;
    if (index < EXPIRED_CARDS) days = -random.int(1, 150);
    else if (index < EXPIRED_CARDS + EXPIRING_CARDS) days = random.int(0, 30);
    else if (index < EXPIRED_CARDS + EXPIRING_CARDS + NO_CARD) days = null;
    else days = random.int(31, 730);
    guard.expDate = days === null ? null : localIsoDate(addDays(today, days));
    if (days === null) guard.guardCard = null;
  });
  return guards;
}

/** Chance that a request is still open, by how far its date lies from today. */
function openChance(date: string, today: string, nextWeek: string): number {
  if (date < today) return 0.05;
  if (date <= nextWeek) return 0.15;
  return 0.3;
}

/**
 * Plans the demo operation around `today` (a local date): the posts, 120 guards and a few hundred
 * coverage requests over the previous, current and next month. The same seed and day give the
 * same plan.
 */
export function planDemo(today: Date, seed = 20_240_917): DemoPlan {
  const random = createRandom(seed);
  const day = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  const first = new Date(day.getFullYear(), day.getMonth() - 1, 1);
  const last = new Date(day.getFullYear(), day.getMonth() + 2, 0);
  const todayIso = localIsoDate(day);
  const nextWeek = localIsoDate(addDays(day, 7));

  const guards = planGuards(random, day);
  // Each post has a handful of regulars, who cover most of its shifts.
  const regulars = POSTS.map(() => random.shuffle(guards.map((_, index) => index)).slice(0, 6));
  const bookings = new Map<number, [number, number][]>();

  const requests: PlannedRequest[] = [];
  const dayCount = Math.round((last.getTime() - first.getTime()) / 86_400_000) + 1;
  for (let index = 0; index < dayCount; index += 1) {
    const date = addDays(first, index);
    const iso = localIsoDate(date);
    POSTS.forEach((post, location) => {
      const kind: PostKind = POST_KINDS[post.kind];
      if (!random.chance(kind.rate * (kind.weekdays[date.getDay()] ?? 1))) return;
      const shift: Shift = random.weighted(kind.shifts);
      const crew = random.chance(kind.crew) ? random.int(2, 3) : 1;
      const forCustomer = CUSTOMER_POSTS.includes(post.deptCode);
      for (let member = 0; member < crew; member += 1) {
        const notes = random.chance(0.4)
          ? null
          : random.chance(0.5)
            ? random.pick(kind.notes)
            : random.pick(COMMON_NOTES);
        const author: Author = forCustomer
          ? random.chance(0.65)
            ? 'customer'
            : 'supervisor'
          : random.chance(0.75)
            ? 'supervisor'
            : 'admin';
        const start = index * 1440 + minutes(shift[0]);
        const end = index * 1440 + minutes(shift[1]) + (shift[1] <= shift[0] ? 1440 : 0);
        const candidates = [
          ...random.shuffle(regulars[location] ?? []),
          ...random.shuffle(guards.map((_, guard) => guard)),
        ];
        const guard = random.chance(openChance(iso, todayIso, nextWeek))
          ? undefined
          : candidates.find((candidate) => {
              const card = guards[candidate]?.expDate;
              if (!card || card < iso) return false;
              return (bookings.get(candidate) ?? []).every(
                ([from, to]) => end + REST_MINUTES <= from || to + REST_MINUTES <= start,
              );
            });
        if (guard !== undefined)
          bookings.set(guard, [...(bookings.get(guard) ?? []), [start, end]]);
        requests.push({
          date: iso,
          startTime: shift[0],
          endTime: shift[1],
          location,
          guard: guard ?? null,
          notes,
          author,
        });
      }
    });
  }
  return {
    locations: POSTS.map(({ name, deptCode }) => ({ name, deptCode })),
    guards,
    requests,
    from: localIsoDate(first),
    to: localIsoDate(last),
  };
}
