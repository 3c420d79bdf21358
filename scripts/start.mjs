// npm start: builds the app when the build is missing or older than the sources, then serves it
// in this very process, so that a process manager's SIGTERM (systemd, Docker, pm2 signal only the
// main process) reaches the server, which closes its connections and exits with its own code.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { needsBuild, serverEntry } from './build-state.mjs';

const root = path.resolve(import.meta.dirname, '..');

if (needsBuild()) {
  console.log('Building CoverDesk (first start or sources changed)…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import(pathToFileURL(serverEntry).href);
