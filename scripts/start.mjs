// npm start: builds the web app and the server (unless START_SKIP_BUILD=1), then runs the compiled
// server. Embedded PGlite under ./data and demo data on first start: nothing else to install.
import { spawnSync, spawn } from 'node:child_process';

const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
if (process.env.START_SKIP_BUILD !== '1') {
  console.log('Building the web app and the server...');
  run('npm', ['run', 'build', '--silent']);
}
const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development' },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
