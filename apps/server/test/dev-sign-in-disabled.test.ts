import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { body, build } from './helper';

// Two apps in one file: production, and Google configured. Dev sign-in must not exist in either.
const prod = await build({ NODE_ENV: 'production' });
const google = await build({ GOOGLE_CLIENT_ID: 'client-123.apps.googleusercontent.com' });

describe('dev sign-in is absent outside the embedded default', () => {
  for (const [name, ctx] of [
    ['NODE_ENV=production', prod],
    ['GOOGLE_CLIENT_ID set', google],
  ] as const) {
    it(`answers 404 when ${name}`, async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/dev/sign-in',
        payload: { email: 'a@example.test', role: 'student', authType: 'registration' },
      });
      expect(res.statusCode).toBe(404);
      expect(body(res).success).toBe(false);
      const list = await ctx.app.inject({ method: 'GET', url: '/api/dev/accounts' });
      expect(list.statusCode).toBe(404);
      const cfg = body(await ctx.app.inject({ method: 'GET', url: '/api/config' }));
      expect(cfg.data.devSignIn).toBe(false);
    });
  }
});

describe('Google sign-in on a server without GOOGLE_CLIENT_ID', () => {
  it('answers 404 with a clear message before reading the body, and logs no error', async () => {
    const lines: Array<{ level: number; msg: string }> = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const app = await buildApp({
      config: prod.config,
      database: prod.database,
      ports: prod.ports,
      logger: pino({ level: 'info' }, sink),
    });
    try {
      for (const payload of [
        { credential: 'x'.repeat(40), role: 'tutor', authType: 'registration' },
        { nonsense: true },
      ]) {
        const res = await app.inject({ method: 'POST', url: '/api/google-sign-in', payload });
        expect(res.statusCode).toBe(404);
        expect(body(res)).toEqual({
          success: false,
          data: null,
          message: 'Google sign-in is not configured on this server.',
        });
      }
    } finally {
      await app.close();
    }
    expect(lines.filter((l) => l.msg === 'request completed').length).toBe(2);
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
  });
});
