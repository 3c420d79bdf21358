import { addDays, weekdayOf } from '../src/shared/calendar.js';
import { workWeekEnd } from '../src/shared/work-week.js';
import { POST_KINDS, POSTS } from './seed-demo-data.js';
import {
  addRequest,
  canWork,
  requestOf,
  spanOf,
  type LiveContext,
} from './seed-demo-live-context.js';
import type { Tonight } from './seed-demo-night.js';
import { createRandom } from './seed-demo-random.js';
import type { RosterShift } from './seed-demo-roster.js';
import type { ShiftStory } from './seed-demo-shifts.js';

/**
 * Licences and skills in the demo (issues #32, #39): the company's four, which some posts require
 * and a share of the guards hold, most for a year or two, some expiring in the coming weeks (Find
 * cover warns 'CPR/First aid expires Dec 3' in their week), a few expired. Given after every
 * booking is planned: a guard booked at a post holds what it requires through the shift, each
 * guard offered a shift can take it, tonight's no-show has its candidates, every open shift of
 * the coming week has three guards able to take it, and the guards tonight's no-show cannot
 * have stay few enough for Find cover to list them all (the guards without a card among them).
 */

export const QUALIFICATIONS = ['Armed', 'CPR/First aid', 'Alarm response', 'Crowd control'];

/** Of the guards, the share who hold each, in QUALIFICATIONS' order. */
const SHARES = [0.12, 0.55, 0.8, 0.35];

/** What each post requires, by dept code (indexes into QUALIFICATIONS). */
const REQUIRED: Readonly<Record<string, readonly number[]>> = {
  'MER-510': [0],
  'SBM-210': [1],
  'MVG-215': [1],
  'LCC-220': [1],
  'NCC-820': [1],
  'PFD-310': [2],
  'NGL-314': [2],
  'RCS-318': [2],
  'VAA-330': [2],
  'GSA-710': [3],
  'BFA-712': [3],
  'WCM-410': [3],
};

const EXPIRING = 6;
const EXPIRED = 4;
/** Open shifts of the coming week have at least this many guards able to take them. */
const ABLE = 3;
/** At most this many guards cannot take tonight's no-show: Find cover lists 50 of them. */
const BLOCKED_MAX = 45;

export interface PlannedQualifications {
  /** An open shift whose Find cover warns that a guard's qualification expires that week. */
  warned: number;
  requirements: { location: number; qualification: number }[];
  /** What each guard holds, and its last valid day (null: it does not expire). */
  held: { guard: number; qualification: number; expiresOn: string | null }[];
}

const requiredAt = (location: number) => REQUIRED[POSTS[location]?.deptCode ?? ''] ?? [];
/** The last date a shift is worked on (an overnight shift's next day). */
const lastDateOf = (shift: RosterShift) =>
  shift.endTime <= shift.startTime ? addDays(shift.date, 1) : shift.date;

/**
 * A board meeting at Meridian Tower on a weekday of the coming week, open: it needs an armed
 * guard, so Find cover lists the few who hold Armed (one whose expires that week, with the
 * warning) and, apart, the many who do not.
 */
function boardMeeting(context: LiveContext): number {
  let date = addDays(context.today, 2);
  while ([0, 6].includes(weekdayOf(date))) date = addDays(date, 1);
  const kind = POST_KINDS.office;
  return addRequest(context, {
    date,
    startTime: '08:00',
    endTime: '16:00',
    location: POSTS.findIndex((post) => post.deptCode === 'MER-510'),
    guard: null,
    notes: kind.notes[2] ?? null,
    guardNote: kind.guardNotes[0] ?? null,
    author: 'supervisor',
    fill: null,
  });
}

/** The qualifications (above), given once `context` holds every booking. */
export function planQualifications(
  context: LiveContext,
  stories: readonly ShiftStory[],
  tonight: Tonight,
): PlannedQualifications {
  const random = createRandom(20_261_132);
  const { today, guards } = context;
  const warned = boardMeeting(context);
  const key = (guard: number, qualification: number) => `${String(guard)} ${String(qualification)}`;
  const held = new Map<string, string | null>();
  const far = (from: string) => addDays(from > today ? from : today, random.int(60, 720));
  guards.forEach((_, guard) => {
    SHARES.forEach((share, qualification) => {
      if (random.chance(share))
        held.set(key(guard, qualification), random.chance(0.3) ? null : far(today));
    });
  });

  // What each guard must hold through a date: their bookings, offers and tonight's candidates.
  const needs = new Map<string, string>();
  const need = (guard: number, shift: RosterShift & { location: number }) => {
    for (const qualification of requiredAt(shift.location)) {
      const at = key(guard, qualification);
      const last = lastDateOf(shift);
      if ((needs.get(at) ?? '') < last) needs.set(at, last);
    }
  };
  for (const request of context.requests) if (request.guard !== null) need(request.guard, request);
  for (const story of stories) {
    for (const offer of story.offers) {
      if (offer.status === 'pending') need(offer.guard, requestOf(context, story.request));
    }
  }
  const noShow = requestOf(context, tonight.noShow);
  for (const guard of tonight.candidates) need(guard, noShow);
  for (const [at, last] of needs) {
    const expiresOn = held.get(at);
    if (expiresOn === undefined || (expiresOn !== null && expiresOn < last))
      held.set(at, far(last));
  }

  // Expiring and expired ones, where no booking needs them later; of tonight's candidates one
  // whose expires this week, so that Find cover warns of it.
  const required = new Set(Object.values(REQUIRED).flat());
  const pairs = random.shuffle(
    [...held].filter(
      ([at, expiresOn]) => expiresOn !== null && required.has(Number(at.split(' ')[1])),
    ),
  );
  const setExpiry = (at: string, expiresOn: string) => {
    if ((needs.get(at) ?? '') > expiresOn) return false;
    held.set(at, expiresOn);
    return true;
  };
  let expiring = 0;
  let expired = 0;
  for (const [at] of pairs) {
    if (expiring < EXPIRING && setExpiry(at, addDays(today, random.int(5, 27)))) expiring += 1;
    else if (expired < EXPIRED && setExpiry(at, addDays(today, -random.int(3, 60)))) expired += 1;
  }
  const meeting = requestOf(context, warned);
  const weekOfMeeting = workWeekEnd(meeting.date, 1);
  for (const qualification of requiredAt(meeting.location)) {
    const holder = random
      .shuffle([...held.keys()])
      .find(
        (at) =>
          at.endsWith(` ${String(qualification)}`) &&
          canWork(context, Number(at.split(' ')[0]), meeting) &&
          (needs.get(at) ?? '') <= weekOfMeeting,
      );
    if (holder) held.set(holder, weekOfMeeting);
  }

  // Enough guards able to take the open shifts of the coming week, and few unable tonight.
  const holds = (guard: number, shift: RosterShift & { location: number }) =>
    requiredAt(shift.location).every((qualification) => {
      const expiresOn = held.get(key(guard, qualification));
      return expiresOn === null || (expiresOn !== undefined && expiresOn >= lastDateOf(shift));
    });
  const able = (shift: RosterShift & { location: number }, except: number) =>
    guards.flatMap((_, guard) =>
      guard !== except && canWork(context, guard, shift) && holds(guard, shift) ? [guard] : [],
    );
  const grant = (shift: RosterShift & { location: number }, wanted: number, except = -1) => {
    const lacking = random.shuffle(
      guards.flatMap((_, guard) =>
        guard !== except && canWork(context, guard, shift) && !holds(guard, shift) ? [guard] : [],
      ),
    );
    for (const guard of lacking.slice(0, Math.max(0, wanted - able(shift, except).length))) {
      for (const qualification of requiredAt(shift.location)) {
        const at = key(guard, qualification);
        if (!held.has(at)) held.set(at, far(lastDateOf(shift)));
      }
    }
  };
  const weekEnd = addDays(today, 7);
  context.requests.forEach((request) => {
    if (request.guard !== null || request.date > weekEnd || spanOf(request).start <= context.now)
      return;
    grant(request, ABLE);
  });
  grant(noShow, guards.length - BLOCKED_MAX, tonight.absent);

  return {
    warned,
    requirements: Object.entries(REQUIRED).flatMap(([deptCode, list]) => {
      const location = POSTS.findIndex((post) => post.deptCode === deptCode);
      return list.map((qualification) => ({ location, qualification }));
    }),
    held: [...held].map(([at, expiresOn]) => {
      const [guard, qualification] = at.split(' ').map(Number);
      return { guard: guard ?? -1, qualification: qualification ?? -1, expiresOn };
    }),
  };
}
