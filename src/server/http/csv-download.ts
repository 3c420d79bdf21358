import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyReply } from 'fastify';

/** Lets Excel read the file as UTF-8, so accented names and notes survive. */
const UTF8_BOM = '\uFEFF';

/**
 * A CSV file, one chunk per batch of rows. The header waits for the first batch, so a query
 * that fails at once still answers a clean 500 instead of a file cut short. SQLite reads
 * synchronously, so each chunk gives the event loop a turn: other requests go on meanwhile.
 */
export async function* csvChunks<Row>(
  batches: AsyncIterable<Row[]>,
  headerLine: string,
  line: (row: Row) => string,
): AsyncGenerator<string> {
  let header = UTF8_BOM + headerLine;
  for await (const rows of batches) {
    yield header + rows.map(line).join('');
    header = '';
    await nextTurn();
  }
  if (header) yield header;
}

/**
 * Sends the batches as a CSV download, streamed with backpressure; Fastify destroys the stream
 * when the client goes away, which ends the generators and releases the database cursor.
 */
export function sendCsv<Row>(
  reply: FastifyReply,
  file: {
    fileName: string;
    header: string;
    line: (row: Row) => string;
    batches: AsyncIterable<Row[]>;
  },
): FastifyReply {
  const body = Readable.from(csvChunks(file.batches, file.header, file.line), {
    objectMode: false,
  });
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .send(body);
}
