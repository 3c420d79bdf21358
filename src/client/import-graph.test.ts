// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The client's import graph has no cycle (issue #31), at two levels: between files, and between
 * the parts ESLint's zones order (app, components, lib, each feature, shared). Every import
 * counts: type-only ones and `import()` too, which ESLint's import-x/no-cycle skips (the header
 * and its phone menu were a type-only circle). A syntactic scan of ~300 files: well under a
 * second, where no-cycle added 2.4 s to the client's lint.
 */

const SRC = path.resolve(import.meta.dirname, '..');
const ROOTS = ['client', 'shared'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** A relative specifier as the bundler and tsc resolve it ('./api', '../x.js'); null for a package. */
function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier.replace(/\.js$/, ''));
  const candidates = ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ending) => base + ending);
  return candidates.find((candidate) => existsSync(candidate)) ?? null;
}

function importGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of ROOTS.flatMap((root) => sourceFiles(path.join(SRC, root)))) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map(({ fileName }) => resolveImport(file, fileName))
      .filter((target): target is string => target !== null);
    graph.set(file, new Set(targets));
  }
  return graph;
}

/** The strongly connected components with more than one node, or a node importing itself (Tarjan). */
function cycles(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
      onStack.delete(top);
      component.push(top);
      if (top === node) break;
    }
    if (component.length > 1 || graph.get(node)?.has(node)) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** The part a file belongs to: 'client/features/guards', 'client/components', 'shared'… */
function partOf(file: string): string {
  const [root = '', folder = '', feature = ''] = path.relative(SRC, file).split(path.sep);
  if (root !== 'client') return root;
  return folder === 'features' ? `client/features/${feature}` : `client/${folder}`;
}

const relative = (components: string[][]) =>
  components.map((component) => component.map((file) => path.relative(SRC, file)));

describe('the client import graph', () => {
  const graph = importGraph();

  it('reads every source file and follows its imports', () => {
    expect(graph.size).toBeGreaterThan(200);
    const router = graph.get(path.join(SRC, 'client/app/router.tsx'));
    // The lazy pages are imports too.
    expect(router).toContain(path.join(SRC, 'client/app/routes/dashboard-page.tsx'));
  });

  it('has no cycle between files, type-only imports included', () => {
    expect(relative(cycles(graph))).toEqual([]);
  });

  it('has no cycle between app, components, lib, the features and shared', () => {
    const parts = new Map<string, Set<string>>();
    for (const [file, targets] of graph) {
      const from = partOf(file);
      const edges = parts.get(from) ?? new Set<string>();
      for (const target of targets) if (partOf(target) !== from) edges.add(partOf(target));
      parts.set(from, edges);
    }
    expect(parts.size).toBeGreaterThan(15);
    expect(cycles(parts)).toEqual([]);
  });

  it('finds a cycle when there is one', () => {
    const made = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['d'])],
      ['e', new Set(['a'])],
    ]);
    expect(cycles(made)).toEqual([['a', 'b', 'c'], ['d']]);
  });
});
