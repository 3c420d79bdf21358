import { addDays, dayNumber, localIsoDate, pad } from '../src/shared/calendar.js';
import type { GuardValues } from '../src/shared/guards.js';
import type { LocationInput } from '../src/shared/locations.js';
import { monthRange, shiftMonth } from '../src/shared/month.js';
import {
  COMMON_NOTES,
  CUSTOMER_POSTS,
  POST_KINDS,
  POSTS,
  type PostKind,
} from './seed-demo-data.js';
import { AREA_CODES, EMAIL_DOMAINS, FIRST_NAMES, LAST_NAMES } from './seed-demo-people.js';
import { DEMO_OFFICE_E164, placeOf, type PostPlace } from './seed-demo-places.js';
import { createRandom, type Random } from './seed-demo-random.js';
import { createRoster } from './seed-demo-roster.js';
import { planMoreAccounts, planOfficeStories } from './seed-demo-office.js';
import {
  instant,
  planGuardShifts,
  type ShiftStory,
  type StoryRequest,
} from './seed-demo-shifts.js';
import { fillOf, MADE_OPEN, shiftAt } from './seed-demo-demand.js';
import type { RegularShift } from './seed-demo-regulars.js';

/** Who records a request: dispatch may not, so it is one of these three. */
export type Author = 'admin' | 'supervisor' | 'customer';

export interface PlannedRequest {
  date: string;
  startTime: string;
  endTime: string;
  /** Index into the plan's locations. */
  location: number;
  /** Index into the plan's guards, or null for an open request. */
  guard: number | null;
  notes: string | null;
  /** What the guard on the shift is told (issue #31), apart from the office's notes. */
  guardNote: string | null;
  author: Author;
  /**
   * When it was made open and when a guard was found, for most of those filled before the plan's
   * day; null for one on record as made with its guard, or open since the demo was seeded.
   */
  fill: { openedAt: string; filledAt: string } | null;
  /** For the rest of a shift its guard left early (issue #39): the index of the one they kept. */
  continues?: number;
}

export interface DemoPlan {
  /** The posts, each with its address and position (seed-demo-places.ts). */
  locations: (Pick<LocationInput, 'name' | 'deptCode'> & PostPlace)[];
  guards: GuardValues[];
  requests: PlannedRequest[];
  /** Indexes into `guards` of the guards with their own account (issue #21), guard1 first. */
  guardAccounts: number[];
  /** Their regular shifts, which the history before the plan books as well. */
  regulars: RegularShift[];
  /** The other guards with the app (issue #30): a quarter of them have an account in all. */
  moreAccounts: number[];
  /** Call-outs, offers and answers of some requests (seed-demo-shifts.ts). */
  stories: ShiftStory[];
  /** First and last date of the requests (previous month's first day, next month's last). */
  from: string;
  to: string;
}

export const GUARD_COUNT = 120;
const EXPIRED_CARDS = 9;
const EXPIRING_CARDS = 11;
const NO_CARD = 3;

/** A value not yet in `taken`, which then holds it. */
function unique(taken: Set<string>, make: () => string): string {
  let value = make();
  while (taken.has(value)) value = make();
  taken.add(value);
  return value;
}

function planGuards(random: Random, today: string): GuardValues[] {
  const names = new Set<string>();
  // No guard has the office's number (alerts are texted to it).
  const phones = new Set<string>([DEMO_OFFICE_E164]);
  const cards = new Set<string>();
  const guards: GuardValues[] = [];
  while (guards.length < GUARD_COUNT) {
    const firstName = random.pick(FIRST_NAMES);
    const lastName = random.pick(LAST_NAMES);
    if (names.has(`${firstName} ${lastName}`)) continue;
    names.add(`${firstName} ${lastName}`);
    // Every guard has a mobile number, in E.164 as the app stores them (issue #30): the 555-01xx
    // numbers kept for fiction, which libphonenumber-js takes as valid US mobile numbers.
    const phone = unique(
      phones,
      () => `+1${random.pick(AREA_CODES)}55501${pad(random.int(0, 99))}`,
    );
    const card = unique(cards, () => `G${String(random.int(1_000_000, 9_999_999))}`);
    const handle = `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, '');
    const suffix = random.chance(0.3) ? String(random.int(1, 99)) : '';
    guards.push({
      firstName,
      lastName,
      contactNumber: phone,
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
    guard.expDate = days === null ? null : addDays(today, days);
    if (days === null) guard.guardCard = null;
  });
  return guards;
}

/** Chance that a request is still open, by how far its date lies from today. */
function openChance(date: string, today: string): number {
  if (date < today) return 0.05;
  if (date <= addDays(today, 7)) return 0.15;
  return 0.3;
}

function pickNotes(random: Random, kind: PostKind): string | null {
  if (random.chance(0.4)) return null;
  return random.chance(0.5) ? random.pick(kind.notes) : random.pick(COMMON_NOTES);
}

/** The guard notes draw from a stream of their own, so that the rest of the plan stays as it was. */
const GUARD_NOTES_STREAM = 31;
const GUARD_NOTE_CHANCE = 0.35;

/** A note for the guard (issue #31) on about a third of the requests, one of its post's kind. */
function giveGuardNotes(requests: PlannedRequest[], random: Random): void {
  for (const request of requests) {
    const kind: PostKind = POST_KINDS[POSTS[request.location]?.kind ?? 'office'];
    if (random.chance(GUARD_NOTE_CHANCE)) request.guardNote = random.pick(kind.guardNotes);
  }
}

function pickAuthor(random: Random, forCustomer: boolean): Author {
  if (forCustomer) return random.chance(0.65) ? 'customer' : 'supervisor';
  return random.chance(0.75) ? 'supervisor' : 'admin';
}

/**
 * Plans the demo operation around `today` (a local date): the posts, 120 guards and a few hundred
 * coverage requests over the previous, current and next month, and the guard accounts' shifts,
 * call-outs and offers (seed-demo-shifts.ts). The same seed and day give the same plan.
 */
export function planDemo(today: Date, seed = 20_240_917): DemoPlan {
  const random = createRandom(seed);
  const todayIso = localIsoDate(today);
  const month = todayIso.slice(0, 7);
  const { from } = monthRange(shiftMonth(month, -1));
  const { to } = monthRange(shiftMonth(month, 1));

  const guards = planGuards(random, todayIso);
  const everyGuard = guards.map((_, index) => index);
  // Each post has a handful of regulars, who cover most of its shifts.
  const regulars = POSTS.map(() => random.shuffle(everyGuard).slice(0, 6));
  const roster = createRoster(guards, from);

  const requests: PlannedRequest[] = [];
  const dayCount = dayNumber(to) - dayNumber(from) + 1;
  for (let day = 0; day < dayCount; day += 1) {
    const date = addDays(from, day);
    POSTS.forEach((post, location) => {
      const kind: PostKind = POST_KINDS[post.kind];
      const needed = shiftAt(random, date, location);
      if (!needed) return;
      const { startTime, endTime, crew } = needed;
      const forCustomer = CUSTOMER_POSTS.includes(post.deptCode);
      for (let member = 0; member < crew; member += 1) {
        const notes = pickNotes(random, kind);
        const author = pickAuthor(random, forCustomer);
        const candidates = [
          ...random.shuffle(regulars[location] ?? []),
          ...random.shuffle(everyGuard),
        ];
        const guard = random.chance(openChance(date, todayIso))
          ? null
          : roster.book(candidates, { date, startTime, endTime });
        requests.push({
          date,
          startTime,
          endTime,
          location,
          guard,
          notes,
          guardNote: null,
          author,
          fill: null,
        });
      }
    });
  }
  const made = requests.length;
  const context = {
    random,
    today: todayIso,
    from,
    guards,
    requests,
    roster,
    add(request: StoryRequest) {
      const kind: PostKind = POST_KINDS[POSTS[request.location]?.kind ?? 'office'];
      const forCustomer = CUSTOMER_POSTS.includes(POSTS[request.location]?.deptCode ?? '');
      const notes = pickNotes(random, kind);
      const author = pickAuthor(random, forCustomer);
      requests.push({ ...request, notes, guardNote: null, author, fill: null });
      return requests.length - 1;
    },
  };
  const guardShifts = planGuardShifts(context);
  const { accounts, stories } = guardShifts;
  const storied = new Set(stories.map((story) => story.request));
  const office = planOfficeStories(context, accounts, storied);
  const all = [...stories, ...office];
  // How the office filled the others before today, as the history before the plan (issue #31):
  // the regulars' shifts and the stories' requests are told otherwise.
  const told = new Set(all.map((story) => story.request));
  const dayBegan = instant(todayIso, 0);
  requests.slice(0, made).forEach((request, index) => {
    if (request.guard === null || told.has(index) || !random.chance(MADE_OPEN)) return;
    const { openedAt, filledAt } = fillOf(random, request, dayBegan);
    // One not filled before today is on record as made with its guard.
    request.fill = filledAt === null ? null : { openedAt, filledAt };
  });
  giveGuardNotes(requests, createRandom(seed + GUARD_NOTES_STREAM));
  return {
    locations: POSTS.map(({ name, deptCode }) => ({ name, deptCode, ...placeOf(deptCode) })),
    guards,
    requests,
    guardAccounts: accounts,
    regulars: guardShifts.regulars,
    moreAccounts: planMoreAccounts(context, accounts, all),
    stories: all,
    from,
    to,
  };
}
