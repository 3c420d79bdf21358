import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import {
  deptCodeKey,
  type Location,
  type LocationInput,
  type LocationListItem,
} from '../../../shared/locations.js';
import { DEFAULT_RADIUS_METERS } from '../../../shared/geo-distance.js';
import { byName, type QualificationRecord } from '../../../shared/qualifications.js';
import type { EditedRow } from '../../db/edit-version.js';
import type { DB } from '../../db/schema.js';
import { nowIso } from '../../db/timestamps.js';
import { conflict } from '../../errors.js';

const columns = [
  'id',
  'name',
  'deptCode',
  'address',
  'latitude',
  'longitude',
  'radiusMeters',
  'version',
] as const;

/** A post's fields as stored: no position unless given, the default radius unless set. */
export type LocationFields = Omit<Location, 'id' | 'version'>;

/**
 * The fields a new post gets from what was sent (issue #33: no position, 150 m, unless given;
 * issue #39: no address unless given).
 */
export function newLocationFields(input: LocationInput): LocationFields {
  return {
    name: input.name,
    deptCode: input.deptCode,
    address: input.address ?? null,
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
    radiusMeters: input.radiusMeters ?? DEFAULT_RADIUS_METERS,
  };
}

/**
 * The fields an edit stores: what was sent, and the post's own for a position field or the
 * address left out.
 */
export function editedLocationFields(before: Location, input: LocationInput): LocationFields {
  return {
    name: input.name,
    deptCode: input.deptCode,
    address: input.address === undefined ? before.address : input.address,
    latitude: input.latitude === undefined ? before.latitude : input.latitude,
    longitude: input.longitude === undefined ? before.longitude : input.longitude,
    radiusMeters: input.radiusMeters ?? before.radiusMeters,
  };
}

/**
 * Locations (posts): each with a name and a department code unique whatever its letter case.
 * The database's unique index and foreign keys decide; `deptCodeTaken` and `inUse` turn their
 * refusals into 409s that name the location holding the code, or how many coverage requests use
 * the location (locations.writes.ts asks them once the refused transaction has ended).
 */
export function locationsRepository(db: Kysely<DB>) {
  return {
    /**
     * All locations ordered by name, then department code, each with the qualifications it
     * requires: one more query for every post's, grouped here.
     */
    async list(): Promise<LocationListItem[]> {
      const [locations, required] = await Promise.all([
        db.selectFrom('locations').select(columns).orderBy('name').orderBy('deptCode').execute(),
        db
          .selectFrom('locationRequirements as l')
          .innerJoin('qualifications as q', 'q.id', 'l.qualificationId')
          .select(['l.locationId', 'q.id', 'q.name'])
          .execute(),
      ]);
      const byLocation = new Map<string, QualificationRecord[]>();
      for (const { locationId, ...one } of required.sort(byName)) {
        const list = byLocation.get(locationId);
        if (list) list.push(one);
        else byLocation.set(locationId, [one]);
      }
      return locations.map((location) => ({
        ...location,
        requirements: byLocation.get(location.id) ?? [],
      }));
    },

    /**
     * The location and its last save, or null; `lock` holds its row until the transaction ends
     * (PostgreSQL).
     */
    async find(id: string, { lock = false } = {}): Promise<EditedRow<Location> | null> {
      const row = await db
        .selectFrom('locations')
        .select([...columns, 'updatedAt', 'updatedByName'])
        .where('id', '=', id)
        .$if(lock, (query) => query.forUpdate())
        .executeTakeFirst();
      if (!row) return null;
      const { updatedAt, updatedByName, ...location } = row;
      return { item: location, lastSave: { by: updatedByName, at: updatedAt } };
    },

    async create(input: LocationInput, userId: string): Promise<Location> {
      const now = nowIso();
      const location = { id: randomUUID(), ...newLocationFields(input), version: 1 };
      await db
        .insertInto('locations')
        .values({ ...location, userId, createdAt: now, updatedAt: now })
        .execute();
      return location;
    },

    /**
     * Saves the fields on the location at `version`, raising it, in the name of `by`. Returns
     * false when no location has the id and that version.
     */
    async update(id: string, input: LocationFields, version: number, by: string): Promise<boolean> {
      const result = await db
        .updateTable('locations')
        .set((eb) => ({
          ...input,
          version: eb('version', '+', 1),
          updatedAt: nowIso(),
          updatedByName: by,
        }))
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Returns false when no location has the id; the foreign keys refuse one in use. */
    async remove(id: string): Promise<boolean> {
      const result = await db.deleteFrom('locations').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /** The 409 for a department code that another location holds (compared ignoring case). */
    async deptCodeTaken({ deptCode }: LocationInput): Promise<Error> {
      const holder = await db
        .selectFrom('locations')
        .select('name')
        .where(sql<string>`lower(dept_code)`, '=', deptCodeKey(deptCode))
        .executeTakeFirst();
      return conflict(
        `Department code '${deptCode}' is already used by ${holder?.name ?? 'another location'}`,
      );
    },

    /** The 409 for deleting a location that coverage requests use. */
    async inUse(id: string): Promise<Error> {
      const row = await db
        .selectFrom('coverageRequests')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('locationId', '=', id)
        .executeTakeFirstOrThrow();
      const count = Number(row.count);
      return conflict(
        `This location has ${count} coverage request${count === 1 ? '' : 's'} and cannot be deleted`,
      );
    },
  };
}
