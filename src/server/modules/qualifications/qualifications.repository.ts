import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  byName,
  type GuardQualification,
  type QualificationItem,
  type QualificationRecord,
} from '../../../shared/qualifications.js';
import type { DB } from '../../db/schema.js';
import { nowIso } from '../../db/timestamps.js';

/**
 * The list of licences and skills (migration 0026), the guards who hold them and the posts that
 * require them. Names are sorted and compared here rather than in SQL: the two databases order
 * and lower-case letters differently, and the list is a few dozen names.
 */
export function qualificationsRepository(db: Kysely<DB>) {
  return {
    /** Every qualification with how many guards hold it and how many posts require it, by name. */
    async list(): Promise<QualificationItem[]> {
      const rows = await db
        .selectFrom('qualifications as q')
        .select((eb) => [
          'q.id',
          'q.name',
          eb
            .selectFrom('guardQualifications as g')
            .whereRef('g.qualificationId', '=', 'q.id')
            .select((count) => count.fn.countAll<number | string>().as('n'))
            .as('guardCount'),
          eb
            .selectFrom('locationRequirements as l')
            .whereRef('l.qualificationId', '=', 'q.id')
            .select((count) => count.fn.countAll<number | string>().as('n'))
            .as('locationCount'),
        ])
        .execute();
      return rows
        .map((row) => ({
          id: row.id,
          name: row.name,
          // PostgreSQL counts in bigint, which arrives as text.
          guardCount: Number(row.guardCount ?? 0),
          locationCount: Number(row.locationCount ?? 0),
        }))
        .sort(byName);
    },

    /** Every qualification's id and name, by name. */
    async names(): Promise<QualificationRecord[]> {
      const rows = await db.selectFrom('qualifications').select(['id', 'name']).execute();
      return rows.sort(byName);
    },

    findById(id: string): Promise<QualificationRecord | undefined> {
      return db
        .selectFrom('qualifications')
        .select(['id', 'name'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async create(name: string): Promise<QualificationRecord> {
      const now = nowIso();
      const created = { id: randomUUID(), name };
      await db
        .insertInto('qualifications')
        .values({ ...created, createdAt: now, updatedAt: now })
        .execute();
      return created;
    },

    async rename(id: string, name: string): Promise<void> {
      await db
        .updateTable('qualifications')
        .set({ name, updatedAt: nowIso() })
        .where('id', '=', id)
        .execute();
    },

    /** Deletes it; the foreign keys take it from every guard and post (ON DELETE CASCADE). */
    async remove(id: string): Promise<boolean> {
      const result = await db.deleteFrom('qualifications').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /** The qualifications the guard holds, by name. */
    async heldBy(guardId: string): Promise<GuardQualification[]> {
      const rows = await db
        .selectFrom('guardQualifications as g')
        .innerJoin('qualifications as q', 'q.id', 'g.qualificationId')
        .select(['g.qualificationId', 'q.name', 'g.expiresOn'])
        .where('g.guardId', '=', guardId)
        .execute();
      return rows.sort(byName);
    },

    /** Replaces the guard's qualifications with `held` (run it in the caller's transaction). */
    async replaceHeld(
      guardId: string,
      held: readonly { qualificationId: string; expiresOn: string | null }[],
    ): Promise<void> {
      await db.deleteFrom('guardQualifications').where('guardId', '=', guardId).execute();
      if (held.length === 0) return;
      await db
        .insertInto('guardQualifications')
        .values(held.map((one) => ({ guardId, ...one })))
        .execute();
    },

    /** The qualifications the post requires, by name. */
    async requiredAt(locationId: string): Promise<QualificationRecord[]> {
      const rows = await db
        .selectFrom('locationRequirements as l')
        .innerJoin('qualifications as q', 'q.id', 'l.qualificationId')
        .select(['q.id', 'q.name'])
        .where('l.locationId', '=', locationId)
        .execute();
      return rows.sort(byName);
    },

    /** Replaces the post's requirements (run it in the caller's transaction). */
    async replaceRequired(locationId: string, qualificationIds: readonly string[]): Promise<void> {
      await db.deleteFrom('locationRequirements').where('locationId', '=', locationId).execute();
      if (qualificationIds.length === 0) return;
      await db
        .insertInto('locationRequirements')
        .values(qualificationIds.map((qualificationId) => ({ locationId, qualificationId })))
        .execute();
    },

    /** The guard's name, locked until the transaction ends on PostgreSQL; undefined if none. */
    guard(id: string, { lock = false } = {}) {
      return db
        .selectFrom('guards')
        .select(['id', 'firstName', 'lastName'])
        .where('id', '=', id)
        .$if(lock, (query) => query.forUpdate())
        .executeTakeFirst();
    },

    /** The post's name, locked until the transaction ends on PostgreSQL; undefined if none. */
    location(id: string, { lock = false } = {}) {
      return db
        .selectFrom('locations')
        .select(['id', 'name'])
        .where('id', '=', id)
        .$if(lock, (query) => query.forUpdate())
        .executeTakeFirst();
    },
  };
}
