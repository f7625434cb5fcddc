// Bundles the server (and the shared TypeScript it imports) into dist/ as plain JavaScript, so
// `npm start` runs compiled code. npm dependencies stay external and load from node_modules.
import { build } from 'esbuild';
import fs from 'node:fs';

const read = (p) => JSON.parse(fs.readFileSync(new URL(p, import.meta.url), 'utf8'));
const deps = {
  ...read('../../packages/shared/package.json').dependencies,
  ...read('./package.json').dependencies,
};
const external = Object.keys(deps).filter((d) => !d.startsWith('@tm/'));

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, ...external.map((d) => `${d}/*`)],
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: 'warning',
};
await build({
  ...common,
  entryPoints: { server: 'src/server.ts', seed: 'src/seed/cli.ts' },
  outdir: 'dist',
});
console.log('server built: apps/server/dist/server.js');
