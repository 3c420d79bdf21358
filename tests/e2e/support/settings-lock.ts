import { mkdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { e2eDatabase } from './accounts';
import { E2E_BASE_URL } from './server';

/**
 * The company rules (issue #32) are one row the whole e2e server shares: a test that saves them
 * holds this lock (a folder, made atomically, across the workers of both projects), and puts the
 * defaults back before it lets go, so no other test ever counts by its values for long.
 */
const LOCK = join(tmpdir(), `coverdesk-e2e-${new URL(E2E_BASE_URL).port}-company-settings.lock`);
/** A lock older than a test may run was left by a killed run. */
const STALE_MS = 120_000;

async function acquire(): Promise<void> {
  for (;;) {
    try {
      await mkdir(LOCK);
      return;
    } catch {
      const made = await stat(LOCK).then(
        (lock) => lock.mtimeMs,
        () => Date.now(),
      );
      if (Date.now() - made > STALE_MS) await rm(LOCK, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** The rules', the attendance settings' (issue #33) and text caps' (#40) defaults: no rows. */
async function restoreDefaults(): Promise<void> {
  const { db } = e2eDatabase();
  await db.deleteFrom('companySettings').execute();
  await db.deleteFrom('attendanceSettings').execute();
  await db.deleteFrom('textCaps').execute();
}

/**
 * Runs `work` as the only test changing the company rules or attendance settings, then restores
 * the defaults.
 */
export async function changingCompanyRules(work: () => Promise<void>): Promise<void> {
  await acquire();
  try {
    await restoreDefaults();
    await work();
  } finally {
    await restoreDefaults();
    await rm(LOCK, { recursive: true, force: true });
  }
}
