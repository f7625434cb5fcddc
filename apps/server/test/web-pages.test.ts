import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { build } from './helper';
import { createStudent, createTutor } from '../src/seed/factories';
import { acceptsEncoding } from '../src/plugins/external/spa';

// tutor discovery is rendered on the server for the signed-in student whose session
// cookie came with the request, and the pages go out compressed. The web build's server entry is
// replaced here by a stand-in that records who each page was rendered for and asks GET /api/me
// through the server's transport, as a page's own calls would be answered.
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-ssr-viewer-'));
fs.writeFileSync(
  path.join(distDir, 'index.html'),
  `<!doctype html>
<html lang="en">
  <head><title>TutorsPlace</title></head>
  <body><div id="root"></div></body>
</html>`,
);
fs.mkdirSync(path.join(distDir, 'ssr'));
const entryFile = path.join(distDir, 'ssr', 'entry-server.js');
fs.writeFileSync(
  entryFile,
  `let transport;
export const calls = [];
export const SSR_STATE_ID = 'tm-ssr-state';
export function setApiTransport(next) { transport = next; }
export function isServerRenderedPath(p) { return p === '/student-dashboard' || p === '/blogs'; }
export function rendersForViewer(p) { return p === '/student-dashboard'; }
export function routeSources() { return []; }
export async function render(url, signal, viewer) {
  const me = await transport('/api/me', { method: 'GET', headers: { accept: 'application/json' } });
  calls.push({ path: url.pathname, viewer: viewer ?? null, meStatus: me.status });
  const who = viewer ? viewer.user.fullName : 'a guest';
  return { html: '<p>Rendered for ' + who + '</p>' + '<i>filler</i>'.repeat(200), state: {}, sources: [] };
}
`,
);
// The build's files: a hashed asset with its brotli copy, a top-level file, the build manifest.
fs.mkdirSync(path.join(distDir, 'assets'));
fs.mkdirSync(path.join(distDir, '.vite'));
const assetJs = 'export const answer = 42;\n'.repeat(20);
fs.writeFileSync(path.join(distDir, 'assets', 'index-AbC123.js'), assetJs);
fs.writeFileSync(
  path.join(distDir, 'assets', 'index-AbC123.js.br'),
  zlib.brotliCompressSync(assetJs),
);
fs.writeFileSync(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
fs.writeFileSync(path.join(distDir, '.vite', 'manifest.json'), '{}');
const ctx = await build({ WEB_DIST_DIR: distDir });
interface Call {
  path: string;
  viewer: { token: string; user: { _id: string; fullName: string } } | null;
  meStatus: number;
}
const entry = (await import(pathToFileURL(entryFile).href)) as { calls: Call[] };

async function page(url: string, cookie?: string, encoding = 'identity') {
  const res = await ctx.app.inject({
    method: 'GET',
    url,
    headers: { 'accept-encoding': encoding, ...(cookie ? { cookie } : {}) },
  });
  expect(res.statusCode, url).toBe(200);
  return res;
}
const lastCall = () => entry.calls.at(-1)!;

describe('tutor discovery rendered for the signed-in student (session cookie)', () => {
  it('renders for the student the cookie names, with their token, and keeps the page private', async () => {
    const { user } = await createStudent(ctx.db, { user: { fullName: 'Asha Rao' } });
    const token = await ctx.tokenFor(user.id);
    const res = await page('/student-dashboard?search=maths', `theme=x; tm_session=${token}`);
    expect(res.body).toContain('<p>Rendered for Asha Rao</p>');
    expect(lastCall().viewer?.user._id).toBe(user.id);
    expect(lastCall().viewer?.token).toBe(token);
    expect(lastCall().meStatus, "the page's own calls carry the student's token").toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toMatch(/cookie/i);
    expect(res.body).not.toContain(token);
  });

  it('renders for a guest without a cookie, or with one whose token is not valid', async () => {
    for (const cookie of [undefined, 'tm_session=not-a-token', 'tm_session=']) {
      const res = await page('/student-dashboard', cookie);
      expect(res.body).toContain('<p>Rendered for a guest</p>');
      expect(lastCall().viewer).toBeNull();
      expect(lastCall().meStatus).toBe(401);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toMatch(/cookie/i);
    }
  });

  it('never renders one student with another student’s page', async () => {
    const a = await createStudent(ctx.db, { user: { fullName: 'Student One' } });
    const b = await createStudent(ctx.db, { user: { fullName: 'Student Two' } });
    const [ra, rb] = await Promise.all([
      page('/student-dashboard', `tm_session=${await ctx.tokenFor(a.user.id)}`),
      page('/student-dashboard', `tm_session=${await ctx.tokenFor(b.user.id)}`),
    ]);
    expect(ra.body).toContain('Rendered for Student One');
    expect(ra.body).not.toContain('Student Two');
    expect(rb.body).toContain('Rendered for Student Two');
    expect(rb.body).not.toContain('Student One');
  });

  it('sends another role the client app (their app sends them to their own screens)', async () => {
    const { user } = await createTutor(ctx.db);
    const before = entry.calls.length;
    const res = await page('/student-dashboard', `tm_session=${await ctx.tokenFor(user.id)}`);
    expect(entry.calls.length).toBe(before);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('renders every other page as a guest sees it, and never sends the cookie’s token with it', async () => {
    const { user } = await createStudent(ctx.db, { user: { fullName: 'Blog Reader' } });
    const res = await page('/blogs', `tm_session=${await ctx.tokenFor(user.id)}`);
    expect(res.body).toContain('<p>Rendered for a guest</p>');
    expect(lastCall()).toMatchObject({ path: '/blogs', viewer: null, meStatus: 401 });
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe('pages go out compressed (they are answered outside @fastify/compress’s routes)', () => {
  it('with brotli or gzip as the browser accepts, the same HTML once decoded', async () => {
    const plain = (await page('/blogs')).body;
    expect(plain.length).toBeGreaterThan(1024);
    const br = await page('/blogs', undefined, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gz = await page('/blogs', undefined, 'gzip;q=1, br;q=0');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain);
    expect(gz.rawPayload.length).toBeLessThan(plain.length / 4);
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    const none = await page('/blogs', undefined, 'identity');
    expect(none.headers['content-encoding']).toBeUndefined();
  });

  it('reads Accept-Encoding with its q-values', () => {
    expect(acceptsEncoding('gzip, deflate, br', 'br')).toBe(true);
    expect(acceptsEncoding('GZIP', 'gzip')).toBe(true);
    expect(acceptsEncoding('br;q=0', 'br')).toBe(false);
    expect(acceptsEncoding('br; q=0.000, gzip', 'br')).toBe(false);
    expect(acceptsEncoding('br;q=0.5', 'br')).toBe(true);
    expect(acceptsEncoding('brotli, xgzip', 'br')).toBe(false);
    expect(acceptsEncoding('xgzip', 'gzip')).toBe(false);
    expect(acceptsEncoding(undefined, 'gzip')).toBe(false);
  });
});

describe('the build’s static files', () => {
  const get = (url: string, encoding = 'identity') =>
    ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });

  it('serves hashed assets for a year, precompressed when the browser accepts it', async () => {
    const plain = await get('/assets/index-AbC123.js');
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toBe(assetJs);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const br = await get('/assets/index-AbC123.js', 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(assetJs);
  });

  it('serves the top-level files, without the year-long caching', async () => {
    const res = await get('/favicon.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).not.toContain('immutable');
  });

  it('answers 404 for a missing asset and for the server’s own files', async () => {
    for (const url of [
      '/assets/index-Missing.js',
      '/ssr/entry-server.js',
      '/.vite/manifest.json',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('export function render');
    }
  });
});
