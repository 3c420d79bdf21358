import { randomUUID } from 'node:crypto';
import { addDays, dayNumber, pad } from '../../src/shared/calendar.js';
import { guardDisplayName } from '../../src/shared/guards.js';
import { monthOf, monthRange, shiftMonth } from '../../src/shared/month.js';
import { createRandom, type Random } from '../seed-demo-random.js';

/** The operation a bench run seeds: a large guard company, or a tenth of it for CI's smoke check. */
export const OPERATION_SIZES = {
  large: {
    locations: 300,
    guards: 2000,
    requests: 1_000_000,
    users: 50,
    conversations: 200,
    messages: 100_000,
  },
  small: {
    locations: 30,
    guards: 200,
    requests: 20_000,
    users: 10,
    conversations: 20,
    messages: 2000,
  },
} as const;
export type OperationSize = (typeof OPERATION_SIZES)[keyof typeof OPERATION_SIZES];

/** Four years of requests: three back from this month and one ahead, as a company keeps them. */
const MONTHS_BACK = 36;
const MONTHS_AHEAD = 11;

/** Rows per transaction while seeding requests or messages. */
const SEED_CHUNK = 20_000;

/** The shifts requests are seeded and entered with: start and end (the night shift ends next day). */
export const SHIFTS = [
  ['06:00', '14:00'],
  ['08:00', '16:00'],
  ['14:00', '22:00'],
  ['22:00', '06:00'],
  ['18:00', '23:59'],
] as const;

export interface PlannedLocation {
  id: string;
  name: string;
  deptCode: string;
}

export interface PlannedGuard {
  id: string;
  firstName: string;
  lastName: string;
  guardCard: string | null;
  expDate: string | null;
}

/** The first and last date of the seeded span, yyyy-MM-dd. */
function seededSpan(today: Date): { from: string; to: string } {
  const month = monthOf(today);
  return {
    from: monthRange(shiftMonth(month, -MONTHS_BACK)).from,
    to: monthRange(shiftMonth(month, MONTHS_AHEAD)).to,
  };
}

/** Posts named with the run's tag, so that runs on one PostgreSQL database never collide. */
export function planLocations(count: number, tag: string): PlannedLocation[] {
  return Array.from({ length: count }, (_, index) => ({
    id: randomUUID(),
    name: `Bench Post ${pad(index + 1, 3)} ${tag}`,
    deptCode: `B${tag}-${pad(index + 1, 3)}`,
  }));
}

/**
 * The company's guards, each with a guard card on file valid for years but one in twenty with
 * none and one in twenty-five expired a year ago (issue #39: the rules stop those everywhere, and
 * Find cover lists them apart).
 */
export function planGuards(count: number, random: Random, today: string): PlannedGuard[] {
  const first = ['Ana', 'Ben', 'Cara', 'Dev', 'Eli', 'Fay', 'Gus', 'Hana', 'Ivo', 'Jo'];
  const last = ['Reyes', 'Okoye', 'Pike', 'Raman', 'Stone', 'Ward', 'Young', 'Zell'];
  return Array.from({ length: count }, (_, index) => {
    const none = index % 20 === 7;
    return {
      id: randomUUID(),
      firstName: `${random.pick(first)}${index}`,
      lastName: random.pick(last),
      guardCard: none ? null : `B${pad(index, 6)}`,
      expDate: none ? null : addDays(today, index % 25 === 3 ? -365 : 730),
    };
  });
}

export interface RequestPlanInput {
  locations: readonly PlannedLocation[];
  guards: readonly PlannedGuard[];
  /** Who created each request (admins, supervisors and customers of the run). */
  authors: readonly string[];
  today: Date;
  seed: number;
}

/**
 * `total` coverage requests spread evenly over the span and the posts, in the order a company
 * enters them over four years (by date, give or take a few days), yielded `SEED_CHUNK` at a time
 * so that a million never sit in memory together: most have a shift, two in three a guard, one in
 * four a note. (Inserted in random date order instead, SQLite's export reads pages all over the
 * file and runs ~40 % slower.)
 */
export function* planRequests(total: number, input: RequestPlanInput) {
  const random = createRandom(input.seed);
  const { from, to } = seededSpan(input.today);
  const days = dayNumber(to) - dayNumber(from) + 1;
  const now = new Date().toISOString();
  for (let start = 0; start < total; start += SEED_CHUNK) {
    const rows = Array.from({ length: Math.min(SEED_CHUNK, total - start) }, (_, offset) => {
      const day = Math.floor(((start + offset) * days) / total) + random.int(-3, 3);
      const shift = random.chance(0.9) ? random.pick(SHIFTS) : null;
      const guard = random.chance(0.66) ? random.pick(input.guards) : null;
      return {
        id: randomUUID(),
        userId: random.pick(input.authors),
        date: addDays(from, Math.min(days - 1, Math.max(0, day))),
        startTime: shift?.[0] ?? null,
        endTime: shift?.[1] ?? null,
        locationId: random.pick(input.locations).id,
        assignedGuardId: guard?.id ?? null,
        assignedGuardName: guard ? guardDisplayName(guard) : null,
        notes: random.chance(0.25) ? random.pick(['Call out', 'Needs armed guard', 'Event']) : null,
        createdAt: now,
        updatedAt: now,
      };
    });
    yield rows;
  }
}

export interface PlannedConversation {
  id: string;
  isGroup: number;
  directKey: string | null;
  participantIds: string[];
}

/**
 * Conversations among the run's accounts: three in four one-to-one (each pair once), the rest
 * groups of three to six.
 */
export function planConversations(
  count: number,
  userIds: readonly string[],
  random: Random,
): PlannedConversation[] {
  const pairs: [string, string][] = [];
  for (const [i, a] of userIds.entries()) {
    for (const b of userIds.slice(i + 1)) pairs.push([a, b]);
  }
  const direct = random.shuffle(pairs).slice(0, Math.min(Math.ceil(count * 0.75), pairs.length));
  const conversations: PlannedConversation[] = direct.map((pair) => ({
    id: randomUUID(),
    isGroup: 0,
    directKey: [...pair].sort().join(':'),
    participantIds: pair,
  }));
  while (conversations.length < count) {
    conversations.push({
      id: randomUUID(),
      isGroup: 1,
      directKey: null,
      participantIds: random.shuffle(userIds).slice(0, random.int(3, 6)),
    });
  }
  return conversations;
}

/**
 * `total` messages spread over the conversations, a minute apart within each one, ending now;
 * yielded `SEED_CHUNK` at a time.
 */
export function* planMessages(
  total: number,
  conversations: readonly PlannedConversation[],
  random: Random,
) {
  const perConversation = Math.ceil(total / conversations.length);
  const end = Date.now();
  let rows = [];
  let made = 0;
  for (const conversation of conversations) {
    for (let index = 0; index < perConversation && made < total; index += 1, made += 1) {
      rows.push({
        id: randomUUID(),
        conversationId: conversation.id,
        senderId: random.pick(conversation.participantIds),
        content: `Bench message ${index + 1}`,
        createdAt: new Date(end - (perConversation - index) * 60_000).toISOString(),
      });
      if (rows.length === SEED_CHUNK) {
        yield rows;
        rows = [];
      }
    }
  }
  if (rows.length > 0) yield rows;
}
