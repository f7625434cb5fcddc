import type { BuildOptions, Metafile } from 'esbuild';

/** esbuild's options for dist/ (paths relative to apps/server). */
export const serverBuildOptions: BuildOptions & {
  entryPoints: Record<string, string>;
  metafile: true;
};
/** Test-only code: the test routes and their fixtures. */
export const TEST_SUPPORT_DIR: string;
/** Its one way in: routes/api/register.ts imports it on demand when NODE_ENV=test. */
export const TEST_ROUTES: string;
/** What in a bundle would put test-only code where the server loads it; empty when clean. */
export function testCodeProblems(metafile: Metafile): string[];
