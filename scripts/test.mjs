// npm test: typecheck, lint, format, unit and API tests (Vitest), build, end-to-end tests
// (Playwright in Chromium). Ends with the line `N passed, N failed`.
import { spawn, spawnSync } from 'node:child_process';
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

function count(title, ok) {
  if (ok) passed += 1;
  else {
    failed += 1;
    failures.push(title);
  }
}

/** Runs a command with its output kept, then prints it whole: checks can run side by side. */
function runQuietly(title, command, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: process.env });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`\n━━ ${title}`);
      process.stdout.write(Buffer.concat(output));
      console.log(`━━ ${title}: ${status === 0 ? 'ok' : 'failed'} in ${seconds} s`);
      resolve(status === 0);
    });
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

// CoverDesk supports the maintained LTS lines, Node.js 22 (22.13 or newer) and 24 (package.json's
// engines). Older ones are past their end of life: the tests still run on 20, with a warning,
// since some machines (this project's CI among them) have nothing newer yet.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20) {
  console.error(`CoverDesk needs Node.js 22.13+ or 24; this is ${process.version}.`);
  process.exit(1);
}
if (major < 22 || (major === 22 && minor < 13) || major === 23) {
  console.warn(
    `Warning: CoverDesk supports Node.js 22.13+ and 24 (maintained LTS); this is ` +
      `${process.version}. Running the tests anyway; install a supported version to be sure.`,
  );
}
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// COVERDESK_TEST_SCOPE=database runs only what depends on the database: the API tests (all of
// them) and, on the desktop viewport, the end-to-end tests tagged @database (signing in, and the
// coverage dashboard read, written and deleted from) as a check that the app runs on it end to
// end. It builds only when dist/ is older than the sources. CI uses it for its PostgreSQL pass.
const DATABASE_E2E = ['--project=desktop', '--grep', '@database'];
const databaseOnly = process.env.COVERDESK_TEST_SCOPE === 'database';
const database = process.env.DATABASE_URL?.startsWith('postgres') ? 'PostgreSQL' : 'SQLite';
console.log(`CoverDesk tests on ${database} (set DATABASE_URL=postgres://… to use PostgreSQL)`);

rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

if (!databaseOnly) {
  // Each is one single-threaded process: side by side they take the time of the longest.
  const checks = [
    ['Typecheck', 'npm', ['run', '--silent', 'typecheck']],
    ['Lint', bin('eslint'), ['.', '--max-warnings', '0']],
    ['Format', bin('prettier'), ['--check', '.', '--log-level', 'warn']],
  ];
  const outcomes = await Promise.all(checks.map((args) => runQuietly(...args)));
  checks.forEach(([title], index) => count(title, outcomes[index]));
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
  count('Build', built);
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
    ...(databaseOnly ? DATABASE_E2E : []),
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
