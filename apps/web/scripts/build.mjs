// `npm run build -w @tm/web`: always a production build, whatever NODE_ENV the shell has
// (NODE_ENV=development would make Vite bundle React's development runtime). Development builds
// come only from `npm run dev`. Output: WEB_DIST_DIR (relative to where npm was run) or dist/.
// Then .br/.gz beside each asset, and a check that no development runtime slipped in.
import path from 'node:path';
import { precompress } from './precompress.mjs';
import { describeProblems, developmentRuntimeProblems } from './production-check.mjs';

process.env.NODE_ENV = 'production';
const { build } = await import('vite');

const root = path.resolve(import.meta.dirname, '..');
const outDir = process.env.WEB_DIST_DIR
  ? path.resolve(process.env.INIT_CWD ?? process.cwd(), process.env.WEB_DIST_DIR)
  : path.join(root, 'dist');

await build({
  root,
  configFile: path.join(root, 'vite.config.ts'),
  mode: 'production',
  logLevel: 'warn',
  build: { outDir, emptyOutDir: true },
});
precompress(outDir);
const problems = developmentRuntimeProblems(outDir);
if (problems.length) {
  console.error(describeProblems(outDir, problems));
  process.exit(1);
}
console.log(`web app built (production): ${path.relative(process.cwd(), outDir) || '.'}`);
