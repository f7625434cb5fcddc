// After `vite build`: writes .br and .gz beside every text asset (JS, CSS, HTML, SVG, JSON) so the
// server can send them as they are (@fastify/static `preCompressed`) without compressing on
// every request. Brotli at its highest quality: built once, served many times.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const TEXT = /\.(js|css|html|svg|json|txt|webmanifest)$/;

/** Writes .br and .gz beside every text asset of `dist` over 1 kB; returns how many. */
export function precompress(dist) {
  let count = 0;
  for (const entry of fs.readdirSync(dist, { recursive: true })) {
    const file = path.join(dist, String(entry));
    // The server-rendering bundle and the build manifest are read by the server, never sent.
    if (/^(ssr|\.vite)([\\/]|$)/.test(String(entry))) continue;
    if (!TEXT.test(file) || !fs.statSync(file).isFile()) continue;
    const data = fs.readFileSync(file);
    if (data.length < 1024) continue;
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
    count++;
  }
  return count;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../dist'));
  console.log(`precompressed ${precompress(dist)} assets (.br, .gz)`);
}
