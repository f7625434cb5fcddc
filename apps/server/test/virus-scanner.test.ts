// The virus scanner port against ClamAV's real daemon (Debian's clamav-daemon, started here on a
// socket of its own). Its signature database cannot be downloaded on these machines, so clamd runs
// with one signature of ours: the EICAR test string. Skipped with a message when clamd is not
// installed, except in CI (.ci/run installs it). Without clamd: what the port does when the scanner
// gives no answer or an error.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, build } from './helper';
import { multipart } from './support/tutor-form';
import { EICAR } from './support/hostile-files';
import { createClamavScanner } from '../src/ports/virus-scanner';
import { loadConfig } from '../src/config';
import { sampleDocx, samplePdf } from '../src/seed/sample-files';
import { files } from '../src/db/schema/files';

const CLAMD = '/usr/sbin/clamd';
const installed = fs.existsSync(CLAMD);
if (!installed && process.env.CI === 'true')
  throw new Error('clamd is not installed (apt-get install clamav-daemon)');
if (!installed) console.log(`virus-scanner.test: ${CLAMD} not found, the ClamAV cases are skipped`);

const RESEARCH = {
  fullName: 'Asha Rao',
  email: 'asha.scan@example.in',
  phone: '919812345678',
  country: 'India',
  researchArea: 'Marine ecology',
  currentStage: 'Methodology',
  supportNeeded: ['Methodology clarity'],
  deadline: '2–3 weeks',
};
const MSG_INFECTED = 'This file did not pass our virus check. Please upload another file.';
const MSG_DOWN =
  'Uploads cannot be checked for viruses right now. Please try again in a few minutes.';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-clamd-'));
const socket = path.join(dir, 'clamd.sock');
let clamd: ChildProcess | undefined;
afterAll(() => {
  clamd?.kill('SIGTERM');
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Waits until something accepts connections on `socketPath` (clamd loads its database first). */
async function accepting(socketPath: string, timeoutMs: number, output: () => string) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const c = net.connect(socketPath, () => {
        c.end();
        resolve(true);
      });
      c.on('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > until)
      throw new Error(`clamd not accepting after ${timeoutMs} ms:\n${output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function upload(ctx: Awaited<ReturnType<typeof build>>, name: string, data: Buffer) {
  const form = await multipart(RESEARCH, [{ field: 'document', name, data }]);
  return ctx.app.inject({ method: 'POST', url: '/api/submit-research-support-form', ...form });
}

describe.skipIf(!installed)('ClamAV (clamd) through the port', () => {
  beforeAll(async () => {
    fs.mkdirSync(path.join(dir, 'db'));
    // clamd's "extended" signature format: name, any file type, any offset, the bytes in hex.
    fs.writeFileSync(
      path.join(dir, 'db', 'tutorsplace-test.ndb'),
      `Eicar-Test-Signature:0:*:${Buffer.from(EICAR).toString('hex')}\n`,
    );
    fs.writeFileSync(
      path.join(dir, 'clamd.conf'),
      [
        `LocalSocket ${socket}`,
        `DatabaseDirectory ${path.join(dir, 'db')}`,
        `TemporaryDirectory ${dir}`,
        'Foreground yes',
        'StreamMaxLength 20M',
      ].join('\n'),
    );
    let out = '';
    clamd = spawn(CLAMD, ['-c', path.join(dir, 'clamd.conf')], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    clamd.stdout!.on('data', (d) => (out += d));
    clamd.stderr!.on('data', (d) => (out += d));
    await accepting(socket, 60_000, () => out);
  }, 90_000);

  it('answers clean or infected, the test string found inside a Word file and past the first chunk', async () => {
    const scanner = createClamavScanner({ socket });
    expect(await scanner.scan(samplePdf(['Degree certificate']))).toEqual({ infected: false });
    expect(await scanner.scan(Buffer.from(EICAR))).toEqual({
      infected: true,
      signature: expect.stringMatching(/^Eicar-Test-Signature/),
    });
    expect((await scanner.scan(sampleDocx(EICAR))).infected).toBe(true);
    const large = Buffer.concat([Buffer.alloc(300_000, 0x20), Buffer.from(EICAR)]);
    expect((await scanner.scan(large)).infected).toBe(true);
  });

  it('refuses an infected upload with a clear message and keeps nothing; a clean one passes', async () => {
    const ctx = await build({ CLAMAV_SOCKET: socket });
    const infected = await upload(ctx, 'cv.docx', sampleDocx(EICAR));
    expect(infected.statusCode, infected.body).toBe(400);
    expect(body(infected)).toMatchObject({
      message: MSG_INFECTED,
      data: { code: 'INFECTED_FILE', field: 'researchDocument' },
    });
    expect(await ctx.db.select().from(files)).toEqual([]);
    const clean = await upload(ctx, 'cv.docx', sampleDocx('Curriculum vitae'));
    expect(clean.statusCode, clean.body).toBe(200);
  });
});

describe('when the scanner gives no answer', () => {
  it('an upload is refused (503) with a message, and nothing is kept', async () => {
    const ctx = await build({ CLAMAV_SOCKET: path.join(dir, 'nobody-listens.sock') });
    const res = await upload(ctx, 'plan.pdf', samplePdf(['Plan']));
    expect(res.statusCode).toBe(503);
    expect(body(res).message).toBe(MSG_DOWN);
    expect(await ctx.db.select().from(files)).toEqual([]);
  });

  it('an error line from clamd is an error, not a clean file (over TCP)', async () => {
    const server = net.createServer((conn) => {
      conn.once('data', () => conn.end('INSTREAM size limit exceeded. ERROR\0'));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as net.AddressInfo;
    try {
      const scanner = createClamavScanner({ socket: `tcp://127.0.0.1:${port}` });
      await expect(scanner.scan(Buffer.from('hello'))).rejects.toThrow(
        'clamd: INSTREAM size limit exceeded. ERROR',
      );
    } finally {
      server.close();
    }
  });
});

describe('CLAMAV_SOCKET', () => {
  it('is a socket path or tcp://host:port, said clearly otherwise', () => {
    expect(loadConfig({ CLAMAV_SOCKET: '/run/clamav/clamd.ctl' }).CLAMAV_SOCKET).toBe(
      '/run/clamav/clamd.ctl',
    );
    expect(loadConfig({ CLAMAV_SOCKET: 'tcp://clamav:3310' }).CLAMAV_SOCKET).toBe(
      'tcp://clamav:3310',
    );
    expect(() => loadConfig({ CLAMAV_SOCKET: 'clamd:3310' })).toThrow(
      /CLAMAV_SOCKET="clamd:3310": must be the path of clamd's socket/,
    );
  });
});
