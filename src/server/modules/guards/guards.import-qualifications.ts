import type { Kysely } from 'kysely';
import { guardNameKey } from '../../../shared/import-existing.js';
import {
  matchQualifications,
  rowProblem,
  type MatchedQualification,
  type NamedQualification,
} from '../../../shared/qualification-cell.js';
import { byName, type GuardQualification } from '../../../shared/qualifications.js';
import { recordAudits, type AuditActor } from '../../db/audited.js';
import type { DB } from '../../db/schema.js';
import { badRequest } from '../../errors.js';
import { qualificationsRepository } from '../qualifications/qualifications.repository.js';
import { heldAudit } from '../qualifications/qualifications.writes.js';
import type { StoredGuardName } from './guards.repository.js';

/**
 * The qualifications of a guard import (issue #32, docs/coverage.md "Imports and exports"). Names
 * are matched against the list; one that is not on it is the row's problem, never added to the
 * list. A new guard gets the row's qualifications. A guard stored already (and so skipped) whose
 * row names some has them replace those they hold; an empty cell leaves them as they are. When
 * several stored guards share the row's name, the import cannot tell which one is meant.
 */

/** A row of the import, as the body sends it. */
export interface ImportRow {
  firstName: string;
  lastName: string;
  row?: number | undefined;
  qualifications?: NamedQualification[] | undefined;
}

/** The stored guards by name (import-existing.ts's key). */
export type StoredByName = ReadonlyMap<string, readonly StoredGuardName[]>;

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

/**
 * Replaces the qualifications of stored guards with their rows' (the last row of a guard named
 * twice), each with its audit entry when it changed; answers how many changed. `list` is the
 * company's list, to name them. One read of what they held, one delete and one insert per batch
 * of guards, whatever their number.
 */
export async function replaceStoredGuards(
  trx: Kysely<DB>,
  actor: AuditActor,
  list: readonly { id: string; name: string }[],
  changes: readonly { guard: StoredGuardName; held: readonly MatchedQualification[] }[],
): Promise<number> {
  if (changes.length === 0) return 0;
  const repository = qualificationsRepository(trx);
  const names = new Map(list.map((one) => [one.id, one.name]));
  const named = (held: readonly MatchedQualification[]): GuardQualification[] =>
    held.map((one) => ({ ...one, name: names.get(one.qualificationId) ?? '' })).sort(byName);
  const latest = [...new Map(changes.map((change) => [change.guard.id, change])).values()];
  const heldBefore = await repository.heldByGuard(latest.map(({ guard }) => guard.id));
  const replaced = latest.flatMap(({ guard, held }) => {
    const audit = heldAudit(guard, heldBefore.get(guard.id) ?? [], named(held));
    return audit ? [{ guardId: guard.id, held, audit }] : [];
  });
  await repository.removeHeldOf(replaced.map(({ guardId }) => guardId));
  await repository.addHeld(
    replaced.flatMap(({ guardId, held }) => held.map((one) => ({ guardId, ...one }))),
  );
  await recordAudits(
    trx,
    actor,
    replaced.map(({ audit }) => audit),
  );
  return replaced.length;
}
