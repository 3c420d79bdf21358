import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { deptCodeKey, type Location, type LocationInput } from '../../../shared/locations.js';
import type { DB } from '../../db/schema.js';
import { nowIso } from '../../db/timestamps.js';

const columns = ['id', 'name', 'deptCode'] as const;

/** Locations (posts): each with a name and a department code unique whatever its letter case. */
export function locationsRepository(db: Kysely<DB>) {
  return {
    /** All locations ordered by name, then department code. */
    list(): Promise<Location[]> {
      return db
        .selectFrom('locations')
        .select(columns)
        .orderBy('name')
        .orderBy('deptCode')
        .execute();
    },

    async findById(id: string): Promise<Location | null> {
      return (
        (await db
          .selectFrom('locations')
          .select(columns)
          .where('id', '=', id)
          .executeTakeFirst()) ?? null
      );
    },

    /** The location already holding this department code (ignoring case), other than `exceptId`. */
    async findByDeptCode(deptCode: string, exceptId?: string): Promise<Location | null> {
      let query = db
        .selectFrom('locations')
        .select(columns)
        .where(sql<string>`lower(dept_code)`, '=', deptCodeKey(deptCode));
      if (exceptId) query = query.where('id', '!=', exceptId);
      return (await query.executeTakeFirst()) ?? null;
    },

    async create(input: LocationInput, userId: string): Promise<Location> {
      const now = nowIso();
      const row = { id: randomUUID(), ...input, userId, createdAt: now, updatedAt: now };
      await db.insertInto('locations').values(row).execute();
      return { id: row.id, name: row.name, deptCode: row.deptCode };
    },

    /** Returns false when no location has the id. */
    async update(id: string, input: LocationInput): Promise<boolean> {
      const result = await db
        .updateTable('locations')
        .set({ ...input, updatedAt: nowIso() })
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async countRequests(id: string): Promise<number> {
      const row = await db
        .selectFrom('coverageRequests')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('locationId', '=', id)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Returns false when no location has the id. */
    async remove(id: string): Promise<boolean> {
      const result = await db.deleteFrom('locations').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}
