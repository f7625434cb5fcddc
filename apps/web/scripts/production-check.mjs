// Fails a web build that would send React's development runtime to visitors: Vite builds
// development bundles when the shell has NODE_ENV=development, and nothing else looks different.
// Checks index.html's references and the content of every built script.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** A file name or code that only React's development build has. */
const DEV_FILE = /(?:jsx-dev-runtime|\.development)[.-][^"']*\.js/;
const DEV_CODE = ['jsxDEV', 'react-stack-bottom-frame', 'In HTML, %s cannot be a child of %s'];

/** What in `dist` is development-only; empty when the build is a production build. */
export function developmentRuntimeProblems(dist) {
  const problems = [];
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  for (const m of html.matchAll(/(?:src|href)="([^"]+)"/g)) {
    if (DEV_FILE.test(m[1])) problems.push(`index.html references ${m[1]}`);
  }
  const assets = path.join(dist, 'assets');
  for (const file of fs.existsSync(assets) ? fs.readdirSync(assets) : []) {
    if (!file.endsWith('.js')) continue;
    if (DEV_FILE.test(file)) problems.push(`assets/${file} is a development runtime`);
    const code = fs.readFileSync(path.join(assets, file), 'utf8');
    const marker = DEV_CODE.find((m) => code.includes(m));
    if (marker) problems.push(`assets/${file} contains development-only code (${marker})`);
  }
  return problems;
}

/** The problems as one message, the first few listed. */
export function describeProblems(dist, problems) {
  const shown = problems.slice(0, 5);
  const more =
    problems.length > shown.length ? `\n  ... and ${problems.length - shown.length} more` : '';
  return `Not a production build (${dist}): React's development runtime is in it.\n  ${shown.join('\n  ')}${more}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../dist'));
  const problems = developmentRuntimeProblems(dist);
  if (problems.length) {
    console.error(describeProblems(dist, problems));
    process.exit(1);
  }
  console.log(`production build checked: no development runtime in ${dist}`);
}
