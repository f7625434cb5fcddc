// `npm run build -w @tm/web`: always a production build, whatever NODE_ENV the shell has
// (NODE_ENV=development would make Vite bundle React's development runtime). Development builds
// come only from `npm run dev`. Output: WEB_DIST_DIR (relative to where npm was run) or dist/.
// Then the server-rendering bundle in <out>/ssr (src/entry-server.tsx, loaded by the
// server, never sent to browsers), .br/.gz beside each asset, and a check that no development
// runtime slipped in.
import path from 'node:path';
import { precompress } from './precompress.mjs';
import { describeProblems, developmentRuntimeProblems } from './production-check.mjs';

process.env.NODE_ENV = 'production';
const { build } = await import('vite');

const root = path.resolve(import.meta.dirname, '..');
const outDir = process.env.WEB_DIST_DIR
  ? path.resolve(process.env.INIT_CWD ?? process.cwd(), process.env.WEB_DIST_DIR)
  : path.join(root, 'dist');

const common = {
  root,
  configFile: path.join(root, 'vite.config.ts'),
  mode: 'production',
  logLevel: 'warn',
};
await build({ ...common, build: { outDir, emptyOutDir: true } });
// One self-contained ES module (dependencies bundled), so the server loads it from wherever the
// build was written without resolving packages from there.
await build({
  ...common,
  ssr: { noExternal: true },
  build: {
    outDir: path.join(outDir, 'ssr'),
    emptyOutDir: true,
    ssr: 'src/entry-server.tsx',
    manifest: false,
    copyPublicDir: false,
    rollupOptions: { output: { entryFileNames: 'entry-server.js', codeSplitting: false } },
  },
});
precompress(outDir);
const problems = developmentRuntimeProblems(outDir);
if (problems.length) {
  console.error(describeProblems(outDir, problems));
  process.exit(1);
}
console.log(`web app built (production): ${path.relative(process.cwd(), outDir) || '.'}`);
