import { isIsoDate, isSupportedDate } from './calendar.js';
import { withoutFormulaGuard } from './coverage-export.js';
import type { HeldQualification } from './qualification-rules.js';
import { NAME_SEPARATOR, QUALIFICATION_NAME_MAX, qualificationNameKey } from './qualifications.js';
import { hasControlCharacters } from './text.js';

/**
 * A guard's qualifications as one text (issue #32): the guard CSV's Qualifications column and the
 * audit trail write them `Armed (exp 2027-03-31); CPR`: names separated by ';', each with its
 * expiry date (the last valid day) when it has one.
 */

/** A qualification named in a cell, with its expiry date or null. */
export interface NamedQualification {
  name: string;
  expiresOn: string | null;
}

/** The text of a guard's qualifications, in the order given: 'Armed (exp 2027-03-31); CPR'. */
export function qualificationsText(held: readonly NamedQualification[]): string {
  return held
    .map((one) => (one.expiresOn ? `${one.name} (exp ${one.expiresOn})` : one.name))
    .join(`${NAME_SEPARATOR} `);
}

/** `Name (exp yyyy-MM-dd)`: the name, then the date in parentheses, any letter case for 'exp'. */
const WITH_EXPIRY = /^(.*?)\s*\(\s*exp\s+([^)]*?)\s*\)$/i;

export type CellReading =
  { ok: true; qualifications: NamedQualification[] } | { ok: false; problem: string };

/**
 * Reads a Qualifications cell: parts separated by ';', each trimmed, empty parts ignored (a
 * trailing ';' is fine). A part is a name, or a name and `(exp yyyy-MM-dd)`. The problem names
 * the part in quotes: a date that is not a real one, a name missing or too long, a name twice.
 * Whether the names are on the company's list is for `matchQualifications` to say. A leading
 * quote before a formula character, as the export writes it, is dropped.
 */
export function readQualificationsCell(cell: string): CellReading {
  const qualifications: NamedQualification[] = [];
  const seen = new Set<string>();
  for (const raw of withoutFormulaGuard(cell).split(NAME_SEPARATOR)) {
    const part = raw.trim();
    if (!part) continue;
    const match = WITH_EXPIRY.exec(part);
    const name = (match ? (match[1] ?? '') : part).trim();
    const expiresOn = match ? (match[2] ?? '') : null;
    if (expiresOn !== null && !(isIsoDate(expiresOn) && isSupportedDate(expiresOn))) {
      return { ok: false, problem: `"${part}" has no real expiry date (write exp yyyy-MM-dd)` };
    }
    if (!name) return { ok: false, problem: `"${part}" has no qualification name` };
    if (name.length > QUALIFICATION_NAME_MAX || hasControlCharacters(name)) {
      return { ok: false, problem: `unknown qualification "${name}"` };
    }
    const key = qualificationNameKey(name);
    if (seen.has(key)) return { ok: false, problem: `"${name}" is listed twice` };
    seen.add(key);
    qualifications.push({ name, expiresOn });
  }
  return { ok: true, qualifications };
}

/** A named qualification found on the company's list: its id and expiry date or null. */
export type MatchedQualification = HeldQualification;

/**
 * The list's ids for the names in a cell (compared trimmed, in any letter case), or the first
 * name that is not on the list: `unknown qualification "Armd"`.
 */
export function matchQualifications(
  named: readonly NamedQualification[],
  list: readonly { id: string; name: string }[],
): { ok: true; held: MatchedQualification[] } | { ok: false; problem: string } {
  const byKey = new Map(list.map((one) => [qualificationNameKey(one.name), one.id]));
  const held: MatchedQualification[] = [];
  for (const one of named) {
    const qualificationId = byKey.get(qualificationNameKey(one.name));
    if (!qualificationId) return { ok: false, problem: `unknown qualification "${one.name}"` };
    held.push({ qualificationId, expiresOn: one.expiresOn });
  }
  return { ok: true, held };
}

/** A row's problem as the import preview and the server name it: 'Row 4: unknown …'. */
export const rowProblem = (row: number, problem: string) => `Row ${String(row)}: ${problem}`;
