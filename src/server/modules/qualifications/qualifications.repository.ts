import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  byName,
  type GuardQualification,
  type QualificationItem,
  type QualificationRecord,
} from '../../../shared/qualifications.js';
import type { HeldQualification } from '../../../shared/qualification-rules.js';
import { insertInBatches } from '../../db/batches.js';
import type { DB } from '../../db/schema.js';
import { nowIso } from '../../db/timestamps.js';

/** A row of guard_qualifications. */
export type GuardHeldRow = HeldQualification & { guardId: string };

/** Guards per statement that names them by id (well under either database's parameter limit). */
const IDS_PER_QUERY = 500;

function batchesOf(ids: readonly string[]): string[][] {
  const batches: string[][] = [];
  for (let start = 0; start < ids.length; start += IDS_PER_QUERY) {
    batches.push(ids.slice(start, start + IDS_PER_QUERY));
  }
  return batches;
}

/**
 * The list of licences and skills (migration 0026), the guards who hold them and the posts that
 * require them. Names are sorted and compared here rather than in SQL: the two databases order
 * and lower-case letters differently, and the list is a few dozen names.
 */
export function qualificationsRepository(db: Kysely<DB>) {
  /**
   * What each guard holds, by guard id, each guard's by name: these guards' (in batches), or
   * every guard's when `guardIds` is left out. A guard holding none is not in the map.
   */
  async function heldByGuard(
    guardIds?: readonly string[],
  ): Promise<Map<string, GuardQualification[]>> {
    const query = db
      .selectFrom('guardQualifications as g')
      .innerJoin('qualifications as q', 'q.id', 'g.qualificationId')
      .select(['g.guardId', 'g.qualificationId', 'q.name', 'g.expiresOn']);
    const rows = guardIds
      ? (
          await Promise.all(
            batchesOf(guardIds).map((ids) => query.where('g.guardId', 'in', ids).execute()),
          )
        ).flat()
      : await query.execute();
    const byGuard = new Map<string, GuardQualification[]>();
    for (const { guardId, ...one } of rows.sort(byName)) {
      const list = byGuard.get(guardId);
      if (list) list.push(one);
      else byGuard.set(guardId, [one]);
    }
    return byGuard;
  }

  /** Gives guards qualifications, in as few statements as it can (in the caller's transaction). */
  async function addHeld(rows: readonly GuardHeldRow[]): Promise<void> {
    if (rows.length > 0) await insertInBatches(db, 'guardQualifications', rows);
  }

  /** Takes every qualification from these guards (in the caller's transaction). */
  async function removeHeldOf(guardIds: readonly string[]): Promise<void> {
    for (const ids of batchesOf(guardIds)) {
      await db.deleteFrom('guardQualifications').where('guardId', 'in', ids).execute();
    }
  }

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
      return (await heldByGuard([guardId])).get(guardId) ?? [];
    },

    heldByGuard,

    /** Replaces the guard's qualifications with `held` (run it in the caller's transaction). */
    async replaceHeld(guardId: string, held: readonly HeldQualification[]): Promise<void> {
      await removeHeldOf([guardId]);
      await addHeld(held.map((one) => ({ guardId, ...one })));
    },

    addHeld,
    removeHeldOf,

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
