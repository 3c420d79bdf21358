import type { FastifyInstance } from 'fastify';

/**
 * Requests still running when the server starts closing (SIGTERM) answer with `Connection:
 * close`, so their keep-alive connections end with them. Otherwise Fastify's close waits for each
 * such client to hang up or time out (72 s), and the shutdown is cut short by its 10 s limit.
 */
export function closeConnectionsOnShutdown(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}
