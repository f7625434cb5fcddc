// Bundles the server (and the shared TypeScript it imports) into dist/ as plain JavaScript, so
// `npm start` runs compiled code. Pure-JavaScript dependencies are bundled; the rest (see
// keepExternal) load from node_modules.
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const read = (p) => JSON.parse(fs.readFileSync(new URL(p, import.meta.url), 'utf8'));
const deps = {
  ...read('../../packages/shared/package.json').dependencies,
  ...read('./package.json').dependencies,
};
// Pure-JavaScript dependencies are bundled (issue 17: resolving and reading hundreds of small
// files from node_modules was the largest share of a start's module loading). Left external: the
// ones that load files beside their own code (WebAssembly, fonts, a UI's assets, worker threads),
// native or optional-native modules, and the ones the server imports only on first use (their
// cost is not paid at start, and bundling would not change that).
const keepExternal = new Set([
  '@electric-sql/pglite', // its WebAssembly and data files
  '@fastify/swagger-ui', // its static UI files
  'pdfkit', // its font metrics files
  'sharp', // native
  'ws', // optional native add-ons
  'pino', // worker-thread transports
  'pg', // optional pg-native
  'ioredis',
  '@aws-sdk/client-s3',
  'nodemailer',
  'razorpay',
  'ics',
  'country-state-city',
  'fastify-metrics',
  '@cantoo/pdf-lib', // loaded when a document PDF is checked
]);
const external = Object.keys(deps).filter((d) => !d.startsWith('@tm/') && keepExternal.has(d));

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  // Shared code in chunks beside the entries (not in a subfolder: code finds drizzle/ and the web
  // app relative to its own file), so the cluster primary loads only what it runs.
  splitting: true,
  chunkNames: '[name]-[hash]',
  sourcemap: true,
  external: [...external, ...external.map((d) => `${d}/*`)],
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: 'warning',
};
fs.rmSync(new URL('./dist', import.meta.url), { recursive: true, force: true });
await build({
  ...common,
  entryPoints: {
    server: 'src/server.ts',
    seed: 'src/seed/cli.ts',
    'pglite-template': 'src/db/pglite-template.ts',
  },
  outdir: 'dist',
});
// A migrated, empty embedded database for a first start to copy (db/pglite-template.ts).
const template = spawnSync(process.execPath, ['dist/pglite-template.js'], {
  cwd: new URL('.', import.meta.url),
  stdio: 'inherit',
});
if (template.status !== 0) process.exit(template.status ?? 1);
console.log('server built: apps/server/dist/server.js');
