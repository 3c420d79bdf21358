import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import SQLite from 'better-sqlite3';

export class BackupError extends Error {}

/** better-sqlite3's largest step: the rest of the database at once. */
const ALL_PAGES = 0x7fffffff;

/**
 * Writes a consistent copy of the SQLite database at `source` to `target` with SQLite's online
 * backup API, while the server goes on reading and writing it (WAL): the copy is the database as
 * of one moment, whole. It is written beside the target first and renamed into place, so a failed
 * backup never leaves a half-written file under the target's name. Answers the pages copied.
 */
export async function backupSqlite(source: string, target: string): Promise<number> {
  if (!existsSync(source)) throw new BackupError(`No database at ${source}`);
  if (existsSync(target)) throw new BackupError(`${target} exists; choose a new file name`);
  const partial = `${target}.partial`;
  const database = new SQLite(source, { readonly: true, fileMustExist: true });
  try {
    database.pragma('busy_timeout = 5000');
    // Every page in one step, from one read snapshot: copied page by page across several steps,
    // a backup starts over whenever the server writes in between, and may never finish.
    const { totalPages } = await database.backup(partial, { progress: () => ALL_PAGES });
    const copy = new SQLite(partial, { readonly: true });
    try {
      const [check] = copy.pragma('integrity_check', { simple: false }) as {
        integrity_check: string;
      }[];
      if (check?.integrity_check !== 'ok') {
        throw new BackupError(`The copy failed its integrity check: ${check?.integrity_check}`);
      }
    } finally {
      copy.close();
    }
    await rename(partial, target);
    return totalPages;
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    database.close();
  }
}
