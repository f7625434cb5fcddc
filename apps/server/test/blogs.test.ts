import { describe, expect, it, beforeAll } from 'vitest';
import { body, build } from './helper';
import { createBlog } from '../src/seed/factories';

const ctx = await build();
const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('GET /api/blogs with no posts', () => {
  it('answers an empty list with one page', async () => {
    const res = await get('/api/blogs');
    expect(res.statusCode).toBe(200);
    expect(body(res)).toMatchObject({
      success: true,
      data: { blogs: [], pagination: { limit: 10, totalPages: 1, page: 0, total: 0 } },
    });
  });
});

describe('public blog list and detail (core-marketplace §2 Blogs, §7)', () => {
  const day = 24 * 3600_000;
  const base = Date.UTC(2026, 0, 1, 5, 30);
  beforeAll(async () => {
    // 23 published posts, post-01 oldest ... post-23 newest, and 2 drafts that must never show.
    for (let i = 1; i <= 23; i++) {
      const n = String(i).padStart(2, '0');
      await createBlog(ctx.db, {
        slug: `post-${n}`,
        title: `Post ${n}`,
        postedAt: new Date(base + i * day),
      });
    }
    await createBlog(ctx.db, {
      slug: 'draft-one',
      title: 'Draft one',
      published: false,
      postedAt: null,
    });
    await createBlog(ctx.db, {
      slug: 'unpublished-later',
      title: 'Was public',
      published: false,
      postedAt: new Date(base + 99 * day),
    });
  });

  it('pages published posts newest first, 10 by default, with a computed page count', async () => {
    const b = body(await get('/api/blogs'));
    expect(b.data.pagination).toEqual({ limit: 10, totalPages: 3, page: 0, total: 23 });
    expect(b.data.blogs.map((x: { slug: string }) => x.slug)).toEqual([
      'post-23',
      'post-22',
      'post-21',
      'post-20',
      'post-19',
      'post-18',
      'post-17',
      'post-16',
      'post-15',
      'post-14',
    ]);
  });

  it('answers later pages, and an empty list past the end', async () => {
    const third = body(await get('/api/blogs?page=2'));
    expect(third.data.blogs.map((x: { slug: string }) => x.slug)).toEqual([
      'post-03',
      'post-02',
      'post-01',
    ]);
    expect(third.data.pagination).toMatchObject({ page: 2, totalPages: 3 });
    const past = body(await get('/api/blogs?page=3'));
    expect(past.data.blogs).toEqual([]);
    expect(past.data.pagination).toMatchObject({ page: 3, totalPages: 3 });
  });

  it('takes a limit', async () => {
    const b = body(await get('/api/blogs?page=1&limit=5'));
    expect(b.data.pagination).toEqual({ limit: 5, totalPages: 5, page: 1, total: 23 });
    expect(b.data.blogs.map((x: { slug: string }) => x.slug)).toEqual([
      'post-18',
      'post-17',
      'post-16',
      'post-15',
      'post-14',
    ]);
  });

  it('rejects a bad page or limit with 400 and a clear message', async () => {
    for (const [qs, message] of [
      ['page=-1', 'page must be at least 0.'],
      ['page=abc', 'page must be a number.'],
      ['limit=0', 'limit must be at least 1.'],
      ['limit=500', 'limit must be at most 50.'],
    ]) {
      const res = await get(`/api/blogs?${qs}`);
      expect(res.statusCode, qs).toBe(400);
      expect(body(res)).toMatchObject({ success: false, message });
    }
  });

  it('returns a published post by slug with the spec fields', async () => {
    const res = await get('/api/blogs/post-07');
    expect(res.statusCode).toBe(200);
    const blog = body(res).data;
    expect(blog).toMatchObject({
      slug: 'post-07',
      title: 'Post 07',
      description: 'About a thing',
      content: '<p>Body</p>',
      image: null,
      published: true,
      postedAt: new Date(base + 7 * day).toISOString(),
    });
    expect(blog._id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('hides drafts and unpublished posts', async () => {
    for (const slug of ['draft-one', 'unpublished-later', 'no-such-post']) {
      const res = await get(`/api/blogs/${slug}`);
      expect(res.statusCode, slug).toBe(404);
      expect(body(res)).toMatchObject({ success: false, message: 'Blog not found.' });
    }
    const all = body(await get('/api/blogs?limit=50')).data.blogs.map(
      (x: { slug: string }) => x.slug,
    );
    expect(all).toHaveLength(23);
    expect(all).not.toContain('draft-one');
    expect(all).not.toContain('unpublished-later');
  });

  it('rejects a malformed slug with 400', async () => {
    const res = await get(`/api/blogs/${encodeURIComponent('Bad Slug!')}`);
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe('Invalid blog address.');
  });

  it('gives an image as a relative URL from the API host', async () => {
    await createBlog(ctx.db, {
      slug: 'with-image',
      title: 'With image',
      imageKey: 'public/blog-images/abc.png',
      postedAt: new Date(base),
    });
    expect(body(await get('/api/blogs/with-image')).data.image).toBe(
      'files/public/blog-images/abc.png',
    );
  });
});
