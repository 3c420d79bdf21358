import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { JSON_TYPE } from './kept-answers.js';

const gzipAsync = promisify(gzip);

/** Bodies smaller than this go as they are: compressing them saves less than it costs. */
export const GZIP_MIN_BYTES = 8 * 1024;

/**
 * The gzip of each body sent, by the body itself: a kept answer (the same Buffer on every read
 * until its version changes) is compressed once, on the thread pool, and forgotten with it.
 */
const compressed = new WeakMap<Buffer, Promise<Buffer>>();

/** True when the request's Accept-Encoding takes gzip (and does not refuse it with q=0). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value.split(',').some((part) => {
    const [coding = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (coding !== 'gzip' && coding !== '*') return false;
    const quality = params.find((param) => param.startsWith('q='));
    return quality === undefined || Number(quality.slice(2)) > 0;
  });
}

function gzipped(body: Buffer): Promise<Buffer> {
  let result = compressed.get(body);
  if (!result) {
    result = gzipAsync(body);
    compressed.set(body, result);
  }
  return result;
}

/**
 * Sends JSON made beforehand (a kept answer, or one made with jsonOf). A large one goes gzipped
 * to a client that takes it, as every browser does: the week board's 873 KB are 185 KB on
 * the wire, and the kept answers are compressed once rather than on every read.
 */
export async function sendJson(
  request: FastifyRequest,
  reply: FastifyReply,
  body: Buffer,
): Promise<FastifyReply> {
  reply.type(JSON_TYPE);
  if (body.length < GZIP_MIN_BYTES) return reply.send(body);
  reply.header('vary', 'accept-encoding');
  if (!acceptsGzip(request.headers['accept-encoding'])) return reply.send(body);
  return reply.header('content-encoding', 'gzip').send(await gzipped(body));
}
