import type { Transaction } from 'kysely';
import { importLabel } from '../../../shared/audit.js';
import { unchanged } from '../../../shared/edit-version.js';
import {
  guardDisplayName,
  type Guard,
  type GuardEdit,
  type GuardValues,
} from '../../../shared/guards.js';
import { guardNameKey } from '../../../shared/import-existing.js';
import type { CountryCode } from '../../../shared/phone.js';
import type { MatchedQualification } from '../../../shared/qualification-cell.js';
import type { GuardImportResult } from '../../../shared/guards.js';
import type { Database } from '../../db/database.js';
import { versionedEdit } from '../../db/edit-version.js';
import { lockImports } from '../../db/import-lock.js';
import type { DB } from '../../db/schema.js';
import { notFound } from '../../errors.js';
import {
  actorName,
  audited,
  itemAudit,
  type AuditActor,
  type AuditRecord,
} from '../../db/audited.js';
import { qualificationsRepository } from '../qualifications/qualifications.repository.js';
import {
  importProblems,
  problemsError,
  replaceStoredGuards,
  type ImportRow,
} from './guards.import-qualifications.js';
import { guardsRepository, type StoredGuardName } from './guards.repository.js';
import { refuseTakenNumber } from '../../db/guard-number-owners.js';

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

/**
 * Adding, editing, deleting and importing guards, each with its audit entry in one transaction.
 * `region` (PHONE_REGION) reads numbers stored before they were kept in E.164.
 */
export function guardWrites({ db, dialect }: Database, region: CountryCode) {
  const lock = dialect === 'postgres';

  return {
    create(values: GuardValues, actor: AuditActor): Promise<Guard> {
      return audited(db, actor, async (trx) => {
        await refuseTakenNumber(trx, dialect, region, values.contactNumber, null);
        const created = await guardsRepository(trx).create(values, actor.id);
        return { result: created, audit: guardAudit(null, created) };
      });
    },

    /** A save based on an older version is refused (409 STALE); one that changes nothing keeps it. */
    update(id: string, { version, ...values }: GuardEdit, actor: AuditActor): Promise<Guard> {
      return audited(db, actor, async (trx) => {
        const guards = guardsRepository(trx);
        const { before, after } = await versionedEdit({
          version,
          missing,
          read: () => guards.find(id, { lock }),
          // A new number must be no other guard's (issue #40); one kept may still be shared
          // (stored before the rule): the Guards page lists those to fix.
          plan: async (row) => {
            if (values.contactNumber !== row.contactNumber) {
              await refuseTakenNumber(trx, dialect, region, values.contactNumber, id);
            }
            return values;
          },
          unchanged: (row) => unchanged(row, values, FIELDS),
          save: () => guards.update(id, values, version, actorName(actor)),
        });
        if (!after) return { result: before, audit: null };
        // A link sent to the old address must not open an account for the new one (issue #29).
        if (after.email !== before.email) await guards.endInvite(id);
        return { result: after, audit: guardAudit(before, after) };
      });
    },

    /**
     * Coverage requests keep the deleted guard's name (guards.repository.ts). `alongside` runs
     * in the same transaction before the row goes (the guard's account is removed with it).
     */
    remove(
      id: string,
      actor: AuditActor,
      alongside?: (trx: Transaction<DB>) => Promise<void>,
    ): Promise<void> {
      return audited(db, actor, async (trx) => {
        const guards = guardsRepository(trx);
        const before = (await guards.find(id, { lock }))?.item;
        if (!before) throw missing();
        await alongside?.(trx);
        if (!(await guards.remove(id))) throw missing();
        return { result: undefined, audit: guardAudit(before, null) };
      });
    },

    /**
     * Saves the guards of an import and its one audit entry in one transaction. Unless
     * `includeExisting`, names already stored (trimmed, any letter case) are left out, as the
     * transaction finds them; imports wait for each other, so one file sent twice at once is
     * saved once. Qualifications (issue #32): a name not on the list refuses the import (400
     * naming the row); new guards get theirs, and a stored guard whose row names some has them
     * replace those they hold (guards.import-qualifications.ts).
     */
    importNames(
      rows: readonly ImportRow[],
      actor: AuditActor,
      { includeExisting }: { includeExisting: boolean },
    ): Promise<GuardImportResult> {
      return audited(db, actor, async (trx) => {
        await lockImports(trx, dialect, 'guards');
        const guards = guardsRepository(trx);
        const qualifications = qualificationsRepository(trx);
        const stored = includeExisting ? null : await guards.byNameKey();
        const list = await qualifications.names();
        const { problems, matched } = importProblems(rows, list, stored);
        if (problems.length > 0) throw problemsError(problems);
        // A row is a new guard, or one stored already whose qualifications it may name.
        const fresh: { row: ImportRow; held: readonly MatchedQualification[] }[] = [];
        const storedChanges: { guard: StoredGuardName; held: MatchedQualification[] }[] = [];
        rows.forEach((row, index) => {
          const held = matched.get(index);
          const namesake = stored?.get(guardNameKey(row))?.[0];
          if (!namesake) fresh.push({ row, held: held ?? [] });
          else if (held) storedChanges.push({ guard: namesake, held });
        });
        const ids = await guards.importNames(
          fresh.map(({ row }) => row),
          actor.id,
        );
        await qualifications.addHeld(
          ids.flatMap((guardId, at) => (fresh[at]?.held ?? []).map((one) => ({ guardId, ...one }))),
        );
        const updated = await replaceStoredGuards(trx, actor, list, storedChanges);
        const imported = ids.length;
        const audit: AuditRecord | null =
          imported > 0
            ? {
                action: 'import',
                entity: 'guard',
                entityId: null,
                label: importLabel(imported),
                after: { rows: String(imported) },
              }
            : null;
        return { result: { imported, skipped: rows.length - imported, updated }, audit };
      });
    },

    /**
     * What the import preview asks (POST /api/guards/import/check): the rows stored already, and
     * the rows the import would refuse, as if they were skipped.
     */
    async check(rows: readonly ImportRow[]) {
      const [stored, list] = await Promise.all([
        guardsRepository(db).byNameKey(),
        qualificationsRepository(db).names(),
      ]);
      const existing = rows.flatMap((row, index) => (stored.has(guardNameKey(row)) ? [index] : []));
      return { existing, problems: importProblems(rows, list, stored).problems };
    },
  };
}
