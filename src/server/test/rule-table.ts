import { readFileSync } from 'node:fs';

/**
 * The table of path × rule in docs/work-rules.md (issue #39), read as the rule-table test checks
 * it: between its two markers, a Markdown table whose first column names a path and whose other
 * columns name a rule; each cell is what the path does with a guard who breaks that rule.
 */

/** What a path does with a guard who breaks a rule (the legend under the table says each). */
export const CELL_OUTCOMES = ['blocks', 'warns', '—', 'skips', 'n/a'] as const;
export type CellOutcome = (typeof CELL_OUTCOMES)[number];

export interface RuleTable {
  /** The rules' column headings, left to right. */
  rules: string[];
  rows: { path: string; cells: Map<string, CellOutcome> }[];
}

const START = '<!-- rule-table:start -->';
const END = '<!-- rule-table:end -->';

/** The cells of one Markdown table row, trimmed (the outer pipes left out). */
const cellsOf = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());

/** A cell's outcome, its note's mark (¹, ², …) left out; anything else is a mistake in the page. */
function outcomeOf(cell: string, where: string): CellOutcome {
  const bare = cell.replace(/[\u00b9\u00b2\u00b3\u2070-\u2079]/g, '').trim();
  const outcome = CELL_OUTCOMES.find((one) => one === bare);
  if (!outcome) throw new Error(`docs/work-rules.md: '${cell}' (${where}) is not a cell outcome`);
  return outcome;
}

/** Reads the table out of the page's text. */
export function parseRuleTable(markdown: string): RuleTable {
  const from = markdown.indexOf(START);
  const to = markdown.indexOf(END);
  if (from < 0 || to < from) throw new Error(`docs/work-rules.md has no ${START} … ${END}`);
  const lines = markdown
    .slice(from + START.length, to)
    .split('\n')
    .filter((line) => line.trim().startsWith('|'));
  const [heading, separator, ...body] = lines;
  if (!heading || !separator) throw new Error('docs/work-rules.md: the rule table has no heading');
  const rules = cellsOf(heading).slice(1);
  const rows = body.map((line) => {
    const [path = '', ...cells] = cellsOf(line);
    if (cells.length !== rules.length) {
      throw new Error(`docs/work-rules.md: the row '${path}' has ${String(cells.length)} cells`);
    }
    return {
      path,
      cells: new Map(rules.map((name, index) => [name, outcomeOf(cells[index] ?? '', path)])),
    };
  });
  return { rules, rows };
}

/** The table as docs/work-rules.md holds it now. */
export function readRuleTable(): RuleTable {
  const page = new URL('../../../docs/work-rules.md', import.meta.url);
  return parseRuleTable(readFileSync(page, 'utf8'));
}
