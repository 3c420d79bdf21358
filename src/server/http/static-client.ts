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
    // Source maps are not built; should one be left in the folder, it is not served either.
    allowedPath: (pathName) => !pathName.endsWith('.map'),
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

/**
 * Any page address that is not an API call gets index.html; the client routes it. A path whose
 * last segment names a file (`.js`, `.map`…) is not a page: a missing file answers 404.
 */
export function isPageRequest(method: string, url: string): boolean {
  const [path = ''] = url.split('?');
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return (
    (method === 'GET' || method === 'HEAD') &&
    !path.startsWith('/api/') &&
    path !== '/healthz' &&
    !/\.[a-z0-9]+$/i.test(lastSegment)
  );
}
