import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fs from 'node:fs/promises';
import { defineConfig, minify, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
// Relative import: the config runs in Node, which cannot load the shared package's .ts exports.
import { BRAND_NAME } from '../../packages/shared/src/constants/contact.ts';

// The server (apps/server) listens on 3000 and serves /api and uploaded /files; in development
// Vite proxies both so the browser sees one origin, as it does in production.
const apiTarget = 'http://127.0.0.1:3000';
const proxy = {
  '/api/calls/ws': { target: apiTarget, ws: true },
  '/api': apiTarget,
  '/files': apiTarget,
};

/** index.html says %BRAND_NAME% so the brand is spelled once, in packages/shared. */
function brandName(): Plugin {
  return {
    name: 'tm-brand-name',
    transformIndexHtml: (html) => html.replaceAll('%BRAND_NAME%', BRAND_NAME),
  };
}

/**
 * `lazyPage(() => import('x'))` in the route table becomes `lazyPage(() => import('x'), 'src/x.tsx')`:
 * the module's path as the build manifest names it, so the server can preload the chunks of the
 * page it rendered (src/entry-server.tsx and the server's plugins/external/spa.ts).
 */
function lazyPageSources(): Plugin {
  const root = fileURLToPath(new URL('.', import.meta.url));
  return {
    name: 'tm-lazy-page-sources',
    enforce: 'pre',
    // Only the server's bundle needs the paths (the browser never reads them).
    async transform(code, id, options) {
      if (!options?.ssr || !id.endsWith('/src/app/routes.tsx')) return null;
      const pattern = /lazyPage\(\(\) => import\('([^']+)'\)\)/g;
      const sources = new Map<string, string>();
      for (const [, specifier] of code.matchAll(pattern)) {
        const resolved = await this.resolve(specifier!, id);
        if (resolved)
          sources.set(specifier!, path.relative(root, resolved.id).split(path.sep).join('/'));
      }
      return code.replace(pattern, (whole, specifier: string) =>
        sources.has(specifier)
          ? `lazyPage(() => import('${specifier}'), ${JSON.stringify(sources.get(specifier))})`
          : whole,
      );
    },
  };
}

/**
 * public/load-app.js is copied as it is written (with its comments); the built copy is minified,
 * as every other script of the landing is: it counts in the landing's initial budget.
 */
function minifiedLoadApp(): Plugin {
  return {
    name: 'tm-minified-load-app',
    apply: 'build',
    async writeBundle(options) {
      if (!options.dir) return;
      const file = path.join(options.dir, 'load-app.js');
      const source = await fs.readFile(file, 'utf8').catch(() => null);
      if (source === null) return;
      const result = await minify('load-app.js', source, { compress: true, mangle: true });
      if (result.errors.length) throw new Error(`load-app.js: ${result.errors[0]!.message}`);
      await fs.writeFile(file, result.code);
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), brandName(), lazyPageSources(), minifiedLoadApp()],
  // `@/` is src/: features import lib/ and components/ through it, so the lint rule that stops
  // features importing each other (../../<feature>) never meets a legitimate ../../../ path.
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // No modulepreload polyfill: every browser we support preloads modules natively, and the
  // polyfill was 0.4 kB gzip of the landing's 120 kB budget.
  // The manifest maps each route module to its chunks: the server names the current page's
  // chunks in <link rel="modulepreload">. No preload map in the entry: Vite's list of
  // every lazy chunk's dependencies (about 2 kB gzip, plus its helper) weighed on the landing's
  // budget; a chunk opened later by client-side navigation fetches its imports as it parses.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    modulePreload: false,
  },
  server: { proxy },
  preview: { proxy },
});
