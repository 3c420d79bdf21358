import { importLabel } from '../../../shared/audit.js';
import { unchanged } from '../../../shared/edit-version.js';
import {
  guardDisplayName,
  type Guard,
  type GuardEdit,
  type GuardValues,
} from '../../../shared/guards.js';
import type { Database } from '../../db/database.js';
import { editable, refusal } from '../../db/edit-version.js';
import { notFound } from '../../errors.js';
import {
  actorName,
  audited,
  itemAudit,
  type AuditActor,
  type AuditRecord,
} from '../audit/audit-log.repository.js';
import { guardsRepository } from './guards.repository.js';

const NOT_FOUND = 'Guard not found';
const missing = () => notFound(NOT_FOUND);
const FIELDS = [
  'firstName',
  'lastName',
  'contactNumber',
  'email',
  'guardCard',
  'expDate',
] as const satisfies readonly (keyof GuardValues)[];

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

    /** A save based on an older version is refused (409 STALE); one that changes nothing keeps it. */
    update(id: string, { version, ...values }: GuardEdit, actor: AuditActor): Promise<Guard> {
      return audited(db, actor, async (trx) => {
        const guards = guardsRepository(trx);
        const before = editable(await guards.find(id, { lock }), version, missing);
        if (unchanged(before, values, FIELDS)) return { result: before, audit: null };
        const after = await guards.update(id, values, version, actorName(actor));
        if (!after) throw refusal(await guards.find(id), missing);
        return { result: after, audit: guardAudit(before, after) };
      });
    },

    /** Coverage requests keep the deleted guard's name (guards.repository.ts). */
    remove(id: string, actor: AuditActor): Promise<void> {
      return audited(db, actor, async (trx) => {
        const guards = guardsRepository(trx);
        const before = (await guards.find(id, { lock }))?.item;
        if (!before || !(await guards.remove(id))) throw missing();
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
