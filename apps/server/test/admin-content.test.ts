import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { body, build } from './helper';
import { createAdmin, createStudent, createTutor, upsertPage } from '../src/seed/factories';

const ctx = await build();
const admin = await createAdmin(ctx.db, { email: 'content.admin@admins.example.test' });
const { user: student } = await createStudent(ctx.db);
const { user: tutor } = await createTutor(ctx.db);

const asAdmin = (opts: Parameters<typeof ctx.injectAs>[1]) => ctx.injectAs(admin, opts);
const publicGet = (url: string) => ctx.app.inject({ method: 'GET', url });
const createBlog = (payload: Record<string, unknown>) =>
  asAdmin({ method: 'POST', url: '/api/admin/blogs', payload });
const updateBlog = (id: string, payload: Record<string, unknown>) =>
  asAdmin({ method: 'PUT', url: `/api/admin/blogs/${id}`, payload });
const publicSlugs = async () =>
  body(await publicGet('/api/blogs?limit=50')).data.blogs.map((b: { slug: string }) => b.slug);

/** A multipart/form-data body with one file part. */
function multipart(field: string, filename: string, contentType: string, data: Buffer) {
  const boundary = `----tm${crypto.randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const uploadImage = (part: ReturnType<typeof multipart>, user: { id: string } = admin) =>
  ctx.injectAs(user, { method: 'POST', url: '/api/admin/blog-images', ...part });

describe('who may manage content', () => {
  const id = crypto.randomUUID();
  const routes = [
    { method: 'GET', url: '/api/admin/blogs' },
    { method: 'GET', url: `/api/admin/blogs/${id}` },
    { method: 'POST', url: '/api/admin/blogs', payload: { title: 'X' } },
    { method: 'PUT', url: `/api/admin/blogs/${id}`, payload: { published: true } },
    {
      method: 'POST',
      url: '/api/admin/blog-images',
      ...multipart('image', 'a.png', 'image/png', PNG_1x1),
    },
    {
      method: 'PUT',
      url: '/api/admin/pages/privacy-policy',
      payload: { title: 'Hacked', html: '<p>Hacked</p>' },
    },
    { method: 'POST', url: '/api/admin/html-preview', payload: { html: '<p>x</p>' } },
  ] as const;
  for (const route of routes) {
    it(`${route.method} ${route.url}: 401 for a guest, 403 for a student or tutor`, async () => {
      const guest = await ctx.injectAs(null, route as never);
      expect(guest.statusCode).toBe(401);
      expect(body(guest)).toMatchObject({ success: false, message: 'Please sign in to continue.' });
      for (const user of [student, tutor]) {
        const res = await ctx.injectAs(user, route as never);
        expect(res.statusCode).toBe(403);
        expect(body(res)).toMatchObject({
          success: false,
          message: 'You do not have access to this.',
        });
      }
    });
  }
});

describe('blogs: create, edit, publish, unpublish', () => {
  it('creates a draft with a slug from the title; drafts are not public but admins list them', async () => {
    const res = await createBlog({
      title: 'NEET Biology: 30-Day Revision Plan',
      description: 'Chapter by chapter.',
      content: '<p>Start with NCERT.</p>',
    });
    expect(res.statusCode).toBe(200);
    const b = body(res);
    expect(b.message).toBe('Draft saved.');
    expect(b.data).toMatchObject({
      slug: 'neet-biology-30-day-revision-plan',
      published: false,
      postedAt: null,
      description: 'Chapter by chapter.',
      content: '<p>Start with NCERT.</p>',
      image: null,
    });
    expect(await publicSlugs()).not.toContain('neet-biology-30-day-revision-plan');
    expect((await publicGet('/api/blogs/neet-biology-30-day-revision-plan')).statusCode).toBe(404);

    const list = body(await asAdmin({ method: 'GET', url: '/api/admin/blogs' })).data;
    expect(list.blogs.map((x: { _id: string }) => x._id)).toContain(b.data._id);
    const one = await asAdmin({ method: 'GET', url: `/api/admin/blogs/${b.data._id}` });
    expect(body(one).data.title).toBe('NEET Biology: 30-Day Revision Plan');
  });

  it('makes distinct slugs for the same title', async () => {
    const first = body(await createBlog({ title: 'Exam Tips' })).data;
    const second = body(await createBlog({ title: 'Exam tips!' })).data;
    expect(first.slug).toBe('exam-tips');
    expect(second.slug).toBe('exam-tips-2');
  });

  it('publishes (listed first, dated now), unpublishes (gone), and republishes keeping the first date', async () => {
    const draft = body(
      await createBlog({ title: 'Board Exam Countdown', slug: 'board-exam-countdown' }),
    ).data;
    const before = Date.now();
    const published = await updateBlog(draft._id, { published: true });
    expect(published.statusCode).toBe(200);
    expect(body(published).message).toBe('Blog published.');
    const postedAt = body(published).data.postedAt;
    expect(new Date(postedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect((await publicSlugs())[0]).toBe('board-exam-countdown');
    expect(body(await publicGet('/api/blogs/board-exam-countdown')).data.title).toBe(
      'Board Exam Countdown',
    );

    const unpublished = await updateBlog(draft._id, { published: false });
    expect(body(unpublished).message).toBe('Blog unpublished.');
    expect(await publicSlugs()).not.toContain('board-exam-countdown');
    expect((await publicGet('/api/blogs/board-exam-countdown')).statusCode).toBe(404);

    const again = body(await updateBlog(draft._id, { published: true })).data;
    expect(again.postedAt).toBe(postedAt);
  });

  it('creates a published blog directly', async () => {
    const b = body(await createBlog({ title: 'Live now', published: true }));
    expect(b.message).toBe('Blog published.');
    expect(b.data.postedAt).not.toBeNull();
    expect(await publicSlugs()).toContain('live-now');
  });

  it('edits only the fields sent', async () => {
    const blog = body(
      await createBlog({ title: 'Original', description: 'Keep me', content: '<p>Old</p>' }),
    ).data;
    const res = await updateBlog(blog._id, { title: 'Renamed', slug: 'renamed-post' });
    expect(res.statusCode).toBe(200);
    expect(body(res).message).toBe('Blog saved.');
    expect(body(res).data).toMatchObject({
      title: 'Renamed',
      slug: 'renamed-post',
      description: 'Keep me',
      content: '<p>Old</p>',
    });
    const cleared = body(await updateBlog(blog._id, { description: '' })).data;
    expect(cleared.description).toBeNull();
  });

  it('refuses a slug another blog uses (409), but accepts the blog keeping its own', async () => {
    const a = body(await createBlog({ title: 'A', slug: 'taken-slug' })).data;
    const b = body(await createBlog({ title: 'B' })).data;
    for (const res of [
      await createBlog({ title: 'C', slug: 'taken-slug' }),
      await updateBlog(b._id, { slug: 'taken-slug' }),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(body(res).message).toBe(
        'Another blog already uses this slug. Choose a different one.',
      );
    }
    expect((await updateBlog(a._id, { slug: 'taken-slug', title: 'A2' })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown blog and 400 for a malformed id', async () => {
    const missing = await updateBlog(crypto.randomUUID(), { title: 'X' });
    expect(missing.statusCode).toBe(404);
    expect(body(missing).message).toBe('Blog not found.');
    expect(
      (await asAdmin({ method: 'GET', url: `/api/admin/blogs/${crypto.randomUUID()}` })).statusCode,
    ).toBe(404);
    const bad = await updateBlog('not-a-uuid', { title: 'X' });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).message).toBe('Invalid id.');
  });

  it('validates input with clear messages, never a 500', async () => {
    const cases: Array<[() => Promise<import('fastify').LightMyRequestResponse>, string]> = [
      [() => createBlog({}), 'Please enter a title.'],
      [
        () => createBlog({ title: 'T', slug: 'Not A Slug' }),
        'Slug may contain only lowercase letters, numbers and single hyphens (e.g. thesis-defense-tips).',
      ],
      [() => createBlog({ title: 'T', published: 'yes' }), 'published must be true or false.'],
      [() => createBlog({ title: 'T', imageId: 'x' }), 'Invalid image. Upload the image again.'],
      [
        () => createBlog({ title: 'T', imageId: crypto.randomUUID() }),
        'The image was not found. Upload it again.',
      ],
      [() => createBlog({ title: 7, description: [], content: {} }), 'Please enter a title.'],
      [() => updateBlog(crypto.randomUUID(), {}), 'Nothing to update.'],
      [
        () => asAdmin({ method: 'GET', url: '/api/admin/blogs?limit=x' }),
        'limit must be a number.',
      ],
    ];
    for (const [call, message] of cases) {
      const res = await call();
      expect(res.statusCode, message).toBe(400);
      expect(body(res)).toMatchObject({ success: false, message });
    }
    const notJson = await asAdmin({
      method: 'POST',
      url: '/api/admin/blogs',
      payload: '{"title":',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
  });
});

describe('stored HTML is sanitised on the server', () => {
  const evil =
    '<p onclick="steal()">Hello</p><script>alert(1)</script><img src="x.png" onerror="alert(2)" alt="pic">' +
    '<a href="javascript:alert(3)">click</a><a href="https://example.in" target="_blank">site</a>' +
    '<iframe src="https://evil.example"></iframe><style>body{display:none}</style><img src="data:image/png;base64,AAAA">';

  it('removes scripts, event handlers and javascript: URLs from blog content', async () => {
    const blog = body(
      await createBlog({ title: 'XSS attempt', content: evil, published: true }),
    ).data;
    expect(blog.content).toBe(
      '<p>Hello</p><img src="x.png" alt="pic" loading="lazy" /><a>click</a><a href="https://example.in" target="_blank" rel="noopener noreferrer">site</a><img loading="lazy" />',
    );
    const served = body(await publicGet(`/api/blogs/${blog.slug}`)).data.content as string;
    for (const bad of [
      '<script',
      'onerror',
      'onclick',
      'javascript:',
      '<iframe',
      '<style',
      'data:',
    ])
      expect(served).not.toContain(bad);

    const edited = body(
      await updateBlog(blog._id, { content: '<b onmouseover="x()">bold</b><script>1</script>' }),
    ).data;
    expect(edited.content).toBe('<b>bold</b>');
  });

  it('previews HTML exactly as it would be stored', async () => {
    const res = await asAdmin({
      method: 'POST',
      url: '/api/admin/html-preview',
      payload: { html: evil },
    });
    expect(res.statusCode).toBe(200);
    const blog = body(await createBlog({ title: 'Preview twin', content: evil })).data;
    expect(body(res).data.html).toBe(blog.content);
    const bad = await asAdmin({
      method: 'POST',
      url: '/api/admin/html-preview',
      payload: { html: 5 },
    });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).message).toBe('html must be text.');
  });

  it('stores nothing for content that is only unsafe', async () => {
    const blog = body(
      await createBlog({ title: 'Only script', content: '<script>alert(1)</script>' }),
    ).data;
    expect(blog.content).toBeNull();
  });

  it('sanitises policy pages and refuses a page left empty', async () => {
    const res = await asAdmin({
      method: 'PUT',
      url: '/api/admin/pages/shipping-policy',
      payload: { title: ' Shipping Policy ', html: `<h2>Delivery</h2>${evil}` },
    });
    expect(res.statusCode).toBe(200);
    expect(body(res).message).toBe('Page saved.');
    const page = body(await publicGet('/api/pages/shipping-policy')).data;
    expect(page.title).toBe('Shipping Policy');
    expect(page.html.startsWith('<h2>Delivery</h2><p>Hello</p>')).toBe(true);
    for (const bad of ['<script', 'onerror', 'onclick', 'javascript:'])
      expect(page.html).not.toContain(bad);

    const empty = await asAdmin({
      method: 'PUT',
      url: '/api/admin/pages/shipping-policy',
      payload: { title: 'S', html: '<script>alert(1)</script>' },
    });
    expect(empty.statusCode).toBe(400);
    expect(body(empty).message).toBe(
      'The page content is empty once unsafe HTML is removed. Please enter some text.',
    );
  });
});

describe('policy pages: PUT /api/admin/pages/{key}', () => {
  it('replaces an existing page and records when', async () => {
    await upsertPage(ctx.db, {
      key: 'terms-and-conditions',
      title: 'Terms & Conditions',
      html: '<p>Old terms</p>',
    });
    const before = body(await publicGet('/api/pages/terms-and-conditions')).data;
    const res = await asAdmin({
      method: 'PUT',
      url: '/api/admin/pages/terms-and-conditions',
      payload: { title: 'Terms & Conditions', html: '<p>New terms</p>' },
    });
    expect(body(res).data).toMatchObject({
      key: 'terms-and-conditions',
      title: 'Terms & Conditions',
      html: '<p>New terms</p>',
    });
    const after = body(await publicGet('/api/pages/terms-and-conditions')).data;
    expect(after.html).toBe('<p>New terms</p>');
    expect(new Date(after.updatedAt).getTime()).toBeGreaterThanOrEqual(
      new Date(before.updatedAt).getTime(),
    );
  });

  it('accepts only the four policy pages, and needs a title and content', async () => {
    const cases: Array<[string, unknown, string]> = [
      [
        'about-us',
        { title: 'About', html: '<p>x</p>' },
        'Unknown page. Pages are privacy-policy, terms-and-conditions, cancellation-refund, shipping-policy.',
      ],
      ['privacy-policy', { title: '', html: '<p>x</p>' }, 'Please enter a title.'],
      ['privacy-policy', { title: 'Privacy Policy' }, 'Please enter the page content.'],
      ['privacy-policy', { title: 'Privacy Policy', html: 42 }, 'Please enter the page content.'],
    ];
    for (const [key, payload, message] of cases) {
      const res = await asAdmin({
        method: 'PUT',
        url: `/api/admin/pages/${key}`,
        payload: payload as object,
      });
      expect(res.statusCode, message).toBe(400);
      expect(body(res).message).toBe(message);
    }
  });
});

describe('blog images: POST /api/admin/blog-images', () => {
  it('stores a real image under a public key, served from /files/public, and attaches it to a blog', async () => {
    const res = await uploadImage(multipart('image', 'cover.png', 'image/png', PNG_1x1));
    expect(res.statusCode).toBe(200);
    const image = body(res).data;
    // Re-encoded to WebP (process-image.ts), never the uploaded bytes themselves; the
    // path is relative to the API base.
    expect(image.url).toMatch(/^files\/public\/blog-images\/[0-9a-f-]{36}\.webp$/);
    const file = await publicGet(`/api/${image.url}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.rawPayload.subarray(8, 12).toString()).toBe('WEBP');

    const blog = body(
      await createBlog({ title: 'With a cover', imageId: image._id, published: true }),
    ).data;
    expect(blog.image).toBe(image.url);
    const removed = body(await updateBlog(blog._id, { imageId: null })).data;
    expect(removed.image).toBeNull();
  });

  it('checks the bytes, not the name or declared type', async () => {
    const res = await uploadImage(
      multipart('image', 'cover.png', 'image/png', Buffer.from('<script>alert(1)</script>')),
    );
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({
      message: 'Please select a valid image file (jpg, jpeg, png, gif).',
      data: { title: 'Invalid File Type' },
    });
    const pdf = await uploadImage(
      multipart(
        'image',
        'cover.jpg',
        'image/jpeg',
        Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'),
      ),
    );
    expect(pdf.statusCode).toBe(400);
  });

  it('refuses an image of 5 MB or more', async () => {
    const big = Buffer.concat([PNG_1x1, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await uploadImage(multipart('image', 'big.png', 'image/png', big));
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({
      message: 'Please select an image smaller than 5MB.',
      data: { title: 'File Too Large' },
    });
  });

  it('needs a file in the image field', async () => {
    for (const part of [multipart('photo', 'a.png', 'image/png', PNG_1x1)]) {
      const res = await uploadImage(part);
      expect(res.statusCode).toBe(400);
      expect(body(res).message).toBe(
        'Please choose an image to upload (multipart form field "image").',
      );
    }
    const json = await asAdmin({
      method: 'POST',
      url: '/api/admin/blog-images',
      payload: { image: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(body(json).message).toBe(
      'Please choose an image to upload (multipart form field "image").',
    );
  });
});
