// The virus scanner port: every uploaded file is shown to it before it is kept. Off by default
// (the product's own checks of uploads still run: see README "What uploads are checked for");
// with CLAMAV_SOCKET set, ClamAV's daemon (Debian: clamav-daemon) scans each file.
//
// The adapter speaks clamd's INSTREAM command (clamd(8)): "zINSTREAM\0", then the file in chunks,
// each a 4-byte big-endian length and its bytes, then a zero length; clamd answers one line,
// "stream: OK", "stream: <signature> FOUND" or "<reason> ERROR", ended by "\0", and closes. That is
// the whole protocol, so no client library is used (the npm clients wrap the command-line scanners
// and their configuration as well).
import net from 'node:net';

export type ScanResult = { infected: false } | { infected: true; signature: string };

export interface VirusScanner {
  readonly kind: 'none' | 'clamav';
  /** Throws when the scanner cannot give an answer (not running, an error, too slow). */
  scan(data: Buffer): Promise<ScanResult>;
}

export const noVirusScanner: VirusScanner = {
  kind: 'none',
  scan: async () => ({ infected: false }),
};

const CHUNK_BYTES = 64 * 1024;

/** `socket`: a Unix socket path (Debian: /run/clamav/clamd.ctl) or tcp://host:port. */
export function createClamavScanner(opts: { socket: string; timeoutMs?: number }): VirusScanner {
  const timeoutMs = opts.timeoutMs ?? 30_000;
  const connect = () => {
    if (!opts.socket.startsWith('tcp://')) return net.connect(opts.socket);
    const url = new URL(opts.socket);
    return net.connect(Number(url.port), url.hostname);
  };
  return {
    kind: 'clamav',
    scan: (data) =>
      new Promise<ScanResult>((resolve, reject) => {
        const conn = connect();
        const replies: Buffer[] = [];
        let settled = false;
        const settle = (err: Error | null, result?: ScanResult) => {
          if (settled) return;
          settled = true;
          conn.destroy();
          if (err) reject(err);
          else resolve(result!);
        };
        conn.setTimeout(timeoutMs, () => settle(new Error(`clamd: no answer in ${timeoutMs} ms`)));
        conn.on('error', (err) => settle(new Error(`clamd: ${err.message}`)));
        conn.on('connect', () => {
          conn.write('zINSTREAM\0');
          for (let at = 0; at < data.length; at += CHUNK_BYTES) {
            const chunk = data.subarray(at, at + CHUNK_BYTES);
            const length = Buffer.alloc(4);
            length.writeUInt32BE(chunk.length);
            conn.write(length);
            conn.write(chunk);
          }
          conn.write(Buffer.alloc(4));
        });
        const answer = () => {
          const reply = Buffer.concat(replies).toString('utf8').split('\0')[0]!.trim();
          if (reply === 'stream: OK') return settle(null, { infected: false });
          const found = /^stream: (.+) FOUND$/.exec(reply);
          if (found) return settle(null, { infected: true, signature: found[1]! });
          settle(new Error(`clamd: ${reply || 'closed without an answer'}`));
        };
        conn.on('data', (chunk) => {
          replies.push(chunk);
          if (chunk.includes(0)) answer();
        });
        conn.on('end', answer);
      }),
  };
}
