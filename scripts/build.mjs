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
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const repo = path.resolve(import.meta.dirname, '..');
/** Where `npm test` builds the web app (e2e/playwright.config.ts serves the same folder). */
const TEST_WEB_DIST = path.join(repo, '.build', 'test-web');

const args = process.argv.slice(2);
const ifChanged = args.includes('--if-changed');
const only = args.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const webOut = args.includes('--for-tests')
  ? TEST_WEB_DIST
  : process.env.WEB_DIST_DIR
    ? path.resolve(process.env.WEB_DIST_DIR)
    : path.join(repo, 'apps/web/dist');

const shared = ['packages/shared/src', 'packages/shared/package.json', 'package-lock.json'];
const parts = {
  web: {
    inputs: [
      ...shared,
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/tsconfig.json',
      'apps/web/package.json',
      'apps/web/scripts',
    ],
    out: webOut,
    product: path.join(webOut, 'index.html'),
    build: () =>
      run(process.execPath, ['apps/web/scripts/build.mjs'], repo, { WEB_DIST_DIR: webOut }),
  },
  server: {
    inputs: [
      ...shared,
      'apps/server/src',
      'apps/server/drizzle', // the embedded database's template is built migrated
      'apps/server/build.mjs',
      'apps/server/package.json',
    ],
    out: path.join(repo, 'apps/server/dist'),
    product: path.join(repo, 'apps/server/dist/server.js'),
    build: () => run(process.execPath, ['build.mjs'], path.join(repo, 'apps/server')),
  },
};

function run(cmd, argv, cwd, env = {}) {
  const r = spawnSync(cmd, argv, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

/** Files under `p` (tests excluded: they are not bundled), sorted. */
function files(p) {
  const abs = path.join(repo, p);
  if (!fs.existsSync(abs)) return [];
  if (!fs.statSync(abs).isDirectory()) return [p];
  return fs
    .readdirSync(abs, { recursive: true })
    .map((f) => path.join(p, String(f)))
    .filter(
      (f) => !/\.test\.tsx?$|(^|\/)test\//.test(f) && fs.statSync(path.join(repo, f)).isFile(),
    )
    .sort();
}

/** A hash of the inputs' names and contents (mtimes change on checkout; contents decide). */
function inputHash(inputs) {
  const h = crypto.createHash('sha256');
  for (const f of inputs.flatMap(files)) {
    h.update(f)
      .update('\0')
      .update(fs.readFileSync(path.join(repo, f)))
      .update('\0');
  }
  return h.digest('hex');
}

/** The stamp of the last successful build of one output folder (kept outside what is served). */
function stampFile(out) {
  const key = crypto.createHash('sha1').update(out).digest('hex').slice(0, 12);
  return path.join(repo, 'node_modules/.cache/tm-build', `${path.basename(out)}-${key}.json`);
}

for (const [name, part] of Object.entries(parts)) {
  if (only && only !== name) continue;
  const started = Date.now();
  const hash = inputHash(part.inputs);
  const stamp = stampFile(part.out);
  const last = fs.existsSync(stamp) ? JSON.parse(fs.readFileSync(stamp, 'utf8')) : null;
  if (ifChanged && last?.hash === hash && fs.existsSync(part.product)) {
    console.log(`${name}: unchanged since its last build, not rebuilt`);
    continue;
  }
  console.log(
    `${name}: building${ifChanged ? (last ? ' (sources changed)' : ' (no build yet)') : ''}...`,
  );
  fs.rmSync(stamp, { force: true });
  part.build();
  fs.mkdirSync(path.dirname(stamp), { recursive: true });
  fs.writeFileSync(stamp, JSON.stringify({ hash, builtAt: new Date().toISOString() }));
  console.log(`${name}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
