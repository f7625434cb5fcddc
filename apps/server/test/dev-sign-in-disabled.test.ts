import { describe, expect, it } from 'vitest';
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
