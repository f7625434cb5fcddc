// Who may call a route is checked before its body, query or path is read: a guest (or a user of
// another role) sending nonsense to a guarded route gets 401 (403), never a 400 whose message
// would describe the route (the page keys an admin route takes, the fields a form needs). Every
// API route is either guarded or listed here as open to guests, so a new route must be one or the
// other.
import { describe, expect, it } from 'vitest';
import type { Role } from '@tm/shared/constants/marketplace';
import { body, build } from './helper';
import { createAdmin, createStudent, createTutor } from '../src/seed/factories';

const ctx = await build();

/** Routes a guest may call (public reads, sign-in, the mentorship forms, webhooks, test support). */
const OPEN_TO_GUESTS = [
  'GET /api/health',
  'GET /api/ready',
  'GET /api/config',
  'POST /api/google-sign-in',
  'POST /api/dev/sign-in',
  'GET /api/dev/accounts',
  'GET /api/get-tutors',
  'GET /api/get-tutor',
  'GET /api/get-similar-tutors',
  'GET /api/search-suggestions',
  'GET /api/blogs',
  'GET /api/blogs/:slug',
  'GET /api/pages/:key',
  'GET /api/categories',
  'GET /api/subjects',
  'GET /api/categories/*',
  'GET /api/get-countries',
  'GET /api/get-states/:country',
  'GET /api/get-cities/:country/:state',
  'POST /api/submit-research-support-form',
  'POST /api/submit-consultation-form',
  'GET /api/consultation-slots',
  'POST /api/consultation-sandbox/complete',
  'POST /api/verify-consultation-form-payment',
  'POST /api/webhooks/razorpay',
  'POST /api/calls/consultation-room',
  'GET /api/cancellation-policy',
  'GET /api/tutors/:id/response-stats',
  'GET /api/tutor-reviews',
  'GET /api/files/public/*',
  // A parent's consent link: the mailed token is the key (modules/data-rights/parental-consent.ts).
  'GET /api/parental-consent/:token',
  'POST /api/parental-consent/confirm',
  'POST /api/parental-consent/withdraw',
  // Group classes: open batches and a batch's public page.
  'GET /api/batches',
  'GET /api/batches/:id',
  // NODE_ENV=test only (routes/api/test-support).
  'POST /api/test/live-class',
  'POST /api/test/messaging-pair',
  'POST /api/test/booking',
  'POST /api/test/paid-consultation',
  'POST /api/test/held-class',
  'POST /api/test/group-class',
  'POST /api/test/matching-tutors',
].sort();

const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
const guards = ctx.app.routeGuards.filter((g) => g.url.startsWith('/api/'));

/** The route's path with nonsense in every parameter, and a query of nonsense. */
const nonsenseUrl = (url: string) =>
  `${url.replace(/:[A-Za-z]+/g, 'not-an-id').replace('*', 'x/y')}?page=-3&limit=abc&status=%3Cb%3E`;

function nonsense(method: string, url: string) {
  const withBody = method !== 'GET' && method !== 'HEAD';
  return {
    method: method as 'GET',
    url: nonsenseUrl(url),
    ...(withBody
      ? {
          headers: { 'content-type': 'application/json' },
          payload: '{"unexpected":[1,{"a":null}]}',
        }
      : {}),
  };
}

describe('every API route is guarded or open to guests on purpose', () => {
  it('the unguarded routes are exactly the ones listed as open', () => {
    const guarded = new Set(guards.map(key));
    const open = ctx.app.routeTable
      .filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD' && !r.websocket)
      .map(key)
      .filter((k) => !guarded.has(k))
      .sort();
    expect(open).toEqual(OPEN_TO_GUESTS);
    // HEAD twins of guarded GET routes are guarded too.
    for (const g of guards.filter((r) => r.method === 'GET'))
      expect(guarded.has(`HEAD ${g.url}`), g.url).toBe(true);
  });
});

describe('the access check comes before the body', () => {
  it('a guest sending nonsense to any guarded route gets 401, nothing about the route', async () => {
    expect(guards.length).toBeGreaterThan(100);
    const wrong: string[] = [];
    for (const g of guards) {
      const res = await ctx.app.inject(nonsense(g.method, g.url));
      const message = g.method === 'HEAD' ? undefined : body(res).message;
      if (
        res.statusCode !== 401 ||
        (message !== undefined && message !== 'Please sign in to continue.')
      )
        wrong.push(`${key(g)} → ${res.statusCode} ${message ?? ''}`);
    }
    expect(wrong).toEqual([]);
  });

  it('a signed-in user of another role gets 403 on every guarded route', async () => {
    const users: Record<Role, { id: string }> = {
      student: (await createStudent(ctx.db)).user,
      tutor: (await createTutor(ctx.db)).user,
      admin: await createAdmin(ctx.db),
    };
    const wrong: string[] = [];
    let checked = 0;
    for (const g of guards.filter((r) => r.roles.length > 0 && r.method !== 'HEAD')) {
      const outsider = (Object.keys(users) as Role[]).find((role) => !g.roles.includes(role));
      if (!outsider) continue;
      checked++;
      const res = await ctx.injectAs(users[outsider], nonsense(g.method, g.url));
      if (res.statusCode !== 403 || body(res).message !== 'You do not have access to this.')
        wrong.push(`${key(g)} as ${outsider} → ${res.statusCode} ${body(res).message}`);
    }
    expect(checked).toBeGreaterThan(70);
    expect(wrong).toEqual([]);
  });

  it('a guest is not told which page keys an admin route takes', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/pages/bad',
      payload: { title: '', html: '' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.body).not.toContain('privacy-policy');
  });
});
