import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * The repository's folder: the nearest one above this file with a package.json (this file runs
 * from src/server/http/api-docs/ under tsx and the tests, from dist/node/server/http/api-docs/
 * once built).
 */
function packageRoot(): string {
  let folder = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(folder, 'package.json'))) {
    const parent = path.dirname(folder);
    if (parent === folder) throw new Error('CoverDesk: package.json not found above the server');
    folder = parent;
  }
  return folder;
}

/** CoverDesk's version, from its package.json: the API reference's version. */
export function appVersion(): string {
  const json: unknown = JSON.parse(readFileSync(path.join(packageRoot(), 'package.json'), 'utf8'));
  return z.object({ version: z.string() }).parse(json).version;
}

/** CoverDesk's mark (public/logo.svg): the API reference's favicon. */
export function appLogo(): Buffer {
  return readFileSync(path.join(packageRoot(), 'public', 'logo.svg'));
}
