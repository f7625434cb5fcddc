// a slowly sent request body is cut off (REQUEST_TIMEOUT_SECONDS).
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { build } from './helper';

const ctx = await build({ REQUEST_TIMEOUT_SECONDS: '2', CONNECTION_TIMEOUT_SECONDS: '30' });
await ctx.app.listen({ port: 0, host: '127.0.0.1' });
const port = (ctx.app.server.address() as AddressInfo).port;

describe('slow request bodies', () => {
  it('cuts a body sent one byte at a time once the request timeout has passed', async () => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (d) => (answer += d.toString()));
    socket.on('error', () => {});
    const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now())));
    await new Promise<void>((r) => socket.on('connect', () => r()));
    socket.write(
      'POST /api/dev/sign-in HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{',
    );
    const drip = setInterval(() => {
      if (!socket.destroyed) socket.write(' ');
    }, 400);
    const giveUp = new Promise<number>((r) => setTimeout(() => r(-1), 12_000));
    const at = await Promise.race([closed, giveUp]);
    clearInterval(drip);
    socket.destroy();
    expect(at, 'the slow connection was still open after 12 s').toBeGreaterThan(0);
    expect(at - started).toBeLessThan(9000);
    // Node answers 408 Request Timeout before closing.
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  }, 20_000);
});
