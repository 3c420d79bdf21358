import type { ScenarioResult } from './results.js';
import type { RunningServer } from './server.js';

export type DatabaseKind = 'sqlite' | 'postgres';

/** What every scenario gets: the running server and the run's options and earlier results. */
export interface BenchContext {
  /** The production server all scenarios share (started once, on `databaseUrl`). */
  server: RunningServer;
  databaseUrl: string;
  database: DatabaseKind;
  size: 'small' | 'large';
  /** Budgets count at the large size only. */
  enforce: boolean;
  /** How long the staff run lasts (--duration), or null for its plan's length. */
  staffSeconds: number | null;
  /** The bare Fastify route's result, once the baseline scenario ran (it runs first). */
  baseline: ScenarioResult | null;
  /** Run after the last scenario, while the server still runs (removing what was seeded). */
  cleanups: (() => Promise<void>)[];
}

export type Scenario = (context: BenchContext) => Promise<ScenarioResult>;

/** An HTTP scenario's rate as a share of the bare route's, when the baseline ran. */
export function ofBaseline(context: BenchContext, perSecond: number): number | null {
  const base = context.baseline?.perSecond;
  return base ? perSecond / base : null;
}

/** The budget verdict: null at the small size. */
export function verdict(context: BenchContext, met: boolean): boolean | null {
  return context.enforce ? met : null;
}

export const toMb = (bytes: number) => bytes / 1024 / 1024;
