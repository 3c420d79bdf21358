import { unchanged } from '../../../shared/edit-version.js';
import type { Location, LocationEdit, LocationInput } from '../../../shared/locations.js';
import type { Database } from '../../db/database.js';
import { versionedEdit } from '../../db/edit-version.js';
import { explainViolation } from '../../db/errors.js';
import { notFound } from '../../errors.js';
import { actorName, audited, itemAudit, type AuditActor } from '../../db/audited.js';
import { editedLocationFields, locationsRepository } from './locations.repository.js';

const LOCATION_FIELDS = [
  'name',
  'deptCode',
  'address',
  'latitude',
  'longitude',
  'radiusMeters',
] as const;

const NOT_FOUND = 'Location not found';
const missing = () => notFound(NOT_FOUND);

const locationAudit = (before: Location | null, after: Location | null) =>
  itemAudit('location', (location) => location.name, before, after);

/**
 * Adding, editing and deleting locations, each with its audit entry in the same transaction. A
 * refusal by the database's constraints is explained after the transaction has rolled back.
 */
export function locationWrites({ db, dialect }: Database) {
  const locations = locationsRepository(db);
  const lock = dialect === 'postgres';

  return {
    create(input: LocationInput, actor: AuditActor): Promise<Location> {
      const saving = audited(db, actor, async (trx) => {
        const created = await locationsRepository(trx).create(input, actor.id);
        return { result: created, audit: locationAudit(null, created) };
      });
      return explainViolation('unique', saving, () => locations.deptCodeTaken(input));
    },

    /** A save based on an older version is refused (409 STALE); one that changes nothing keeps it. */
    update(id: string, { version, ...input }: LocationEdit, actor: AuditActor): Promise<Location> {
      const saving = audited(db, actor, async (trx) => {
        const repository = locationsRepository(trx);
        const { before, after } = await versionedEdit({
          version,
          missing,
          read: () => repository.find(id, { lock }),
          plan: (row) => editedLocationFields(row, input),
          unchanged: (row, planned) => unchanged(row, planned, LOCATION_FIELDS),
          save: async (_, planned) =>
            (await repository.update(id, planned, version, actorName(actor)))
              ? { id, ...planned, version: version + 1 }
              : null,
        });
        if (!after) return { result: before, audit: null };
        return { result: after, audit: locationAudit(before, after) };
      });
      return explainViolation('unique', saving, () => locations.deptCodeTaken(input));
    },

    remove(id: string, actor: AuditActor): Promise<void> {
      const removing = audited(db, actor, async (trx) => {
        const repository = locationsRepository(trx);
        const before = (await repository.find(id, { lock }))?.item;
        if (!before || !(await repository.remove(id))) throw missing();
        return { result: undefined, audit: locationAudit(before, null) };
      });
      return explainViolation('foreign-key', removing, () => locations.inUse(id));
    },
  };
}
