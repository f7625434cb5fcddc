// npm start: builds what changed since the last build (the web app always as a production build;
// START_SKIP_BUILD=1 skips this), then runs the compiled server. Embedded PGlite under ./data and
// demo data on first start: nothing else to install. NODE_ENV (default development) is the
// server's mode only; the server logs it and prints the URL last.
import { spawnSync, spawn } from 'node:child_process';
import { quicklyCurrent } from './build-inputs.mjs';

// When no input changed in name, size or time since the last build, nothing is built (checked
// here, in a few milliseconds); otherwise the build compares contents and builds what changed.
if (process.env.START_SKIP_BUILD !== '1' && !quicklyCurrent()) {
  const r = spawnSync(process.execPath, ['scripts/build.mjs', '--if-changed'], {
    stdio: 'inherit',
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development' },
});
// A terminal or supervisor often signals the whole group, so the server may get the signal twice
// (from them and from here); it shuts down once either way.
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
