// Prints the gzip size of what a first visit to the landing downloads (index.html's script,
// module preloads and stylesheet, plus the landing page chunk and its static imports) and fails
// above the budget. Run after `vite build`: `npm run size -w @tm/web`.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const BUDGET_KB = 120;
const dist = path.resolve(import.meta.dirname, '../dist');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const files = new Set(
  [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]),
);
const landing = fs
  .readdirSync(path.join(dist, 'assets'))
  .find((f) => f.startsWith('landing-page-') && f.endsWith('.js'));
if (!landing)
  throw new Error('No landing-page chunk in dist/assets: is the landing still lazily loaded?');

// The server sends server-rendered pages (the landing among them) with public/load-app.js, which
// loads the entry once the page has painted (apps/server/src/plugins/external/ssr.ts).
if (!fs.existsSync(path.join(dist, 'load-app.js'))) throw new Error('No load-app.js in dist.');
files.add('load-app.js');

const queue = [...files, `assets/${landing}`];
while (queue.length > 0) {
  const file = queue.pop();
  files.add(file);
  if (!file.endsWith('.js')) continue;
  const code = fs.readFileSync(path.join(dist, file), 'utf8');
  for (const match of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) {
    const dependency = `assets/${match[1]}`;
    if (!files.has(dependency)) queue.push(dependency);
  }
}

let total = 0;
for (const file of [...files].sort()) {
  const size = zlib.gzipSync(fs.readFileSync(path.join(dist, file))).length;
  total += size;
  console.log(`${(size / 1000).toFixed(2).padStart(8)} kB  ${file}`);
}
console.log(
  `${(total / 1000).toFixed(2).padStart(8)} kB  landing initial JS+CSS (gzip), budget ${BUDGET_KB} kB`,
);
if (total / 1000 > BUDGET_KB) process.exit(1);
