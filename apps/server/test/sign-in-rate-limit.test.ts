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
