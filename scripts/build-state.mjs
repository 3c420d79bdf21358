// Whether dist/ holds a build of the current sources (npm start and the database-scope test run).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
export const serverEntry = path.join(root, 'dist/node/server/main.js');
const clientEntry = path.join(root, 'dist/client/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** True when the build is missing or older than a source, the public folder or a config. */
export function needsBuild() {
  if (!existsSync(serverEntry) || !existsSync(clientEntry)) return true;
  const built = Math.min(statSync(serverEntry).mtimeMs, statSync(clientEntry).mtimeMs);
  const sources = Math.max(
    newestMtime(path.join(root, 'src')),
    newestMtime(path.join(root, 'public')),
    ...['index.html', 'package.json', 'vite.config.ts'].map(
      (file) => statSync(path.join(root, file)).mtimeMs,
    ),
  );
  return sources > built;
}
