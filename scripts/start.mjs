// npm start: builds the app when the build is missing or older than the sources, then serves it.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { needsBuild, serverEntry } from './build-state.mjs';

const root = path.resolve(import.meta.dirname, '..');

if (needsBuild()) {
  console.log('Building CoverDesk (first start or sources changed)…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawnSync(process.execPath, [serverEntry], { cwd: root, stdio: 'inherit' });
process.exit(server.status ?? 0);
