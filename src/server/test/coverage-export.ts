import { existsSync, readdirSync, readlinkSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { EXPORT_HEADER_LINE } from '../../shared/coverage-export.js';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';

/** What the export tests share: reading the file, and watching a download's database reader. */

export const BOM = '\uFEFF';

/** The data lines of an export file (header and BOM checked, trailing CRLF dropped). */
export function dataLines(body: string): string[] {
  expect(body.startsWith(BOM + EXPORT_HEADER_LINE)).toBe(true);
  const lines = body.slice(BOM.length + EXPORT_HEADER_LINE.length).split('\r\n');
  expect(lines.pop()).toBe('');
  return lines;
}

/** Starts a download and hangs up as soon as the first bytes arrive. */
export function abandonDownload(port: number, cookie: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = httpGet(
      { port, host: '127.0.0.1', path: '/api/coverage/export.csv', headers: { cookie } },
      (response) => {
        response.once('data', () => {
          request.destroy();
          resolve();
        });
      },
    );
    request.on('error', (error) => {
      if (!request.destroyed) reject(error);
    });
  });
}

/**
 * Readers still holding the database: on SQLite an unfinished statement keeps a WAL snapshot,
 * so a truncating checkpoint reports busy; on PostgreSQL a backend stays active.
 */
export async function busyReaders(database: Database): Promise<number> {
  if (database.dialect === 'sqlite') {
    const { rows } = await sql<{ busy: number }>`pragma wal_checkpoint(TRUNCATE)`.execute(
      database.raw,
    );
    return Number(rows[0]?.busy);
  }
  const { rows } = await sql<{ count: string }>`
    select count(*) as count from pg_stat_activity
    where datname = current_database() and state <> 'idle' and pid <> pg_backend_pid()
  `.execute(database.raw);
  return Number(rows[0]?.count);
}

/**
 * Open handles on the SQLite file and its -wal and -shm companions (Linux lists them in
 * /proc/self/fd); 0 on PostgreSQL, whose connections the pool check covers.
 */
export function openDatabaseFiles(config: Config): number {
  if (config.database.kind !== 'sqlite' || !existsSync('/proc/self/fd')) return 0;
  const { file } = config.database;
  return readdirSync('/proc/self/fd').filter((fd) => {
    try {
      return readlinkSync(`/proc/self/fd/${fd}`).startsWith(file);
    } catch {
      return false;
    }
  }).length;
}

/** The promise's value, or a failure after `seconds` (a leaked connection would hang). */
export async function withinSeconds<T>(seconds: number, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`no answer within ${String(seconds)} s: is a connection still held?`));
    }, seconds * 1000);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
