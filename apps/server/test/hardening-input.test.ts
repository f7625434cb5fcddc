// NUL bytes and other control characters are refused with 400 before
// any query, database errors are logged without their parameter values, and malformed multipart
// answers 400 on every multipart route.
import { describe, expect, it } from 'vitest';
import { body, build } from './helper';
import { createAdmin, createStudent, createTutor } from '../src/seed/factories';
import { describeDbError } from '../src/plugins/app/error-handler';

const ctx = await build();

describe('control characters in input are refused with 400 before any query', () => {
  it('refuses NUL in path parameters open to guests', async () => {
    for (const url of [
      '/api/pages/%00',
      '/api/categories/%00/subcategories',
      '/files/public/%00',
      '/api/blogs/a%00b',
      '/api/get-cities/India/%00',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(body(res).message, url).toBe(
        'The request contains a control character (such as a NUL byte), which is not allowed.',
      );
    }
  });

  it('refuses NUL in a JSON body (fullName at sign-in) and in a query string', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/dev/sign-in',
      payload: {
        email: 'nul@example.com',
        fullName: 'A\u0000B',
        role: 'student',
        authType: 'registration',
      },
    });
    expect(res.statusCode).toBe(400);
    const { user } = await createStudent(ctx.db);
    const q = await ctx.injectAs(user, { method: 'GET', url: '/api/get-tutors?search=a%00b' });
    expect(q.statusCode).toBe(400);
    const deep = await ctx.app.inject({
      method: 'POST',
      url: '/api/dev/sign-in',
      payload: { email: 'x@example.com', extra: [{ a: { b: 'c\u0007' } }] },
    });
    expect(deep.statusCode).toBe(400);
  });

  it('still accepts tab and newline in text', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/dev/sign-in',
      payload: {
        email: 'tab@example.com',
        fullName: 'Tab\tName',
        role: 'student',
        authType: 'registration',
      },
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses NUL for signed-in callers too', async () => {
    const { user } = await createStudent(ctx.db);
    const res = await ctx.injectAs(user, { method: 'GET', url: '/api/bookings/%00' });
    expect(res.statusCode).toBe(400);
  });
});

describe('database errors are logged without parameter values', () => {
  it('keeps the query text and the driver message, drops the params', () => {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: '22021',
    });
    const err = Object.assign(
      new Error('Failed query: select * from users where email = $1\nparams: secret@example.com'),
      {
        name: 'DrizzleQueryError',
        query: 'select * from users where email = $1',
        params: ['secret@example.com'],
        cause,
      },
    );
    const described = describeDbError(err) as Error;
    const logged = `${described.message} ${described.stack} ${JSON.stringify(described)}`;
    expect(logged).toContain('select * from users where email = $1');
    expect(logged).toContain('22021');
    expect(logged).not.toContain('secret@example.com');
  });
});

describe('malformed multipart answers 400 on every multipart route', () => {
  const boundary = '----tm-boundary';
  const cases: Array<{ name: string; headers: Record<string, string>; payload: string }> = [
    {
      name: 'no boundary',
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'hello',
    },
    {
      name: 'cut off',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`,
    },
    {
      name: 'garbage',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: 'not multipart at all',
    },
  ];

  it('admin blog images, tutor form, tutor account', async () => {
    const admin = await createAdmin(ctx.db);
    const { user: tutor } = await createTutor(ctx.db);
    const { user: newTutor } = await createTutor(ctx.db, { user: { isFormSubmitted: false } });
    const routes = [
      { who: admin, method: 'POST' as const, url: '/api/admin/blog-images' },
      { who: newTutor, method: 'POST' as const, url: '/api/submit-tutor-form' },
      { who: tutor, method: 'PUT' as const, url: '/api/tutor-account' },
    ];
    for (const r of routes)
      for (const c of cases) {
        const res = await ctx.injectAs(r.who, {
          method: r.method,
          url: r.url,
          headers: c.headers,
          payload: c.payload,
        });
        expect(res.statusCode, `${r.url} ${c.name}: ${res.body}`).toBe(400);
        expect(body(res).success).toBe(false);
      }
  });
});
