import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** Once the log starts over, its file is cut back to this size. */
export const WAL_SIZE_LIMIT_BYTES = 64 * 1024 * 1024;

/** How often the checkpointer copies the write-ahead log into the database file. */
export const CHECKPOINT_INTERVAL_MS = 200;

/**
 * The app's own connection still checkpoints once the log passes this many pages (~400 MB): a
 * safety net for a checkpointer that stopped. While it runs, the log starts over at the first
 * pause in writing; only minutes of writes without a pause (1,000 a second fill ~40 MB a second)
 * reach this, and then one request waits for the copy.
 */
export const FALLBACK_AUTOCHECKPOINT_PAGES = 100_000;

/**
 * The worker's code. It runs as a script of its own, so it is plain JavaScript with the path of
 * better-sqlite3 handed in (vitest runs the server from TypeScript sources, where a worker file
 * beside this one would not exist).
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.driver);
const db = new SQLite(workerData.file, { fileMustExist: true });
db.pragma('busy_timeout = 1000');
const checkpoint = () => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message) });
  }
};
const timer = setInterval(checkpoint, workerData.intervalMs);
parentPort.on('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

export interface Checkpointer {
  /** Stops checkpointing and closes the worker's connection. */
  stop(): Promise<void>;
}

/**
 * Copies SQLite's write-ahead log into the database file from a worker thread, every
 * CHECKPOINT_INTERVAL_MS, with a connection of its own.
 *
 * Left to SQLite, the connection whose commit fills the log to 1,000 pages copies them back
 * itself: at 1,000,000 requests that is about every 125 writes, and on the app's single
 * connection it blocked every request behind it — half the cost of a write on average, and most
 * of the slowest answers. A passive checkpoint waits for no reader or writer, so the app writes on
 * meanwhile; the app's connection keeps a far larger automatic checkpoint as a safety net.
 */
export function startCheckpointer(file: string, onError: (message: string) => void): Checkpointer {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { file, driver, intervalMs: CHECKPOINT_INTERVAL_MS },
  });
  worker.on('message', (message: { error?: string }) => {
    if (message.error) onError(message.error);
  });
  worker.on('error', (error) => {
    onError(error.message);
  });
  // The server may exit while the worker still sleeps between checkpoints.
  worker.unref();
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return {
    async stop() {
      // Held again until it has exited: a process with nothing else to wait for (a script, a
      // test runner's teardown) would otherwise end here with this promise never settled.
      worker.ref();
      worker.postMessage('stop');
      await exited;
    },
  };
}
