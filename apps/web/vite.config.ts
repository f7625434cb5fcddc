import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
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

export default defineConfig({
  plugins: [react(), tailwindcss(), brandName()],
  // `@/` is src/: features import lib/ and components/ through it, so the lint rule that stops
  // features importing each other (../../<feature>) never meets a legitimate ../../../ path.
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // No modulepreload polyfill: every browser we support preloads modules natively, and the
  // polyfill was 0.4 kB gzip of the landing's 120 kB budget.
  build: { outDir: 'dist', emptyOutDir: true, modulePreload: { polyfill: false } },
  server: { proxy },
  preview: { proxy },
});
