import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';

const root = path.resolve(import.meta.dirname, '../../..');
const run = promisify(execFile);

/** `npm run seed:demo` as a newcomer runs it, with the environment given; its printed output. */
async function seedDemo(env: Record<string, string>): Promise<string> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/seed-demo.ts'], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'silent', DEMO_PASSWORD: 'demo-password', ...env },
  });
  return stdout;
}

// Issue #23: the summary said to open http://localhost:3000 whatever PORT and PUBLIC_URL said.
describe('npm run seed:demo: where to open the app', () => {
  const databases: TestDatabase[] = [];
  const fresh = async () => {
    const database = await createTestDatabase();
    databases.push(database);
    return database.url;
  };
  afterEach(async () => {
    await Promise.all(databases.splice(0).map((database) => database.drop()));
  });

  it('names the port that PORT sets, as npm start will serve it', async () => {
    const output = await seedDemo({ DATABASE_URL: await fresh(), PORT: '4999' });
    expect(output).toContain('open http://localhost:4999 and sign in as:');
  }, 90_000);

  it('names PUBLIC_URL when it is set', async () => {
    const output = await seedDemo({
      DATABASE_URL: await fresh(),
      PORT: '4999',
      PUBLIC_URL: 'https://desk.example.com',
    });
    expect(output).toContain('open https://desk.example.com and sign in as:');
    expect(output).not.toContain('localhost');
  }, 90_000);
});
