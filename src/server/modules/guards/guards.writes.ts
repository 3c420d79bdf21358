import { importLabel } from '../../../shared/audit.js';
import { guardDisplayName, type Guard, type GuardValues } from '../../../shared/guards.js';
import type { Database } from '../../db/database.js';
import { notFound } from '../../errors.js';
import {
  audited,
  itemAudit,
  type AuditActor,
  type AuditRecord,
} from '../audit/audit-log.repository.js';
import { guardsRepository } from './guards.repository.js';

const NOT_FOUND = 'Guard not found';

const guardAudit = (before: Guard | null, after: Guard | null) =>
  itemAudit('guard', guardDisplayName, before, after);

/** Adding, editing, deleting and importing guards, each with its audit entry in one transaction. */
export function guardWrites({ db, dialect }: Database) {
  const lock = dialect === 'postgres';

  return {
    create(values: GuardValues, actor: AuditActor): Promise<Guard> {
      return audited(db, actor, async (trx) => {
        const created = await guardsRepository(trx).create(values, actor.id);
        return { result: created, audit: guardAudit(null, created) };
      });
    },

    update(id: string, values: GuardValues, actor: AuditActor): Promise<Guard> {
      return audited(db, actor, async (trx) => {
        const guards = guardsRepository(trx);
        const before = await guards.find(id, { lock });
        const after = before && (await guards.update(id, values));
        if (!after) throw notFound(NOT_FOUND);
        return { result: after, audit: guardAudit(before, after) };
      });
    },

    /** Coverage requests keep the deleted guard's name (guards.repository.ts). */
    remove(id: string, actor: AuditActor): Promise<void> {
      return audited(db, actor, async (trx) => {
        const guards = guardsRepository(trx);
        const before = await guards.find(id, { lock });
        if (!before || !(await guards.remove(id))) throw notFound(NOT_FOUND);
        return { result: undefined, audit: guardAudit(before, null) };
      });
    },

    importNames(
      names: readonly { firstName: string; lastName: string }[],
      actor: AuditActor,
    ): Promise<number> {
      return audited(db, actor, async (trx) => {
        const imported = await guardsRepository(trx).importNames(names, actor.id);
        const audit: AuditRecord = {
          action: 'import',
          entity: 'guard',
          entityId: null,
          label: importLabel(imported),
          after: { rows: String(imported) },
        };
        return { result: imported, audit };
      });
    },
  };
}
