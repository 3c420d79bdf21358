import type { Location, LocationInput } from '../../../shared/locations.js';
import type { Database } from '../../db/database.js';
import { explainViolation } from '../../db/errors.js';
import { notFound } from '../../errors.js';
import { audited, itemAudit, type AuditActor } from '../audit/audit-log.repository.js';
import { locationsRepository } from './locations.repository.js';

const NOT_FOUND = 'Location not found';

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

    update(id: string, input: LocationInput, actor: AuditActor): Promise<Location> {
      const saving = audited(db, actor, async (trx) => {
        const repository = locationsRepository(trx);
        const before = await repository.find(id, { lock });
        if (!before || !(await repository.update(id, input))) throw notFound(NOT_FOUND);
        const after = { id, ...input };
        return { result: after, audit: locationAudit(before, after) };
      });
      return explainViolation('unique', saving, () => locations.deptCodeTaken(input));
    },

    remove(id: string, actor: AuditActor): Promise<void> {
      const removing = audited(db, actor, async (trx) => {
        const repository = locationsRepository(trx);
        const before = await repository.find(id, { lock });
        if (!before || !(await repository.remove(id))) throw notFound(NOT_FOUND);
        return { result: undefined, audit: locationAudit(before, null) };
      });
      return explainViolation('foreign-key', removing, () => locations.inUse(id));
    },
  };
}
