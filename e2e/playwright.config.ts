import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// The real server (compiled, as `npm start` runs it) on a fresh temporary data folder and port,
// driven through Debian's Chromium. No browser is ever downloaded.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'tm-e2e-'));
process.env.E2E_PORT ??= String(3300 + Math.floor(Math.random() * 500));
// The web app built for tests (`node scripts/build.mjs --for-tests`), not the apps/web/dist that
// a running `npm start` serves.
const webDist = (process.env.WEB_DIST_DIR = path.resolve(
  process.env.E2E_WEB_DIST_DIR ?? path.join(import.meta.dirname, '..', '.build', 'test-web'),
));
if (!fs.existsSync(path.join(webDist, 'index.html')))
  throw new Error(`No web build in ${webDist}: run node scripts/build.mjs --for-tests first.`);
const port = Number(process.env.E2E_PORT);
export const baseURL = `http://127.0.0.1:${port}`;
/** A second origin (the next port) where spec-client.spec.ts serves a client page. */
export const clientOrigin = `http://127.0.0.1:${port + 1}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  outputDir: '.artifacts',
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node apps/server/dist/server.js',
    cwd: '..',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    // A fresh embedded database starts in seconds, but past a minute on a heavily loaded machine.
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      ADMIN_EMAILS: 'admin@tutorsplace.in',
      SWEEP_INTERVAL_SECONDS: '5',
      // Every journey signs its people in from 127.0.0.1: the per-address brake would trip.
      SIGN_IN_RATE_LIMIT: '1000',
      WEB_DIST_DIR: webDist,
      CORS_ORIGINS: clientOrigin,
      // Live classes: a short answer timeout so the no-answer journey ends in seconds.
      CALL_ANSWER_TIMEOUT_SECONDS: '8',
    },
  },
});
