// JSON answers above ~1 kB go out compressed (brotli or gzip, as the client accepts);
// small ones are sent as they are, where compressing costs more than it saves.
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { build } from './helper';
import { createTutor } from '../src/seed/factories';

const ctx = await build();
beforeAll(async () => {
  for (let i = 0; i < 12; i++) await createTutor(ctx.db);
});

const list = (encoding?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/get-tutors?limit=12',
    headers: encoding ? { 'accept-encoding': encoding } : {},
  });

describe('response compression', () => {
  it('a large JSON answer is brotli-compressed for a client that accepts br', async () => {
    const plain = await list();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await list('br, gzip');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    const decoded = JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString('utf8'));
    expect(decoded.data.tutors).toHaveLength(12);
  });

  it('gzip when the client accepts only gzip', async () => {
    const gz = await list('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    const decoded = JSON.parse(zlib.gunzipSync(gz.rawPayload).toString('utf8'));
    expect(decoded.success).toBe(true);
  });

  it('a small answer (under 1 kB) is sent uncompressed', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().success).toBe(true);
  });
});
