/**
 * `npm run backup -- <file>`: a consistent copy of the SQLite database that DATABASE_URL names
 * (as `npm start` reads it), safe while the server runs. PostgreSQL is backed up with its own
 * tools (pg_dump); see the README.
 */
import { parseDatabaseUrl } from '../src/server/config.js';
import { BackupError, backupSqlite } from '../src/server/db/backup.js';

const target = process.argv[2];
const database = parseDatabaseUrl(process.env.DATABASE_URL ?? 'file:./data/coverdesk.db');
if (!target) {
  console.error('Usage: npm run backup -- <file>   (for example backups/coverdesk-2026-11-22.db)');
  process.exit(2);
}
if (database.kind !== 'sqlite') {
  console.error(
    'DATABASE_URL names PostgreSQL: back it up with pg_dump (see the README, "Backups").',
  );
  process.exit(2);
}
try {
  const pages = await backupSqlite(database.file, target);
  console.log(`Backed up ${database.file} to ${target} (${pages} pages).`);
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  process.exit(1);
}
