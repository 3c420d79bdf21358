import { localIsoDate } from '../src/shared/calendar.js';
import { planPastAttendance } from './seed-demo-attendance.js';
import { planTonight, type Tonight } from './seed-demo-night.js';
import type { DemoPlan } from './seed-demo-plan.js';
import { planQualifications, type PlannedQualifications } from './seed-demo-qualifications.js';
import type { PlannedAttendance } from './seed-demo-readings.js';
import type { LiveContext } from './seed-demo-live-context.js';
import { createRandom } from './seed-demo-random.js';
import { createRoster } from './seed-demo-roster.js';
import type { ShiftStory } from './seed-demo-shifts.js';
import { planTimeOff, type PlannedTimeOff } from './seed-demo-time-off.js';
import { planTimesheets, type PlannedApproval } from './seed-demo-timesheets.js';

/**
 * The demo at the instant it is seeded (issue #39): what the day-based plan (seed-demo-plan.ts)
 * cannot know, because it depends on the hour. The last weeks' check-ins, no-shows and their
 * reliefs, early leaves (seed-demo-attendance.ts); tonight at the desk (seed-demo-night.ts); time
 * off (seed-demo-time-off.ts); and the qualifications posts require and guards hold, given last
 * so that every booking and offer is allowed (seed-demo-qualifications.ts).
 */

export interface LivePlan extends DemoPlan {
  /** The guards' attendance of the last weeks and of now. */
  attendance: PlannedAttendance[];
  /** The plan's stories and those of attendance and tonight. */
  liveStories: ShiftStory[];
  /** Requests cut where their guard left: the index, the end before, who cut it and when. */
  cuts: { request: number; endTime: string; byGuard: number | null; at: string }[];
  /** Guards' weeks the office approved. */
  approvals: PlannedApproval[];
  tonight: Tonight;
  timeOff: PlannedTimeOff[];
  qualifications: PlannedQualifications;
}

/**
 * The live plan at `now`, from the day's plan (left as it was: its requests are copied). The same
 * plan and instant give the same live plan.
 */
export function planLiveDemo(plan: DemoPlan, now: Date): LivePlan {
  const requests = plan.requests.map((request) => ({ ...request }));
  const roster = createRoster(plan.guards, plan.from);
  for (const request of requests) {
    if (request.guard !== null) roster.book([request.guard], request);
  }
  const offered = new Set(
    plan.stories.flatMap((story) =>
      story.offers.flatMap((offer) => (offer.status === 'pending' ? [offer.guard] : [])),
    ),
  );
  const context: LiveContext = {
    random: createRandom(20_261_139),
    now: now.getTime(),
    today: localIsoDate(now),
    guards: plan.guards,
    requests,
    roster,
    withApp: new Set([...plan.guardAccounts, ...plan.moreAccounts]),
    storyAccounts: plan.guardAccounts,
    offered,
    told: new Set(plan.stories.map((story) => story.request)),
    attendance: [],
    stories: [],
  };
  const cuts = planPastAttendance(context);
  const approvals = planTimesheets(context);
  const tonight = planTonight(context);
  const timeOff = planTimeOff(context);
  const qualifications = planQualifications(context, plan.stories, tonight);
  return {
    ...plan,
    requests,
    attendance: context.attendance,
    liveStories: [...plan.stories, ...context.stories],
    cuts,
    approvals,
    tonight,
    timeOff,
    qualifications,
  };
}
