// Bundles the server (and the shared TypeScript it imports) into dist/ as plain JavaScript, so
// `npm start` runs compiled code. What is bundled and what stays in node_modules: build-config.mjs.
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { serverBuildOptions, testCodeProblems } from './build-config.mjs';

fs.rmSync(new URL('./dist', import.meta.url), { recursive: true, force: true });
const { metafile } = await build(serverBuildOptions);
// Test-only routes and fixtures ship only as a chunk the server loads when NODE_ENV=test.
const problems = testCodeProblems(metafile);
if (problems.length) {
  console.error(
    `server build: test-only code where the server loads it:\n  ${problems.join('\n  ')}`,
  );
  process.exit(1);
}
// A migrated, empty embedded database for a first start to copy (db/pglite-template.ts).
const template = spawnSync(process.execPath, ['dist/pglite-template.js'], {
  cwd: new URL('.', import.meta.url),
  stdio: 'inherit',
});
if (template.status !== 0) process.exit(template.status ?? 1);
console.log('server built: apps/server/dist/server.js');
