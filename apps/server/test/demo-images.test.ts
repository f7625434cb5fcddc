// the demo tutors have portraits and the seeded blogs covers, drawn locally and
// stored as WebP; the tutor card and blog list carry them.
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { body, build } from './helper';
import { createStudent, createTutor } from '../src/seed/factories';
import { seedDemoImages } from '../src/seed/demo-images';
import { blogs } from '../src/db/schema/content';
import { SEED_BLOGS } from '../src/seed/content';

const ctx = await build();

describe('seedDemoImages', () => {
  it('gives demo tutors a WebP portrait and seeded blogs a WebP cover, once', async () => {
    const { user: tutor } = await createTutor(ctx.db, {
      user: { email: 'portrait.test@example.in', fullName: 'Meera Nair' },
      profile: { gender: 'Female' },
    });
    const { user: other } = await createTutor(ctx.db, { user: { email: 'real@tutor.test' } });
    const seeded = SEED_BLOGS[0]!;
    await ctx.db.insert(blogs).values({
      slug: seeded.slug,
      title: seeded.title,
      description: seeded.description,
      content: seeded.content,
      published: true,
      postedAt: new Date(),
    });
    const made = await seedDemoImages(ctx.db, ctx.ports.files);
    expect(made).toBe(2);
    expect(await seedDemoImages(ctx.db, ctx.ports.files)).toBe(0);

    const student = (await createStudent(ctx.db)).user;
    const list = body(await ctx.injectAs(student, { method: 'GET', url: '/api/get-tutors' })).data
      .tutors as Array<{ _id: string; profilePhoto: string | null }>;
    const photo = list.find((t) => t._id === tutor.id)!.profilePhoto!;
    expect(photo).toMatch(/^files\/public\/photos\/.+\.webp$/); // relative to the API base
    expect(list.find((t) => t._id === other.id)!.profilePhoto).toBeNull();
    const res = await ctx.app.inject({ method: 'GET', url: `/api/${photo}` });
    expect(res.statusCode).toBe(200);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);

    const blog = body(await ctx.app.inject({ method: 'GET', url: '/api/blogs?limit=50' })).data
      .blogs[0] as { image: string };
    expect(blog.image).toMatch(/^files\/public\/blog-images\/.+\.webp$/);
    const cover = await ctx.app.inject({ method: 'GET', url: `/api/${blog.image}` });
    const coverMeta = await sharp(cover.rawPayload).metadata();
    expect([coverMeta.format, coverMeta.width, coverMeta.height]).toEqual(['webp', 960, 540]);
  });
});
