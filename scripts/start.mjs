// npm start: builds the app when the build is missing or older than the sources, then serves it
// in this very process, so that a process manager's SIGTERM (systemd, Docker, pm2 signal only the
// main process) reaches the server, which closes its connections and exits with its own code.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { needsBuild, serverEntry } from './build-state.mjs';

const root = path.resolve(import.meta.dirname, '..');

// The build's own output (about a hundred lines of file sizes) is shown only when it fails: the
// person starting CoverDesk needs one line saying it builds, then the address to open.
if (needsBuild()) {
  console.log('Building CoverDesk (first start or sources changed)…');
  const started = Date.now();
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) {
    process.stdout.write(build.stdout ?? '');
    process.stderr.write(build.stderr ?? '');
    console.error('The build failed (its output is above).');
    process.exit(build.status ?? 1);
  }
  console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s.`);
}

await import(pathToFileURL(serverEntry).href);

// Under `npm start` this process is a child of the shell npm runs scripts in, and a SIGTERM to
// npm (what a process manager sends when it started `npm start`) ends npm and that shell but
// is not passed on (Debian's sh, dash): the server would go on serving, orphaned, and keep the
// port. So once that shell is gone, stop as if signalled: close connections, then exit. Started
// directly (node scripts/start.mjs, nohup, setsid), the parent may go away without meaning stop.
if (process.env.npm_lifecycle_event === 'start') {
  const parent = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(watch);
    process.kill(process.pid, 'SIGTERM');
  }, 500);
  watch.unref();
}
