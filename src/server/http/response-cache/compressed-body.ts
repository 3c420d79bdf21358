import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const gzipAsync = promisify(gzip);

/** Bodies smaller than this go as they are: compressing them saves less than it costs. */
export const GZIP_MIN_BYTES = 8 * 1024;

/**
 * An answer's bytes, and their gzip once a client asked for it: a kept answer is the same body
 * on every read until its version changes, so it is compressed once, on the thread pool, and
 * forgotten with it.
 */
export class CompressedBody {
  private zipped: Promise<Buffer> | undefined;

  constructor(readonly bytes: Buffer) {}

  gzipped(): Promise<Buffer> {
    this.zipped ??= gzipAsync(this.bytes);
    return this.zipped;
  }
}

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

/**
 * Sends the body; a large one gzipped to a client that takes it, as every browser does: the
 * week board's 873 KB are 185 KB on the wire.
 */
export async function sendBody(
  request: FastifyRequest,
  reply: FastifyReply,
  body: CompressedBody,
  contentType: string,
): Promise<FastifyReply> {
  reply.type(contentType);
  if (body.bytes.length < GZIP_MIN_BYTES) return reply.send(body.bytes);
  reply.header('vary', 'accept-encoding');
  if (!acceptsGzip(request.headers['accept-encoding'])) return reply.send(body.bytes);
  return reply.header('content-encoding', 'gzip').send(await body.gzipped());
}
