// npm test: typecheck, lint, format, unit and API tests (Vitest), build, end-to-end tests
// (Playwright in Chromium). Ends with the line `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { needsBuild } from './build-state.mjs';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, 'test-results');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
let passed = 0;
let failed = 0;
const failures = [];

function run(title, command, args, env = {}) {
  console.log(`\n━━ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  console.log(
    `━━ ${title}: ${result.status === 0 ? 'ok' : 'failed'} in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  return result.status === 0;
}

function check(title, command, args) {
  if (run(title, command, args)) passed += 1;
  else {
    failed += 1;
    failures.push(title);
  }
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const [major] = process.versions.node.split('.').map(Number);
if (major < 20) {
  console.error(`CoverDesk needs Node.js 20 or newer; this is ${process.version}.`);
  process.exit(1);
}
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// COVERDESK_TEST_SCOPE=database runs only what depends on the database: the API tests (all of
// them) and, on the desktop viewport, the end-to-end specs of sign-in and the coverage dashboard
// as a check that the app runs on it end to end. It builds only when dist/ is older
// than the sources. CI uses it for its PostgreSQL pass.
const DATABASE_SPECS = ['login', 'coverage-dashboard'].map((name) => `tests/e2e/${name}`);
const databaseOnly = process.env.COVERDESK_TEST_SCOPE === 'database';
const database = process.env.DATABASE_URL?.startsWith('postgres') ? 'PostgreSQL' : 'SQLite';
console.log(`CoverDesk tests on ${database} (set DATABASE_URL=postgres://… to use PostgreSQL)`);

rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

if (!databaseOnly) {
  check('Typecheck', 'npm', ['run', '--silent', 'typecheck']);
  check('Lint', bin('eslint'), ['.', '--max-warnings', '0']);
  check('Format', bin('prettier'), ['--check', '.', '--log-level', 'warn']);
}

const vitestJson = path.join(results, 'vitest.json');
const vitestOk = run('Unit and API tests (Vitest)', bin('vitest'), [
  'run',
  ...(databaseOnly ? ['--project', 'api'] : []),
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${vitestJson}`,
]);
const vitest = readJson(vitestJson);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  if (vitest.numFailedTests > 0) failures.push(`${vitest.numFailedTests} Vitest test(s)`);
}
if (!vitestOk && (!vitest || vitest.numFailedTests === 0)) {
  failed += 1;
  failures.push('Vitest (a file failed to run)');
}

let built = true;
if (databaseOnly && !needsBuild()) {
  console.log('\n━━ Build: dist/ is current, not rebuilt');
} else {
  built = run('Build', 'npm', ['run', '--silent', 'build']);
  if (built) passed += 1;
  else {
    failed += 1;
    failures.push('Build');
  }
}

if (!existsSync(chromium)) {
  console.error(
    `\nChromium is missing at ${chromium}: the end-to-end tests cannot run.\n` +
      'Install it (Debian/Ubuntu: apt-get install chromium) or set CHROMIUM_PATH.',
  );
  failed += 1;
  failures.push('End-to-end tests (no Chromium)');
} else if (built) {
  const e2eOk = run('End-to-end tests (Playwright, Chromium)', bin('playwright'), [
    'test',
    ...(databaseOnly ? ['--project=desktop', ...DATABASE_SPECS] : []),
  ]);
  const report = readJson(path.join(results, 'e2e-results.json'));
  if (report) {
    const { expected = 0, unexpected = 0, flaky = 0 } = report.stats;
    passed += expected + flaky;
    failed += unexpected;
    if (unexpected > 0) failures.push(`${unexpected} end-to-end test(s)`);
  }
  if (!e2eOk && (!report || report.stats.unexpected === 0)) {
    failed += 1;
    failures.push('Playwright (the run failed)');
  }
}

console.log('');
if (failures.length > 0) console.log(`Failed: ${failures.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
