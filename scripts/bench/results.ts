import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { root } from './server.js';

/** One measured scenario, as printed and written to bench/results.json. */
export interface ScenarioResult {
  scenario: string;
  database: string;
  /** Requests (or messages, rows) per second, when the scenario has a rate. */
  perSecond: number | null;
  p50Ms: number | null;
  p99Ms: number | null;
  errors: number;
  /** Peak resident memory of the server process, in MB. */
  serverPeakRssMb: number | null;
  /** Throughput as a share of a bare Fastify route's in the same run (see baseline.ts). */
  ofBaseline: number | null;
  /** Scenario-specific figures (scores, rows, milliseconds). */
  extra: Record<string, number>;
  budget: string;
  /** Null when the size does not enforce budgets (small). */
  withinBudget: boolean | null;
  /** The server's memory samples (the staff run), for results.json only. */
  memory?: { rss: readonly MemorySample[]; heap: readonly MemorySample[] };
}

/** A memory sample of the server: ms into the run, RSS and, after a forced GC, heap and external. */
export interface MemorySample {
  atMs: number;
  rssMb: number;
  heapMb?: number;
  externalMb?: number;
}

const cell = (value: number | null, digits = 1) => (value === null ? '—' : value.toFixed(digits));

export function printTable(results: readonly ScenarioResult[]): void {
  const rows = results.map((r) => [
    r.scenario,
    r.database,
    cell(r.perSecond, 0),
    cell(r.p50Ms),
    cell(r.p99Ms),
    String(r.errors),
    cell(r.serverPeakRssMb, 0),
    r.ofBaseline === null ? '—' : `${(r.ofBaseline * 100).toFixed(0)}%`,
    Object.entries(r.extra)
      .map(([key, value]) => `${key} ${Number.isInteger(value) ? value : value.toFixed(1)}`)
      .join(', '),
    r.withinBudget === null ? r.budget : `${r.withinBudget ? 'ok' : 'MISSED'} (${r.budget})`,
  ]);
  const header = [
    'scenario',
    'db',
    '/s',
    'p50 ms',
    'p99 ms',
    'errors',
    'peak MB',
    'vs base',
    'figures',
    'budget',
  ];
  const widths = header.map((h, i) =>
    Math.max(h.length, ...rows.map((row) => row[i]?.length ?? 0)),
  );
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ');
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('-|-')}`);
  for (const row of rows) console.log(line(row));
}

export async function writeResults(results: readonly ScenarioResult[]): Promise<string> {
  const file = path.join(root, 'bench/results.json');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify({ at: new Date().toISOString(), results }, null, 2)}\n`);
  return file;
}
