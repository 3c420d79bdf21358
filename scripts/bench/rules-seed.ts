import { randomUUID } from 'node:crypto';
import { parseDatabaseUrl } from '../../src/server/config.js';
import { insertInBatches } from '../../src/server/db/batches.js';
import { createDatabase } from '../../src/server/db/database.js';
import { addDays, localIsoDate } from '../../src/shared/calendar.js';
import { guardDisplayName } from '../../src/shared/guards.js';
import { createRandom } from '../seed-demo-random.js';
import type { BenchContext } from './context.js';
import type { SeededOperation } from './operation-seed.js';
import { SHIFTS } from './operation-plan.js';

const QUALIFICATIONS = ['Armed', 'CPR', 'Fire watch', 'First aid', 'Site induction', 'Forklift'];

/**
 * What Find cover's rules read (issue #32), on top of the seeded operation: six qualifications,
 * one or two required at every third post, each held by three guards in five (some expiring
 * soon, some expired), a weekly window one guard in three cannot work, time off for one in
 * twenty, and a week of shifts for every guard: five shifts each in the fortnight from today,
 * where the board's open shifts are. Removed again with the run.
 */
export async function seedRules(context: BenchContext, operation: SeededOperation) {
  const database = createDatabase(parseDatabaseUrl(context.databaseUrl));
  const { db } = database;
  const random = createRandom(32);
  const now = new Date().toISOString();
  const today = localIsoDate(new Date());
  const tag = randomUUID().slice(0, 6);
  const qualifications = QUALIFICATIONS.map((name) => ({
    id: randomUUID(),
    name: `${name} ${tag}`,
    createdAt: now,
    updatedAt: now,
  }));
  const requirements = operation.locations.flatMap((location, index) =>
    index % 3 === 0
      ? random
          .shuffle(qualifications)
          .slice(0, random.int(1, 2))
          .map((qualification) => ({ locationId: location.id, qualificationId: qualification.id }))
      : [],
  );
  const held = operation.guards.flatMap((guard) =>
    qualifications.flatMap((qualification) =>
      random.chance(0.6)
        ? [
            {
              guardId: guard.id,
              qualificationId: qualification.id,
              expiresOn: random.chance(0.5) ? null : addDays(today, random.int(-30, 120)),
            },
          ]
        : [],
    ),
  );
  const windows = operation.guards.flatMap((guard) =>
    random.chance(1 / 3)
      ? [
          {
            id: randomUUID(),
            guardId: guard.id,
            weekday: random.int(0, 6),
            fromTime: '06:00',
            toTime: '14:00',
          },
        ]
      : [],
  );
  const timeOff = operation.guards.flatMap((guard) => {
    if (!random.chance(0.05)) return [];
    const from = addDays(today, random.int(0, 13));
    return [
      {
        id: randomUUID(),
        guardId: guard.id,
        fromDate: from,
        toDate: addDays(from, random.int(0, 3)),
        reason: 'Bench',
        status: random.chance(0.5) ? ('approved' as const) : ('pending' as const),
        requestedBy: null,
        requestedAt: now,
        decidedBy: null,
        decidedAt: null,
      },
    ];
  });
  const shifts = operation.guards.flatMap((guard) =>
    random
      .shuffle([...Array(14).keys()])
      .slice(0, 5)
      .map((day) => {
        const [startTime, endTime] = random.pick(SHIFTS);
        return {
          id: randomUUID(),
          userId: null,
          date: addDays(today, day),
          startTime,
          endTime,
          locationId: random.pick(operation.locations).id,
          assignedGuardId: guard.id,
          assignedGuardName: guardDisplayName(guard),
          notes: null,
          createdAt: now,
          updatedAt: now,
        };
      }),
  );
  await db.transaction().execute(async (trx) => {
    await insertInBatches(trx, 'qualifications', qualifications);
    await insertInBatches(trx, 'locationRequirements', requirements);
    await insertInBatches(trx, 'guardQualifications', held);
    await insertInBatches(trx, 'guardUnavailability', windows);
    await insertInBatches(trx, 'timeOff', timeOff);
    await insertInBatches(trx, 'coverageRequests', shifts);
  });
  await database.destroy();
  context.cleanups.unshift(async () => {
    // The operation's own cleanup takes the shifts, posts and guards (and their rows with them).
    const cleaning = createDatabase(parseDatabaseUrl(context.databaseUrl));
    await cleaning.db
      .deleteFrom('qualifications')
      .where(
        'id',
        'in',
        qualifications.map((one) => one.id),
      )
      .execute();
    await cleaning.destroy();
  });
  return {
    qualifications: qualifications.length,
    postsRequiring: new Set(requirements.map((one) => one.locationId)).size,
    weekShifts: shifts.length,
  };
}
