// npm run build: the web app (always a production build, see apps/web/scripts/build.mjs) and the
// server bundle (apps/server/dist).
//
//   node scripts/build.mjs               build both
//   node scripts/build.mjs --if-changed  build only what changed since its last build (npm start):
//                                        a content hash of each part's inputs is kept beside it
//   node scripts/build.mjs --for-tests   the web app into .build/test-web, which `npm test` and
//                                        the browser journeys serve, never the apps/web/dist that
//                                        a running `npm start` serves
//   --only=web | --only=server           one part
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import {
  buildParts,
  fingerprint,
  readStamp,
  TEST_WEB_DIST,
  stampFile,
  writeStamp,
} from './build-inputs.mjs';

const args = process.argv.slice(2);
const ifChanged = args.includes('--if-changed');
const only = args.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const parts = buildParts(args.includes('--for-tests') ? TEST_WEB_DIST : undefined);

for (const [name, part] of Object.entries(parts)) {
  if (only && only !== name) continue;
  const started = Date.now();
  const inputs = fingerprint(part.inputs, { contents: true });
  const last = readStamp(part.out);
  if (ifChanged && last?.hash === inputs.hash && fs.existsSync(part.product)) {
    // Same contents (a checkout may have touched the files): note their times for the quick check.
    if (last.quick !== inputs.quick) writeStamp(part.out, { ...last, quick: inputs.quick });
    console.log(`${name}: unchanged since its last build, not rebuilt`);
    continue;
  }
  console.log(
    `${name}: building${ifChanged ? (last ? ' (sources changed)' : ' (no build yet)') : ''}...`,
  );
  fs.rmSync(stampFile(part.out), { force: true });
  const [argv, cwd, env] = part.script;
  const r = spawnSync(process.execPath, argv, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
  writeStamp(part.out, { ...inputs, builtAt: new Date().toISOString() });
  console.log(`${name}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
