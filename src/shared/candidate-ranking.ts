import type { CandidateAssessment } from './candidate-assessment.js';

/**
 * The order Find cover lists guards in for a shift (issue #32): those nothing blocks first (no
 * rule, and nothing else: their card, a call-out of this shift, an offer that cannot reach them),
 * then those with no warning, then the fewest hours this week (to spread the work), then those
 * who covered the post most recently (knows the post), then by first name and last name, as
 * Guards lists them. Guards equal in all of these keep one order by their names' code units and
 * then their ids, so it is a total order: the same list sorts the same on the server and in the
 * browser, whatever order it came in.
 */
export interface RankedCandidate {
  guardId: string;
  /** 'First Last': the order guards are listed in across the app (Guards, the guard picker). */
  listName: string;
  /** Something stops them having it. */
  blocked: boolean;
  /** The rules warn of it (overtime…): the office confirms first. */
  warned: boolean;
  /** Their hours in the shift's week without it. */
  hoursBefore: CandidateAssessment['hoursBefore'];
  /** The last date they covered the post (yyyy-MM-dd), or null. */
  lastCoveredHere: string | null;
}

/** localeCompare's order, with one collator made once (localeCompare makes one per call). */
const compareText = new Intl.Collator().compare;

/** Code-unit order, where the collator sees two different texts as equal. */
const compareCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Negative when `a` comes first, positive when `b` does, 0 only for the same guard and facts. */
export function compareCandidates(a: RankedCandidate, b: RankedCandidate): number {
  return (
    Number(a.blocked) - Number(b.blocked) ||
    Number(a.warned) - Number(b.warned) ||
    Math.sign(a.hoursBefore - b.hoursBefore) ||
    // Dates compare as text; a guard who never covered it ('') comes last.
    compareCodeUnits(b.lastCoveredHere ?? '', a.lastCoveredHere ?? '') ||
    compareText(a.listName, b.listName) ||
    compareCodeUnits(a.listName, b.listName) ||
    compareCodeUnits(a.guardId, b.guardId)
  );
}

/** The candidates best first (a new list). */
export function rankCandidates<C extends RankedCandidate>(candidates: readonly C[]): C[] {
  return [...candidates].sort(compareCandidates);
}
