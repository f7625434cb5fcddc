// Start-up smoke: runs the built server (apps/server/dist) on the Node that runs this script, on a
// fresh PGlite data folder, and waits for /api/ready to say the database is up. CI runs it on a
// second Node version (.ci/run). Usage: node scripts/start-smoke.mjs [port]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const port = Number(process.argv[2] ?? 4890);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-smoke-'));
const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
});
const stop = (code) => {
  child.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code);
};
child.on('exit', (code) => {
  console.error(`start-up smoke on Node ${process.version}: the server exited (${code})`);
  stop(1);
});
const deadline = Date.now() + 180_000;
for (;;) {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/ready`);
    const body = await res.json();
    if (res.ok && body.data?.database?.ok) {
      console.log(`start-up smoke on Node ${process.version}: ok (${body.data.database.kind})`);
      child.removeAllListeners('exit');
      stop(0);
    }
  } catch {
    // not listening yet
  }
  if (Date.now() > deadline) {
    console.error(`start-up smoke on Node ${process.version}: no healthy answer in 180 s`);
    stop(1);
  }
  await new Promise((r) => setTimeout(r, 500));
}
