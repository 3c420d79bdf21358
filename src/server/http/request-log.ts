import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { redactedUrl } from './log-redaction.js';

/** Fields of the request line a terminal's log leaves out: they are in its text already. */
export const REQUEST_LINE_FIELDS = ['status', 'ms'] as const;

/**
 * One log line per request, once it is answered: 'GET /api/coverage?month=2026-11 200 3.1 ms'
 * (issue #31). Fastify's own pair of lines (request in, answer out), each with its objects, came
 * to about 15 lines a request in a terminal. Secret parts of paths are redacted (issue #29); a
 * log collector gets the status and time as fields too.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {
    // Said once, when the request is answered.
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    const status = reply.statusCode;
    const line = `${request.method} ${redactedUrl(request.url)} ${String(status)} ${String(ms)} ms`;
    if (error) reply.log.error({ status, ms, err: error }, line);
    else reply.log.info({ status, ms }, line);
  }
}
