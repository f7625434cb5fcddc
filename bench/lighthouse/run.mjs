#!/usr/bin/env node
// Lighthouse on the public pages and discovery. One command: `npm run bench:lighthouse`.
//
//   node bench/lighthouse/run.mjs [--runs=3] [--pages=landing,blogs,...] [--no-build] [--no-write]
//                                 [--reports=<folder>] (each run's Lighthouse JSON)
//
// 1. Builds the web app (a production build, as `npm run build` makes it) into .build/bench-web
//    and the server bundle (skipped when unchanged, or with --no-build).
// 2. Starts the compiled server on a free port with a new data folder, which it seeds with the
//    demo (NODE_ENV=test only so the demo seeds and the developer sign-in works; the code served
//    is the production build).
// 3. Runs Lighthouse (performance only) on each page, mobile (Lighthouse's default: Moto G
//    Power, slow 4G, 4× CPU slowdown) and desktop (its desktop preset), `--runs` times each, each
//    run in a new Chromium (/usr/bin/chromium or CHROME_PATH) with a cold cache, and takes the
//    median. Discovery (/student-dashboard) is measured signed in as a student.
// 4. Prints the table and writes it into bench/README.md between the lighthouse markers, with the
//    load average (1 min) before and after each page: this machine is shared, and a busy one
//    lowers every score.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const WEB_DIST = path.join(ROOT, '.build/bench-web');
const README = path.join(ROOT, 'bench/README.md');
const START = '<!-- lighthouse:start -->';
const END = '<!-- lighthouse:end -->';

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? 'true'];
  }),
);
const RUNS = Number(args.runs ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// STACK-NOTES: the flags Chromium needs on these machines.
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const load = () => os.loadavg()[0].toFixed(1);
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)];
};

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

function buildAll() {
  for (const [label, argv, env] of [
    ['web', ['scripts/build.mjs', '--if-changed', '--only=web'], { WEB_DIST_DIR: WEB_DIST }],
    ['server', ['scripts/build.mjs', '--if-changed', '--only=server'], {}],
  ]) {
    console.log(`building ${label}...`);
    const r = spawnSync(process.execPath, argv, {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    if (r.status !== 0) throw new Error(`${label} build failed`);
  }
}

async function startServer() {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-lighthouse-'));
  const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: WEB_DIST,
    },
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('the server stopped while starting');
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not start within 180 s');
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    base,
    stop: () => {
      child.kill('SIGTERM');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function json(base, url, init) {
  const res = await fetch(`${base}${url}`, init);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return (await res.json()).data;
}

async function pagesToMeasure(base) {
  const { blogs } = await json(base, '/api/blogs?page=0&limit=1');
  const { tutors } = await json(base, '/api/get-tutors?limit=1');
  const student = await json(base, '/api/dev/sign-in', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `lighthouse.${Date.now().toString(36)}@example.test`,
      fullName: 'Lighthouse Student',
      role: 'student',
      authType: 'registration',
    }),
  });
  const all = [
    { key: 'landing', label: '`/`', path: '/' },
    { key: 'blogs', label: '`/blogs`', path: '/blogs' },
    { key: 'blog-post', label: 'blog post', path: `/blog-details?slug=${blogs[0].slug}` },
    { key: 'about', label: '`/about-us`', path: '/about-us' },
    { key: 'policy', label: '`/privacy-policy`', path: '/privacy-policy' },
    { key: 'mentorship', label: '`/phd-mentorship`', path: '/phd-mentorship' },
    { key: 'tutor', label: 'public tutor page', path: `/tutor/${tutors[0]._id}` },
    {
      key: 'discovery',
      label: 'discovery (signed in)',
      path: '/student-dashboard',
      session: { token: student.accessToken, user: student.user },
    },
  ];
  const wanted = args.pages?.split(',');
  return wanted ? all.filter((p) => wanted.includes(p.key)) : all;
}

/**
 * Puts the session where the app keeps it, on a same-origin page without the app: localStorage,
 * and the `tm_session` cookie the app writes beside it at sign-in (packages/shared rules/session:
 * sessionCookie), with which the server renders discovery for the student.
 */
async function signIn(port, base, session) {
  const { default: puppeteer } = await import('puppeteer-core');
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const tab = await browser.newPage();
  await tab.goto(`${base}/robots.txt`);
  await tab.evaluate(({ token, user }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(user));
    globalThis.document.cookie = `tm_session=${encodeURIComponent(token)}; Path=/; Max-Age=2592000; SameSite=Lax`;
  }, session);
  await tab.close();
  await browser.disconnect();
}

async function measureOnce(base, page, formFactor) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    if (page.session) await signIn(chrome.port, base, page.session);
    const result = await lighthouse(
      `${base}${page.path}`,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        // Signed in: keep localStorage (the cache starts cold anyway: a new browser each run).
        disableStorageReset: Boolean(page.session),
      },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`${page.path}: ${lhr.runtimeError.message}`);
    if (args.reports) {
      // --reports=<folder>: each run's full Lighthouse report (which element was the LCP, what
      // loaded before it, the main-thread tasks), to look into a score.
      fs.mkdirSync(args.reports, { recursive: true });
      const name = `${page.key}-${formFactor}-${Date.now()}.json`;
      fs.writeFileSync(path.join(args.reports, name), JSON.stringify(lhr));
    }
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      finalUrl: lhr.finalDisplayedUrl,
    };
  } finally {
    chrome.kill();
  }
}

/** One run; Lighthouse's own trace errors (NO_NAVSTART on a very busy machine) get two retries. */
async function measureRetrying(base, page, formFactor) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measureOnce(base, page, formFactor);
    } catch (err) {
      if (attempt >= 3) throw err;
      console.warn(`  retrying ${page.path} (${formFactor}): ${err.message}`);
    }
  }
}

async function measure(base, page, formFactor) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await measureRetrying(base, page, formFactor));
  const pick = (k) => median(runs.map((r) => r[k]));
  return {
    score: pick('score'),
    scores: runs.map((r) => r.score),
    fcp: pick('fcp'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    finalUrl: runs.at(-1).finalUrl,
  };
}

const ms = (v) => `${Math.round(v)}`;
const cls = (v) => v.toFixed(3);

async function main() {
  if (args['no-build'] !== 'true') buildAll();
  const server = await startServer();
  const rows = [];
  try {
    const pages = await pagesToMeasure(server.base);
    for (const page of pages) {
      const before = load();
      const mobile = await measure(server.base, page, 'mobile');
      const desktop = await measure(server.base, page, 'desktop');
      const after = load();
      const finalPath = new URL(desktop.finalUrl).pathname;
      if (finalPath !== page.path.split('?')[0])
        console.warn(`  note: ${page.path} ended on ${finalPath}`);
      rows.push({ page, mobile, desktop, load: `${before} → ${after}` });
      console.log(
        `${page.key.padEnd(11)} mobile ${mobile.score} [${mobile.scores}] LCP ${ms(mobile.lcp)} TBT ${ms(mobile.tbt)} CLS ${cls(mobile.cls)} | desktop ${desktop.score} [${desktop.scores}] LCP ${ms(desktop.lcp)} TBT ${ms(desktop.tbt)} CLS ${cls(desktop.cls)} | load ${before} → ${after}`,
      );
    }
  } finally {
    server.stop();
  }

  const table = [
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, Lighthouse ${lighthouseVersion()}, ${chromiumVersion()}, median of ${RUNS} runs each (all runs' scores in brackets). Targets: mobile ≥ 95, desktop ≥ 98, CLS ≤ 0.02.`,
    '',
    '| page | mobile | LCP ms | TBT ms | CLS | desktop | LCP ms | TBT ms | CLS | load avg (1 min) |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      ({ page, mobile: m, desktop: d, load: l }) =>
        `| ${page.label} | **${m.score}** [${m.scores.join(', ')}] | ${ms(m.lcp)} | ${ms(m.tbt)} | ${cls(m.cls)} | **${d.score}** [${d.scores.join(', ')}] | ${ms(d.lcp)} | ${ms(d.tbt)} | ${cls(d.cls)} | ${l} |`,
    ),
  ].join('\n');
  console.log(`\n${table}\n`);
  if (args['no-write'] !== 'true' && !args.pages) {
    const readme = fs.readFileSync(README, 'utf8');
    const at = readme.indexOf(START);
    const end = readme.indexOf(END);
    if (at === -1 || end === -1) throw new Error(`bench/README.md has no ${START} … ${END} block`);
    fs.writeFileSync(
      README,
      `${readme.slice(0, at + START.length)}\n${table}\n${readme.slice(end)}`,
    );
    // The repository's formatting (lint checks it): prettier aligns the table.
    spawnSync(path.join(ROOT, 'node_modules/.bin/prettier'), ['--write', README], { cwd: ROOT });
    console.log('written into bench/README.md');
  }
}

function lighthouseVersion() {
  const pkg = JSON.parse(
    fs.readFileSync(path.join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8'),
  );
  return pkg.version;
}

function chromiumVersion() {
  const r = spawnSync(CHROME_PATH, ['--version'], { encoding: 'utf8' });
  return (r.stdout || 'Chromium').trim();
}

await main();
