import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { FeedKind } from '../../../shared/calendar-feeds.js';
import type { DB } from '../../db/schema.js';

/** A request as a guard's feed shows it: the note for the guard, never the office's notes. */
export interface FeedShift {
  id: string;
  date: string;
  startTime: string | null;
  endTime: string | null;
  /** What the guard on the shift is told (issue #31). */
  guardNote: string | null;
  assignedGuardName: string | null;
  locationName: string;
  deptCode: string;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** A request as a post's feed (the office's, a customer's) shows it: its notes too. */
export interface PostFeedShift extends FeedShift {
  notes: string | null;
}

/** Calendar feeds' resets and the shifts they show (issue #22). */
export function calendarFeedsRepository(db: Kysely<DB>) {
  const shifts = () =>
    db
      .selectFrom('coverageRequests as request')
      .innerJoin('locations as location', 'location.id', 'request.locationId')
      .select([
        'request.id',
        'request.date',
        'request.startTime',
        'request.endTime',
        'request.guardNote',
        'request.assignedGuardName',
        'location.name as locationName',
        'location.deptCode',
        'request.version',
        'request.createdAt',
        'request.updatedAt',
      ])
      .orderBy('request.date')
      .orderBy('request.startTime');

  return {
    /** How many times the subject's address was reset (0 when never). */
    async generation(kind: FeedKind, subjectId: string): Promise<number> {
      const row = await db
        .selectFrom('calendarFeedKeys')
        .select('generation')
        .where('kind', '=', kind)
        .where('subjectId', '=', subjectId)
        .executeTakeFirst();
      return row?.generation ?? 0;
    },

    /** Retires the subject's address: one more reset, counted in one statement. */
    async reset(kind: FeedKind, subjectId: string): Promise<number> {
      const row = await db
        .insertInto('calendarFeedKeys')
        .values({ kind, subjectId, generation: 1, resetAt: new Date().toISOString() })
        .onConflict((conflict) =>
          conflict.columns(['kind', 'subjectId']).doUpdateSet((eb) => ({
            generation: eb('calendarFeedKeys.generation', '+', 1),
            resetAt: eb.ref('excluded.resetAt'),
          })),
        )
        .returning('generation')
        .executeTakeFirstOrThrow();
      return row.generation;
    },

    /** A guard's name and account, or undefined when the row is gone. */
    guard(guardId: string) {
      return db
        .selectFrom('guards')
        .select(['id', 'firstName', 'lastName', 'accountId'])
        .where('id', '=', guardId)
        .executeTakeFirst();
    },

    /** A post's name and code, or undefined when it is gone. */
    location(locationId: string) {
      return db
        .selectFrom('locations')
        .select(['id', 'name', 'deptCode'])
        .where('id', '=', locationId)
        .executeTakeFirst();
    },

    /**
     * The version of a feed's text, as a short stable name (its ETag too): what else it shows
     * (`shown`: its address, its name, today's date), and, read cheaply, its requests in the
     * range (how many, the last change to one) and the last change to their posts' names. Every
     * write to a request sets its updated_at.
     */
    async version(
      subject: { kind: FeedKind; id: string },
      range: { from: string; to: string },
      shown: readonly string[],
    ): Promise<string> {
      const row = await db
        .selectFrom('coverageRequests as request')
        .innerJoin('locations as location', 'location.id', 'request.locationId')
        .select((eb) => [
          eb.fn.countAll<number | string>().as('requests'),
          eb.fn.max<string | null>('request.updatedAt').as('changed'),
          eb.fn.max<string | null>('location.updatedAt').as('posts'),
        ])
        .where(
          subject.kind === 'guard' ? 'request.assignedGuardId' : 'request.locationId',
          '=',
          subject.id,
        )
        .where('request.date', '>=', range.from)
        .where('request.date', '<=', range.to)
        .executeTakeFirstOrThrow();
      const parts = [...shown, Number(row.requests), row.changed, row.posts];
      return createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 27);
    },

    /** The guard's shifts dated within the range, soonest first; the notes are not read. */
    shiftsOfGuard(guardId: string, range: { from: string; to: string }): Promise<FeedShift[]> {
      return shifts()
        .where('request.assignedGuardId', '=', guardId)
        .where('request.date', '>=', range.from)
        .where('request.date', '<=', range.to)
        .execute();
    },

    /** Every request of the post dated within the range, open ones too, soonest first. */
    shiftsOfLocation(
      locationId: string,
      range: { from: string; to: string },
    ): Promise<PostFeedShift[]> {
      return shifts()
        .select('request.notes')
        .where('request.locationId', '=', locationId)
        .where('request.date', '>=', range.from)
        .where('request.date', '<=', range.to)
        .execute();
    },
  };
}

export type CalendarFeedsRepository = ReturnType<typeof calendarFeedsRepository>;
