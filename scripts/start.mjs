// npm start: builds the app when the build is missing or older than the sources, then serves it.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const serverEntry = path.join(root, 'dist/node/server/main.js');
const clientEntry = path.join(root, 'dist/client/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function needsBuild() {
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

if (needsBuild()) {
  console.log('Building CoverDesk (first start or sources changed)…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawnSync(process.execPath, [serverEntry], { cwd: root, stdio: 'inherit' });
process.exit(server.status ?? 0);
