// Sign-ins are braked per client address (SIGN_IN_RATE_LIMIT a minute): the next one is a 429
// with the error handler's text, whatever the body says.
import { describe, expect, it } from 'vitest';
import { body, build } from './helper';

const ctx = await build({ SIGN_IN_RATE_LIMIT: '3' });

describe('sign-in rate limit', () => {
  it('refuses the fourth sign-in in a minute from one address when the limit is 3', async () => {
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 4; i++) {
      last = await ctx.app.inject({
        method: 'POST',
        url: '/api/dev/sign-in',
        payload: { email: `brake${i}@example.test`, role: 'student', authType: 'registration' },
      });
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 3).every((s) => s < 400)).toBe(true);
    expect(statuses[3]).toBe(429);
    expect(body(last!).message).toBe('Too many requests. Please wait a moment and try again.');
  });
});

describe('one count per client address, shared by Google and developer sign-in', () => {
  const from = (remoteAddress: string, url: string, i: number) =>
    ctx.app.inject({
      method: 'POST',
      url,
      remoteAddress,
      payload:
        url === '/api/dev/sign-in'
          ? { email: `shared${i}@example.test`, role: 'student', authType: 'registration' }
          : { credential: 'not-a-token', role: 'student', authType: 'login' },
    });

  it('refuses the fourth sign-in of a minute whichever route each one took', async () => {
    const statuses: number[] = [];
    const routes = [
      '/api/dev/sign-in',
      '/api/google-sign-in',
      '/api/dev/sign-in',
      '/api/dev/sign-in',
    ];
    for (const [i, url] of routes.entries())
      statuses.push((await from('203.0.113.7', url, i)).statusCode);
    // Google is not configured here (404), and still counts: one bucket, not one per route.
    expect(statuses).toEqual([200, 404, 200, 429]);
    // Another client address has its own count.
    expect((await from('203.0.113.8', '/api/dev/sign-in', 9)).statusCode).toBe(200);
  });
});
