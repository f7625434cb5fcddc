// The server bundle (apps/server/build.mjs, same options, built here in memory): test-only routes
// and fixtures (src/test-support/) are a chunk the server loads only when NODE_ENV=test, never in
// what it loads otherwise; the check build.mjs runs on every build says so, and fails a bundle
// where they came back.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build, type Plugin } from 'esbuild';
import { serverBuildOptions, testCodeProblems, TEST_ROUTES } from '../build-config.mjs';

const src = path.join(import.meta.dirname, '../src');

/** The bundle's metafile, with one source file's text changed on the way in (or none). */
async function bundle(change?: { file: string; edit: (code: string) => string }) {
  const plugins: Plugin[] = change
    ? [
        {
          name: 'change-one-file',
          setup(b) {
            b.onLoad({ filter: /\.ts$/ }, (args) =>
              args.path === path.join(src, change.file)
                ? {
                    contents: change.edit(fs.readFileSync(args.path, 'utf8')),
                    loader: 'ts',
                  }
                : undefined,
            );
          },
        },
      ]
    : [];
  const result = await build({ ...serverBuildOptions, write: false, logLevel: 'silent', plugins });
  return result.metafile;
}

describe('test-only code in the server bundle', () => {
  it('is one chunk loaded on demand, holding the test routes and every fixture', async () => {
    const metafile = await bundle();
    expect(testCodeProblems(metafile)).toEqual([]);
    const [, chunk] = Object.entries(metafile.outputs).find(
      ([, o]) => o.entryPoint === TEST_ROUTES,
    )!;
    expect(Object.keys(chunk.inputs).sort()).toEqual([
      'src/test-support/booking-fixture.ts',
      'src/test-support/group-class-fixture.ts',
      'src/test-support/held-class-fixture.ts',
      'src/test-support/live-class-fixture.ts',
      'src/test-support/matching-tutors-fixture.ts',
      'src/test-support/messaging-fixture.ts',
      'src/test-support/test-routes.ts',
    ]);
  });

  it('fails the build when the test routes are imported up front again', async () => {
    const metafile = await bundle({
      file: 'routes/api/register.ts',
      edit: (code) =>
        `import testRoutes from '../../test-support/test-routes';\n${code.replace(
          "import('../../test-support/test-routes')",
          'testRoutes',
        )}`,
    });
    const problems = testCodeProblems(metafile);
    expect(problems[0]).toBe(`${TEST_ROUTES} is not a chunk of its own, loaded on demand`);
    expect(problems.join('\n')).toContain('holds src/test-support/live-class-fixture.ts');
  });

  it('fails the build when a module imports a fixture', async () => {
    const metafile = await bundle({
      file: 'modules/calls/signalling.ts',
      edit: (code) =>
        `import { createLiveClass } from '../../test-support/live-class-fixture';\nexport const leak = createLiveClass;\n${code}`,
    });
    const problems = testCodeProblems(metafile);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^dist\/\S+\.js holds src\/test-support\/live-class-fixture\.ts$/);
  });
});
