// How the server is bundled (build.mjs builds with it; test/server-bundle.test.ts checks the
// bundle it makes), and the check that keeps test-only code out of what the server loads.
import fs from 'node:fs';

const read = (p) => JSON.parse(fs.readFileSync(new URL(p, import.meta.url), 'utf8'));
const deps = {
  ...read('../../packages/shared/package.json').dependencies,
  ...read('./package.json').dependencies,
};
// Pure-JavaScript dependencies are bundled (resolving and reading hundreds of small
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

/** esbuild's options for dist/ (paths relative to apps/server). */
export const serverBuildOptions = {
  absWorkingDir: new URL('.', import.meta.url).pathname,
  entryPoints: {
    server: 'src/server.ts',
    seed: 'src/seed/cli.ts',
    'pglite-template': 'src/db/pglite-template.ts',
  },
  outdir: 'dist',
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
  metafile: true,
};

/** Test-only code: the test routes and their fixtures. */
export const TEST_SUPPORT_DIR = 'src/test-support/';
/** Its one way in: routes/api/register.ts imports it on demand when NODE_ENV=test. */
export const TEST_ROUTES = 'src/test-support/test-routes.ts';

/**
 * What in a bundle would put test-only code where the server loads it, from esbuild's metafile:
 * the test routes must be a chunk of their own, loaded on demand, and no chunk the entries reach
 * without going through that one may hold test-only code. Empty when the bundle is clean.
 */
export function testCodeProblems(metafile) {
  const { outputs } = metafile;
  const entries = new Set(Object.values(serverBuildOptions.entryPoints));
  const starts = Object.keys(outputs).filter((o) => entries.has(outputs[o].entryPoint));
  const testChunk = Object.keys(outputs).find((o) => outputs[o].entryPoint === TEST_ROUTES);
  const problems = testChunk ? [] : [`${TEST_ROUTES} is not a chunk of its own, loaded on demand`];
  const reached = new Set();
  const visit = (o) => {
    if (reached.has(o) || o === testChunk || !outputs[o]) return;
    reached.add(o);
    for (const i of outputs[o].imports) if (!i.external) visit(i.path);
  };
  starts.forEach(visit);
  for (const o of reached)
    for (const input of Object.keys(outputs[o].inputs))
      if (input.startsWith(TEST_SUPPORT_DIR)) problems.push(`${o} holds ${input}`);
  return problems;
}
