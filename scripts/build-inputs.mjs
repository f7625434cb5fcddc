// What each part of the build is made from, and whether its last build is still current: used by
// scripts/build.mjs (--if-changed) and by scripts/start.mjs, which checks in its own process so a
// warm `npm start` spends no time starting a build process that would build nothing.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const repo = path.resolve(import.meta.dirname, '..');
/** Where `npm test` builds the web app (e2e/playwright.config.ts serves the same folder). */
export const TEST_WEB_DIST = path.join(repo, '.build', 'test-web');

const shared = ['packages/shared/src', 'packages/shared/package.json', 'package-lock.json'];

/** The two parts, their inputs and their product; `webOut` is where the web app is built. */
export function buildParts(webOut = defaultWebOut()) {
  return {
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
      script: [['apps/web/scripts/build.mjs'], repo, { WEB_DIST_DIR: webOut }],
    },
    server: {
      inputs: [
        ...shared,
        'apps/server/src',
        'apps/server/drizzle', // the embedded database's template is built migrated
        'apps/server/build.mjs',
        'apps/server/build-config.mjs',
        'apps/server/package.json',
      ],
      out: path.join(repo, 'apps/server/dist'),
      product: path.join(repo, 'apps/server/dist/server.js'),
      script: [['build.mjs'], path.join(repo, 'apps/server'), {}],
    },
  };
}

function defaultWebOut() {
  return process.env.WEB_DIST_DIR
    ? path.resolve(process.env.WEB_DIST_DIR)
    : path.join(repo, 'apps/web/dist');
}

/** Files under `p` (tests excluded: they are not bundled), sorted, with their stats. */
function files(p) {
  const abs = path.join(repo, p);
  if (!fs.existsSync(abs)) return [];
  const top = fs.statSync(abs);
  if (!top.isDirectory()) return [{ file: p, stat: top }];
  return fs
    .readdirSync(abs, { recursive: true })
    .map((f) => path.join(p, String(f)))
    .filter((f) => !/\.test\.tsx?$|(^|\/)test\//.test(f))
    .map((file) => ({ file, stat: fs.statSync(path.join(repo, file)) }))
    .filter(({ stat }) => stat.isFile())
    .sort((a, b) => (a.file < b.file ? -1 : 1));
}

/**
 * Two fingerprints of a part's inputs: `quick` from names, sizes and modification times (a stat
 * of each file), `hash` from names and contents. A build is current when its stamp's hash matches;
 * the quick one, when it matches too, spares reading every file (a checkout changes modification
 * times, so it alone never decides that a build is stale).
 */
export function fingerprint(inputs, { contents }) {
  const all = inputs.flatMap(files);
  const quick = crypto.createHash('sha256');
  for (const { file, stat } of all) quick.update(`${file}\0${stat.size}\0${stat.mtimeMs}\0`);
  if (!contents) return { quick: quick.digest('hex') };
  const h = crypto.createHash('sha256');
  for (const { file } of all)
    h.update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(repo, file)))
      .update('\0');
  return { quick: quick.digest('hex'), hash: h.digest('hex') };
}

/** The stamp of the last successful build of one output folder (kept outside what is served). */
export function stampFile(out) {
  const key = crypto.createHash('sha1').update(out).digest('hex').slice(0, 12);
  return path.join(repo, 'node_modules/.cache/tm-build', `${path.basename(out)}-${key}.json`);
}

export function readStamp(out) {
  try {
    return JSON.parse(fs.readFileSync(stampFile(out), 'utf8'));
  } catch {
    return null;
  }
}

export function writeStamp(out, stamp) {
  const file = stampFile(out);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(stamp));
}

/** True when every part's product exists and no input changed in name, size or time since. */
export function quicklyCurrent() {
  return Object.values(buildParts()).every((part) => {
    const stamp = readStamp(part.out);
    return (
      !!stamp?.quick &&
      fs.existsSync(part.product) &&
      stamp.quick === fingerprint(part.inputs, { contents: false }).quick
    );
  });
}
