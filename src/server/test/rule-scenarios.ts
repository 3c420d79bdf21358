import { addMinutes, format, getDay } from 'date-fns';
import type { Kysely } from 'kysely';
import type { AssignmentRule } from '../../shared/assignment-findings.js';
import { addDays } from '../../shared/calendar.js';
import type { DB } from '../db/schema.js';
import type { RulesSupport } from './assignment-rules.js';
import { NO_CARD } from './builders.js';

/**
 * For the rule-table test (issue #39): for each column of docs/work-rules.md's table of path ×
 * rule, how to make a guard break exactly that rule for a shift, and what the rule then says.
 * The company's rules there: weekly overtime past 10 h, 8 h of rest, weeks starting on the
 * shift's weekday (so the whole shift and the day after it are in its week).
 */

/** The shift a cell fills: at its own post, which requires a qualification of its own. */
export interface CellShift {
  date: string;
  startTime: string;
  endTime: string;
  locationId: string;
}

/** One cell's guard and shift, as a scenario finds them: the guard holds the post's licence. */
export interface Cell {
  db: () => Kysely<DB>;
  rules: RulesSupport;
  shift: CellShift;
  guard: { id: string; firstName: string; lastName: string };
  qualificationId: string;
}

export interface RuleScenario {
  /** The column's heading in docs/work-rules.md. */
  column: string;
  /** The rule broken; null for the guard who breaks none (CLEAN). */
  rule: AssignmentRule | null;
  /** What the rule says of the guard (the blocker's or the warning's message). */
  message: RegExp;
  /** The guard called out of the shift: each path sets that up as it can (rule-paths.ts). */
  calledOut?: boolean;
  /** Makes the guard break the rule, and nothing else, for the cell's shift. */
  apply(cell: Cell): Promise<void>;
}

/** When the shift starts, and when it ends (an end at or before the start is the next day). */
function instants({ date, startTime, endTime }: CellShift): { start: Date; end: Date } {
  const start = new Date(`${date}T${startTime}:00`);
  const end = new Date(`${date}T${endTime}:00`);
  if (end <= start) end.setDate(end.getDate() + 1);
  return { start, end };
}

/** The guard works elsewhere from `from` for `minutes`. */
function worksAt(cell: Cell, from: Date, minutes: number) {
  const to = addMinutes(from, minutes);
  return cell.rules.works(
    cell.guard,
    format(from, 'yyyy-MM-dd'),
    format(from, 'HH:mm'),
    format(to, 'HH:mm'),
    'Elsewhere',
  );
}

async function setGuard(cell: Cell, values: { guardCard?: null; expDate: string | null }) {
  await cell.db().updateTable('guards').set(values).where('id', '=', cell.guard.id).execute();
}

/** The guard's hold of the post's qualification: its expiry changed, or gone. */
const holding = (cell: Cell) =>
  cell
    .db()
    .updateTable('guardQualifications')
    .where('guardId', '=', cell.guard.id)
    .where('qualificationId', '=', cell.qualificationId);

/** A guard who breaks no rule: every path lets them through. */
export const CLEAN: RuleScenario = {
  column: 'none',
  rule: null,
  message: /^$/,
  apply: () => Promise.resolve(),
};

export const RULE_SCENARIOS: readonly RuleScenario[] = [
  {
    column: 'card none',
    rule: 'card-none',
    message: /^No guard card on file$/,
    apply: (cell) => setGuard(cell, NO_CARD),
  },
  {
    column: 'card expired',
    rule: 'card-expired',
    message: /^Guard card expired by then$/,
    apply: (cell) => setGuard(cell, { expDate: addDays(cell.shift.date, -1) }),
  },
  {
    column: 'called out',
    rule: 'called-out',
    message: /^Called out of this shift$/,
    calledOut: true,
    apply: () => Promise.resolve(),
  },
  {
    column: 'clash',
    rule: 'clash',
    message: /^Booked at Elsewhere/,
    apply: async (cell) => {
      await worksAt(cell, addMinutes(instants(cell.shift).start, 60), 40);
    },
  },
  {
    column: 'rest',
    rule: 'rest',
    message: /^Only 2 h rest after \(8 h minimum\)$/,
    apply: async (cell) => {
      await worksAt(cell, addMinutes(instants(cell.shift).end, 120), 240);
    },
  },
  {
    column: 'time off approved',
    rule: 'time-off',
    message: /^Time off /,
    apply: (cell) =>
      cell.rules.timeOff(cell.guard.id, cell.shift.date, cell.shift.date, 'approved'),
  },
  {
    column: 'time off pending',
    rule: 'time-off-pending',
    message: /^Time off requested /,
    apply: (cell) => cell.rules.timeOff(cell.guard.id, cell.shift.date, cell.shift.date, 'pending'),
  },
  {
    column: 'qualification missing',
    rule: 'qualification-missing',
    message: /^Needs Cell /,
    apply: async (cell) => {
      await cell
        .db()
        .deleteFrom('guardQualifications')
        .where('guardId', '=', cell.guard.id)
        .where('qualificationId', '=', cell.qualificationId)
        .execute();
    },
  },
  {
    column: 'qualification expired',
    rule: 'qualification-expired',
    message: /^Cell \S+ expired /,
    apply: async (cell) => {
      await holding(cell)
        .set({ expiresOn: addDays(cell.shift.date, -1) })
        .execute();
    },
  },
  {
    column: 'qualification expiring',
    rule: 'qualification-expiring',
    message: /^Cell \S+ expires /,
    // The day after the shift's date: valid for all of it (even overnight), within its week.
    apply: async (cell) => {
      await holding(cell)
        .set({ expiresOn: addDays(cell.shift.date, 1) })
        .execute();
    },
  },
  {
    column: 'unavailability',
    rule: 'unavailable',
    message: /^Unavailable /,
    apply: async (cell) => {
      const { date, startTime, endTime } = cell.shift;
      await cell.rules.unavailable(
        cell.guard.id,
        getDay(new Date(`${date}T12:00:00`)),
        startTime,
        endTime,
      );
    },
  },
  {
    column: 'overtime',
    rule: 'overtime',
    message: /^Adds \d+(\.\d+)? h overtime$/,
    // Nine hours two days later in the same week: past the 10 h a week whatever the shift.
    apply: async (cell) => {
      await cell.rules.works(
        cell.guard,
        addDays(cell.shift.date, 2),
        '08:00',
        '17:00',
        'Elsewhere',
      );
    },
  },
];
