import { describe, expect, it } from 'vitest';
import {
  blogCreateRequestSchema,
  blogListQuerySchema,
  blogSlugParamSchema,
  blogUpdateRequestSchema,
  MSG_SLUG,
  pageKeyParamSchema,
  pageUpdateRequestSchema,
} from './content';
import { POLICY_PAGES } from '../constants/content';
import { PUBLIC_PAGE_META } from '../constants/page-meta';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('blog list query', () => {
  it('defaults to page 0 and limit 10 (core-marketplace §9)', () => {
    expect(blogListQuerySchema.parse({})).toEqual({ page: 0, limit: 10 });
  });
  it('reads numbers from the query string', () => {
    expect(blogListQuerySchema.parse({ page: '3', limit: '5' })).toEqual({ page: 3, limit: 5 });
  });
  it('rejects bad values with clear messages', () => {
    expect(firstMessage(blogListQuerySchema.safeParse({ page: '-1' }))).toBe(
      'page must be at least 0.',
    );
    expect(firstMessage(blogListQuerySchema.safeParse({ page: 'two' }))).toBe(
      'page must be a number.',
    );
    expect(firstMessage(blogListQuerySchema.safeParse({ limit: '0' }))).toBe(
      'limit must be at least 1.',
    );
    expect(firstMessage(blogListQuerySchema.safeParse({ limit: '51' }))).toBe(
      'limit must be at most 50.',
    );
    expect(firstMessage(blogListQuerySchema.safeParse({ limit: '2.5' }))).toBe(
      'limit must be a whole number.',
    );
  });
});

describe('blog create and update', () => {
  it('needs a title and makes a draft by default', () => {
    expect(firstMessage(blogCreateRequestSchema.safeParse({}))).toBe('Please enter a title.');
    expect(firstMessage(blogCreateRequestSchema.safeParse({ title: '   ' }))).toBe(
      'Please enter a title.',
    );
    expect(blogCreateRequestSchema.parse({ title: ' Exam tips ' })).toEqual({
      title: 'Exam tips',
      description: null,
      content: null,
      published: false,
    });
  });
  it('turns empty optional text into null', () => {
    expect(
      blogCreateRequestSchema.parse({ title: 'T', description: '  ', content: '' }),
    ).toMatchObject({ description: null, content: null });
  });
  it('checks lengths', () => {
    expect(firstMessage(blogCreateRequestSchema.safeParse({ title: 'x'.repeat(201) }))).toBe(
      'Title must be at most 200 characters.',
    );
    expect(
      firstMessage(blogCreateRequestSchema.safeParse({ title: 'T', description: 'd'.repeat(501) })),
    ).toBe('Description must be at most 500 characters.');
    expect(
      firstMessage(blogCreateRequestSchema.safeParse({ title: 'T', content: 'c'.repeat(100_001) })),
    ).toBe('Content must be at most 100000 characters.');
  });
  it('accepts a lower-case hyphenated slug (lower-casing it) and rejects others', () => {
    expect(blogCreateRequestSchema.parse({ title: 'T', slug: ' Exam-Tips-2026 ' }).slug).toBe(
      'exam-tips-2026',
    );
    for (const slug of ['exam tips', 'exam--tips', '-exam', 'exam_tips', 'परीक्षा', '']) {
      expect(firstMessage(blogCreateRequestSchema.safeParse({ title: 'T', slug }))).toBe(MSG_SLUG);
    }
  });
  it('takes an uploaded image id or null', () => {
    expect(firstMessage(blogCreateRequestSchema.safeParse({ title: 'T', imageId: 'abc' }))).toBe(
      'Invalid image. Upload the image again.',
    );
    expect(blogUpdateRequestSchema.parse({ imageId: null })).toEqual({ imageId: null });
  });
  it('updates only the fields sent, and needs at least one', () => {
    expect(blogUpdateRequestSchema.parse({ published: true })).toEqual({ published: true });
    expect(blogUpdateRequestSchema.parse({ description: '' })).toEqual({ description: null });
    expect(firstMessage(blogUpdateRequestSchema.safeParse({}))).toBe('Nothing to update.');
    expect(firstMessage(blogUpdateRequestSchema.safeParse({ published: 'yes' }))).toBe(
      'published must be true or false.',
    );
    expect(firstMessage(blogUpdateRequestSchema.safeParse({ title: '' }))).toBe(
      'Please enter a title.',
    );
  });
  it('accepts only slug-shaped blog addresses', () => {
    expect(blogSlugParamSchema.safeParse({ slug: 'thesis-defense-tips' }).success).toBe(true);
    expect(blogSlugParamSchema.safeParse({ slug: '../etc' }).success).toBe(false);
  });
});

describe('policy pages', () => {
  it('knows the four policy pages by route name', () => {
    expect(pageKeyParamSchema.parse({ key: 'cancellation-refund' })).toEqual({
      key: 'cancellation-refund',
    });
    expect(firstMessage(pageKeyParamSchema.safeParse({ key: 'about-us' }))).toBe(
      'Unknown page. Pages are privacy-policy, terms-and-conditions, cancellation-refund, shipping-policy.',
    );
  });
  it('needs a title and content', () => {
    expect(firstMessage(pageUpdateRequestSchema.safeParse({ title: '', html: '<p>x</p>' }))).toBe(
      'Please enter a title.',
    );
    expect(firstMessage(pageUpdateRequestSchema.safeParse({ title: 'Terms', html: ' ' }))).toBe(
      'Please enter the page content.',
    );
    expect(firstMessage(pageUpdateRequestSchema.safeParse({ title: 'Terms' }))).toBe(
      'Please enter the page content.',
    );
  });
  it('uses the spec failure texts of both documents', () => {
    expect(POLICY_PAGES['terms-and-conditions'].failure).toBe(
      'Something went wrong while getting Terms & Conditions.',
    );
    expect(POLICY_PAGES['privacy-policy'].failure).toBe(
      'Something went wrong while getting privacy policy.',
    );
    expect(POLICY_PAGES['cancellation-refund'].failure).toBe(
      'Something went wrong while getting content.',
    );
    expect(POLICY_PAGES['shipping-policy'].failure).toBe(
      'Something went wrong while getting content.',
    );
  });
  it('has a title and description for every public route', () => {
    for (const path of [
      '/blogs',
      '/about-us',
      '/privacy-policy',
      '/terms-and-conditions',
      '/cancellation-refund',
      '/shipping-policy',
    ]) {
      expect(PUBLIC_PAGE_META[path]?.title, path).toMatch(/TutorsPlace/);
      expect(PUBLIC_PAGE_META[path]!.description.length, path).toBeGreaterThan(40);
    }
  });
});
