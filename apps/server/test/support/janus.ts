// A real Janus (Debian's `janus` package) for tests: its own config in a temp folder, WebSockets
// on 127.0.0.1 only, VideoRoom with string ids and an admin key, every other plugin and transport
// off, a small RTP port range. Skipped (null) when the binary is not installed.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const LIB = '/usr/lib/x86_64-linux-gnu/janus';
export const JANUS_BIN = '/usr/bin/janus';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

function others(folder: string, keep: string): string {
  if (!fs.existsSync(folder)) return '';
  return fs
    .readdirSync(folder)
    .filter((f) => f.endsWith('.so') && f !== keep)
    .join(',');
}

export interface RunningJanus {
  url: string;
  pid: number;
  adminKey: string;
  stop(): Promise<void>;
}

export async function startJanus(): Promise<RunningJanus | null> {
  if (!fs.existsSync(JANUS_BIN)) return null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-janus-'));
  const port = await freePort();
  const adminKey = 'test-admin-key';
  const rtpBase = 40000 + (port % 200) * 100;
  fs.writeFileSync(
    path.join(dir, 'janus.jcfg'),
    `general: {
  configs_folder = "${dir}"
  plugins_folder = "${LIB}/plugins"
  transports_folder = "${LIB}/transports"
  events_folder = "${LIB}/events"
  debug_level = 3
  admin_secret = "test-admin-secret"
}
media: { rtp_port_range = "${rtpBase}-${rtpBase + 99}" }
nat: { ice_enforce_list = "lo" }
plugins: { disable = "${others(`${LIB}/plugins`, 'libjanus_videoroom.so')}" }
transports: { disable = "${others(`${LIB}/transports`, 'libjanus_websockets.so')}" }
events: { broadcast = false }
`,
  );
  fs.writeFileSync(
    path.join(dir, 'janus.transport.websockets.jcfg'),
    `general: { json = "plain"\n ws = true\n ws_port = ${port}\n ws_ip = "127.0.0.1"\n wss = false }\nadmin: { admin_ws = false\n admin_wss = false }\n`,
  );
  fs.writeFileSync(
    path.join(dir, 'janus.plugin.videoroom.jcfg'),
    `general: { string_ids = true\n admin_key = "${adminKey}" }\n`,
  );
  const child: ChildProcess = spawn(
    JANUS_BIN,
    ['-F', dir, '-C', path.join(dir, 'janus.jcfg'), '--log-stdout', '--disable-colors'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let log = '';
  child.stdout!.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (log += d.toString()));
  // Ready when the WebSocket port accepts connections.
  const deadline = Date.now() + 15_000;
  for (;;) {
    const up = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => {
        s.destroy();
        resolve(true);
      });
      s.once('error', () => resolve(false));
    });
    if (up) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`Janus did not start:\n${log.slice(-3000)}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url: `ws://127.0.0.1:${port}`,
    pid: child.pid!,
    adminKey,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        const t = setTimeout(() => child.kill('SIGKILL'), 3000);
        await exited;
        clearTimeout(t);
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
