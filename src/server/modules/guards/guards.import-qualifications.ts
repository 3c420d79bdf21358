import type { Kysely } from 'kysely';
import { guardNameKey } from '../../../shared/import-existing.js';
import {
  matchQualifications,
  rowProblem,
  type MatchedQualification,
  type NamedQualification,
} from '../../../shared/qualification-cell.js';
import { byName, type GuardQualification } from '../../../shared/qualifications.js';
import { recordAudits, type AuditActor, type AuditRecord } from '../../db/audited.js';
import { insertInBatches } from '../../db/batches.js';
import type { DB } from '../../db/schema.js';
import { badRequest } from '../../errors.js';
import { qualificationsRepository } from '../qualifications/qualifications.repository.js';
import { heldAudit } from '../qualifications/qualifications.writes.js';

/**
 * The qualifications of a guard import (issue #32, docs/coverage.md "Imports and exports"). Names
 * are matched against the list; one that is not on it is the row's problem, never added to the
 * list. A new guard gets the row's qualifications. A guard stored already (and so skipped) whose
 * row names some has them replace those they hold; an empty cell leaves them as they are. When
 * several stored guards share the row's name, the import cannot tell which one is meant.
 */

/** Guards per statement that names them by id (well under either database's parameter limit). */
const BATCH = 500;

/** A row of the import, as the body sends it. */
export interface ImportRow {
  firstName: string;
  lastName: string;
  row?: number | undefined;
  qualifications?: NamedQualification[] | undefined;
}

/** The stored guards' ids by name (import-existing.ts's key). */
export type StoredByName = ReadonlyMap<string, readonly string[]>;

/** How a problem names a row: its row of the file, or its place in the body. */
const rowOf = (row: ImportRow, index: number) => row.row ?? index + 1;

/**
 * The problems of the rows ('Row 4: unknown qualification "Armd"'), and each row's matched
 * qualifications by index. `stored` is given when existing rows are skipped: their names must
 * then be unique, for their qualifications to go to one guard.
 */
export function importProblems(
  rows: readonly ImportRow[],
  list: readonly { id: string; name: string }[],
  stored: StoredByName | null,
): { problems: string[]; matched: Map<number, MatchedQualification[]> } {
  const problems: string[] = [];
  const matched = new Map<number, MatchedQualification[]>();
  rows.forEach((row, index) => {
    if (!row.qualifications?.length) return;
    const match = matchQualifications(row.qualifications, list);
    if (!match.ok) {
      problems.push(rowProblem(rowOf(row, index), match.problem));
      return;
    }
    matched.set(index, match.held);
    const namesakes = stored?.get(guardNameKey(row))?.length ?? 0;
    if (namesakes > 1) {
      problems.push(
        rowProblem(
          rowOf(row, index),
          `${String(namesakes)} guards are named ${row.firstName} ${row.lastName}; give them their qualifications on the Guards page`,
        ),
      );
    }
  });
  return { problems, matched };
}

/** The 400 of an import with problems: the first, and how many more. */
export function problemsError(problems: readonly string[]): Error {
  const more = problems.length - 1;
  return badRequest(
    more > 0
      ? `${problems[0] ?? ''} (and ${String(more)} more row${more === 1 ? '' : 's'})`
      : (problems[0] ?? ''),
  );
}

/** Gives the new guards (id, matched qualifications) theirs, in as few statements as it can. */
export async function giveNewGuards(
  trx: Kysely<DB>,
  given: readonly { guardId: string; held: readonly MatchedQualification[] }[],
): Promise<void> {
  const rows = given.flatMap(({ guardId, held }) => held.map((one) => ({ guardId, ...one })));
  if (rows.length > 0) await insertInBatches(trx, 'guardQualifications', rows);
}

/**
 * Replaces the qualifications of stored guards with the rows', each with its audit entry when
 * it changed; answers how many changed. One read of what they held, one delete and one insert
 * per batch of guards, whatever their number.
 */
export async function replaceStoredGuards(
  trx: Kysely<DB>,
  actor: AuditActor,
  changes: readonly { guardId: string; held: readonly MatchedQualification[] }[],
): Promise<number> {
  if (changes.length === 0) return 0;
  const repository = qualificationsRepository(trx);
  const names = new Map((await repository.names()).map((one) => [one.id, one.name]));
  const named = (held: readonly MatchedQualification[]): GuardQualification[] =>
    held.map((one) => ({ ...one, name: names.get(one.qualificationId) ?? '' })).sort(byName);
  const heldNow = new Map(changes.map((change) => [change.guardId, change.held]));
  const records: AuditRecord[] = [];
  const replaced: string[] = [];
  const guardIds = [...heldNow.keys()];
  for (let start = 0; start < guardIds.length; start += BATCH) {
    const ids = guardIds.slice(start, start + BATCH);
    const [guards, before] = await Promise.all([
      trx
        .selectFrom('guards')
        .select(['id', 'firstName', 'lastName'])
        .where('id', 'in', ids)
        .execute(),
      trx.selectFrom('guardQualifications').selectAll().where('guardId', 'in', ids).execute(),
    ]);
    const heldBefore = new Map<string, MatchedQualification[]>();
    for (const { guardId, ...one } of before) {
      heldBefore.set(guardId, [...(heldBefore.get(guardId) ?? []), one]);
    }
    for (const guard of guards) {
      const audit = heldAudit(
        guard,
        named(heldBefore.get(guard.id) ?? []),
        named(heldNow.get(guard.id) ?? []),
      );
      if (!audit) continue;
      records.push(audit);
      replaced.push(guard.id);
    }
  }
  for (let start = 0; start < replaced.length; start += BATCH) {
    const ids = replaced.slice(start, start + BATCH);
    await trx.deleteFrom('guardQualifications').where('guardId', 'in', ids).execute();
  }
  const changed = new Set(replaced);
  await giveNewGuards(
    trx,
    changes.filter((change) => changed.has(change.guardId)),
  );
  await recordAudits(trx, actor, records);
  return replaced.length;
}
