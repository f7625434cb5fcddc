// The check every web build runs (scripts/build.mjs): a build with React's development runtime
// (what Vite makes when the shell has NODE_ENV=development) must fail it; a production build passes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { developmentRuntimeProblems } from '../../scripts/production-check.mjs';

const dirs: string[] = [];
function dist(html: string, assets: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-dist-'));
  dirs.push(dir);
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), html);
  for (const [name, code] of Object.entries(assets))
    fs.writeFileSync(path.join(dir, 'assets', name), code);
  return dir;
}
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('developmentRuntimeProblems', () => {
  it('passes a production build', () => {
    const dir = dist(
      '<script type="module" src="/assets/index-a1.js"></script><link rel="modulepreload" href="/assets/jsx-runtime-b2.js">',
      {
        'index-a1.js': 'import{jsx as e}from"./jsx-runtime-b2.js";',
        'jsx-runtime-b2.js': 'export const jsx=1',
      },
    );
    expect(developmentRuntimeProblems(dir)).toEqual([]);
  });

  it('fails a build whose index.html preloads jsx-dev-runtime', () => {
    const dir = dist(
      '<link rel="modulepreload" crossorigin href="/assets/jsx-dev-runtime-B0_G8V6B.js">',
      {
        'jsx-dev-runtime-B0_G8V6B.js': 'export const x=1',
      },
    );
    expect(developmentRuntimeProblems(dir)).toEqual(
      expect.arrayContaining([
        'index.html references /assets/jsx-dev-runtime-B0_G8V6B.js',
        'assets/jsx-dev-runtime-B0_G8V6B.js is a development runtime',
      ]),
    );
  });

  it('fails a build whose scripts carry React development code', () => {
    const dir = dist('<script type="module" src="/assets/index-c3.js"></script>', {
      'index-c3.js': 'const el = jsxDEV("div", {}, void 0, false);',
    });
    expect(developmentRuntimeProblems(dir)).toEqual([
      'assets/index-c3.js contains development-only code (jsxDEV)',
    ]);
  });
});
