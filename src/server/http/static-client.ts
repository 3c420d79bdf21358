import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built React app, Brotli- or gzip-compressed as the build wrote it. Hashed assets are cached for a year; index.html and the service
 * worker are revalidated on every load so a new version is picked up.
 */
export async function registerClient(app: FastifyInstance, clientDir: string): Promise<void> {
  if (!existsSync(path.join(clientDir, 'index.html'))) {
    throw new Error(`The client is not built: ${clientDir}/index.html is missing (npm run build)`);
  }
  await app.register(fastifyStatic, {
    root: clientDir,
    // '/' is the dashboard: the directory answers with the app, not a 403.
    index: 'index.html',
    // The build writes .br and .gz beside each asset (vite.config.ts).
    preCompressed: true,
    // Our own cache headers below, not the plugin's 'max-age=0'.
    cacheControl: false,
    setHeaders(res, filePath) {
      res.setHeader('vary', 'accept-encoding');
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
}

/** Any page address that is not a file or an API call gets index.html; the client routes it. */
export function isPageRequest(method: string, url: string): boolean {
  return (method === 'GET' || method === 'HEAD') && !url.startsWith('/api/') && url !== '/healthz';
}
