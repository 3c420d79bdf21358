import type { Kysely } from 'kysely';
import { guardDisplayName } from '../../../shared/guards.js';
import { qualificationsText } from '../../../shared/qualification-cell.js';
import type { HeldQualification } from '../../../shared/qualification-rules.js';
import {
  nameTakenMessage,
  qualificationNameKey,
  unknownQualificationMessage,
  type GuardQualification,
  type QualificationRecord,
} from '../../../shared/qualifications.js';
import { audited, itemAudit, type AuditActor, type AuditRecord } from '../../db/audited.js';
import type { Database } from '../../db/database.js';
import { explainViolation } from '../../db/errors.js';
import type { DB } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { qualificationsRepository } from './qualifications.repository.js';

const NOT_FOUND = 'Qualification not found';
const GUARD_NOT_FOUND = 'Guard not found';
const LOCATION_NOT_FOUND = 'Location not found';

const qualificationAudit = (
  before: QualificationRecord | null,
  after: QualificationRecord | null,
) => itemAudit('qualification', (item) => item.name, before, after);

/** The 409 for a name already on the list, in any letter case (`exceptId`: the one renamed). */
async function nameTaken(db: Kysely<DB>, name: string, exceptId?: string): Promise<Error | null> {
  const key = qualificationNameKey(name);
  const holder = (await qualificationsRepository(db).names()).find(
    (one) => one.id !== exceptId && qualificationNameKey(one.name) === key,
  );
  return holder ? conflict(nameTakenMessage(holder.name)) : null;
}

/** The 400 naming the first id that is not on the list, or null. */
function unknownId(ids: readonly string[], list: readonly QualificationRecord[]): Error | null {
  const known = new Set(list.map((one) => one.id));
  const unknown = ids.find((id) => !known.has(id));
  return unknown === undefined ? null : badRequest(unknownQualificationMessage(unknown));
}

/**
 * Changes to the list of qualifications, and to what a guard holds or a post requires: each in
 * one transaction with its audit entry. A name is checked against the list in the transaction;
 * the unique index on lower(name) decides between two saves racing each other.
 */
export function qualificationWrites({ db, dialect }: Database) {
  const lock = dialect === 'postgres';

  return {
    create(name: string, actor: AuditActor): Promise<QualificationRecord> {
      const saving = audited(db, actor, async (trx) => {
        const taken = await nameTaken(trx, name);
        if (taken) throw taken;
        const created = await qualificationsRepository(trx).create(name);
        return { result: created, audit: qualificationAudit(null, created) };
      });
      return explainViolation('unique', saving, () => nameTaken(db, name));
    },

    rename(id: string, name: string, actor: AuditActor): Promise<QualificationRecord> {
      const saving = audited(db, actor, async (trx) => {
        const repository = qualificationsRepository(trx);
        const before = await repository.findById(id);
        if (!before) throw notFound(NOT_FOUND);
        const taken = await nameTaken(trx, name, id);
        if (taken) throw taken;
        const after = { id, name };
        if (before.name !== name) await repository.rename(id, name);
        return { result: after, audit: qualificationAudit(before, after) };
      });
      return explainViolation('unique', saving, () => nameTaken(db, name, id));
    },

    /** Deletes it from the list, from every guard who holds it and every post requiring it. */
    remove(id: string, actor: AuditActor): Promise<void> {
      return audited(db, actor, async (trx) => {
        const repository = qualificationsRepository(trx);
        const before = await repository.findById(id);
        if (!before || !(await repository.remove(id))) throw notFound(NOT_FOUND);
        return { result: undefined, audit: qualificationAudit(before, null) };
      });
    },

    /** Replaces the guard's qualifications; an id not on the list is refused (400) by name. */
    setHeld(
      guardId: string,
      held: readonly HeldQualification[],
      actor: AuditActor,
    ): Promise<GuardQualification[]> {
      return audited(db, actor, async (trx) => {
        const repository = qualificationsRepository(trx);
        const guard = await repository.guard(guardId, { lock });
        if (!guard) throw notFound(GUARD_NOT_FOUND);
        const unknown = unknownId(
          held.map((one) => one.qualificationId),
          await repository.names(),
        );
        if (unknown) throw unknown;
        const before = await repository.heldBy(guardId);
        await repository.replaceHeld(guardId, held);
        const after = await repository.heldBy(guardId);
        return { result: after, audit: heldAudit(guard, before, after) };
      });
    },

    /** Replaces the post's requirements; an id not on the list is refused (400) by name. */
    setRequired(
      locationId: string,
      qualificationIds: readonly string[],
      actor: AuditActor,
    ): Promise<QualificationRecord[]> {
      return audited(db, actor, async (trx) => {
        const repository = qualificationsRepository(trx);
        const location = await repository.location(locationId, { lock });
        if (!location) throw notFound(LOCATION_NOT_FOUND);
        const unknown = unknownId(qualificationIds, await repository.names());
        if (unknown) throw unknown;
        const before = await repository.requiredAt(locationId);
        await repository.replaceRequired(locationId, qualificationIds);
        const after = await repository.requiredAt(locationId);
        const names = (list: QualificationRecord[]) =>
          list.map((one) => one.name).join(', ') || null;
        const audit = itemAudit(
          'location',
          () => location.name,
          { id: locationId, requirements: names(before) },
          { id: locationId, requirements: names(after) },
        );
        return { result: after, audit };
      });
    },
  };
}

/** The guard's entry: their qualifications before and after, as the CSV writes them. */
export function heldAudit(
  guard: { id: string; firstName: string; lastName: string },
  before: readonly GuardQualification[],
  after: readonly GuardQualification[],
): AuditRecord | null {
  const text = (held: readonly GuardQualification[]) => qualificationsText(held) || null;
  return itemAudit(
    'guard',
    () => guardDisplayName(guard),
    { id: guard.id, qualifications: text(before) },
    { id: guard.id, qualifications: text(after) },
  );
}
