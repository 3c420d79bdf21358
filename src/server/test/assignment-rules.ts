import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { guardDisplayName } from '../../shared/guards.js';
import type { DB } from '../db/schema.js';
import { nowIso } from '../db/timestamps.js';
import { createCoverageRequest, createLocation } from './builders.js';

/**
 * Test support for the assignment rules (issue #32): qualifications, requirements, time off,
 * unavailable hours and other shifts, written straight to the tables the rules read.
 */
export function rulesSupport(db: () => Kysely<DB>) {
  return {
    /** A qualification of the company's list, named. */
    async qualification(name: string): Promise<string> {
      const id = randomUUID();
      await db()
        .insertInto('qualifications')
        .values({ id, name, createdAt: nowIso(), updatedAt: nowIso() })
        .execute();
      return id;
    },

    /** The post requires the qualification. */
    async require(locationId: string, qualificationId: string): Promise<void> {
      await db()
        .insertInto('locationRequirements')
        .values({ locationId, qualificationId })
        .execute();
    },

    /** The guard holds the qualification, to its last valid day. */
    async hold(guardId: string, qualificationId: string, expiresOn: string | null = null) {
      await db()
        .insertInto('guardQualifications')
        .values({ guardId, qualificationId, expiresOn })
        .execute();
    },

    /** The guard's time off. */
    async timeOff(
      guardId: string,
      fromDate: string,
      toDate: string,
      status: 'pending' | 'approved' | 'declined',
    ) {
      await db()
        .insertInto('timeOff')
        .values({
          id: randomUUID(),
          guardId,
          fromDate,
          toDate,
          reason: 'Family',
          status,
          requestedBy: null,
          requestedAt: nowIso(),
          decidedBy: null,
          decidedAt: null,
        })
        .execute();
    },

    /** Hours of the week the guard cannot work (weekday 0 = Sunday). */
    async unavailable(guardId: string, weekday: number, fromTime: string, toTime: string) {
      await db()
        .insertInto('guardUnavailability')
        .values({ id: randomUUID(), guardId, weekday, fromTime, toTime })
        .execute();
    },

    /** A shift the guard already works, at a post of its own ('South Dock' unless told). */
    async works(
      guard: { id: string; firstName: string; lastName: string },
      date: string,
      startTime: string | null,
      endTime: string | null,
      postName = 'South Dock',
    ) {
      const post = await createLocation(db(), { name: postName });
      return createCoverageRequest(db(), {
        locationId: post.id,
        date,
        startTime,
        endTime,
        guard,
      });
    },

    /** The confirmations kept for a request. */
    confirmations(requestId: string) {
      return db()
        .selectFrom('assignmentConfirmations')
        .select(['guardName', 'action', 'warnings', 'overtimeMinutes', 'confirmedByName'])
        .where('requestId', '=', requestId)
        .execute();
    },

    /** 'Last, First' of a guard. */
    name: guardDisplayName,
  };
}

export type RulesSupport = ReturnType<typeof rulesSupport>;
