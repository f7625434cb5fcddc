// Blogs and policy pages: request schemas (used by the admin screens and the routes alike) and the
// wire shapes the API returns (core-marketplace §2 Blogs, §3 Blog; mentorship-policies-video §2).
import { z } from 'zod';
import { BLOG_LIST_DEFAULTS } from '../constants/marketplace';
import { POLICY_PAGE_KEYS } from '../constants/page-meta';
import { intParam } from './common';

export const BLOG_LIMITS = {
  titleMax: 200,
  descriptionMax: 500,
  /** Characters of HTML; a long article is ~30 000. */
  contentMax: 100_000,
  slugMax: 120,
  listLimitMax: 50,
} as const;
export const PAGE_LIMITS = { titleMax: 120, htmlMax: 200_000 } as const;

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MSG_SLUG =
  'Slug may contain only lowercase letters, numbers and single hyphens (e.g. thesis-defense-tips).';

/** GET /api/blogs and /api/admin/blogs: `page` from 0, `limit` default 10 (core-marketplace §7, §9). */
export const blogListQuerySchema = z.object({
  page: intParam({ min: 0, max: 100_000, default: BLOG_LIST_DEFAULTS.page, label: 'page' }),
  limit: intParam({
    min: 1,
    max: BLOG_LIMITS.listLimitMax,
    default: BLOG_LIST_DEFAULTS.limit,
    label: 'limit',
  }),
});
export type BlogListQuery = z.infer<typeof blogListQuerySchema>;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GET /blogs/{idOrSlug}: a blog's slug, or its id. */
export const blogSlugParamSchema = z.object({
  slug: z
    .string()
    .max(BLOG_LIMITS.slugMax, { error: 'Invalid blog address.' })
    .refine((v) => SLUG_PATTERN.test(v) || UUID_PATTERN.test(v), {
      error: 'Invalid blog address.',
    }),
});

/** True when a blog address is an id rather than a slug. */
export function isBlogId(idOrSlug: string): boolean {
  return UUID_PATTERN.test(idOrSlug);
}

const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters.` })
    .nullish()
    .transform((v) => (v ? v : null));

const blogFields = {
  title: z
    .string({ error: 'Please enter a title.' })
    .trim()
    .min(1, { error: 'Please enter a title.' })
    .max(BLOG_LIMITS.titleMax, {
      error: `Title must be at most ${BLOG_LIMITS.titleMax} characters.`,
    }),
  description: optionalText(BLOG_LIMITS.descriptionMax, 'Description'),
  /** HTML; the server sanitises it before storing. */
  content: optionalText(BLOG_LIMITS.contentMax, 'Content'),
  slug: z
    .string({ error: MSG_SLUG })
    .trim()
    .toLowerCase()
    .max(BLOG_LIMITS.slugMax, { error: `Slug must be at most ${BLOG_LIMITS.slugMax} characters.` })
    .regex(SLUG_PATTERN, { error: MSG_SLUG }),
  /** An uploaded blog image (POST /api/admin/blog-images), or null to remove the image. */
  imageId: z.uuid({ error: 'Invalid image. Upload the image again.' }).nullable(),
  published: z.boolean({ error: 'published must be true or false.' }),
};

/** POST /api/admin/blogs. Without a slug, one is made from the title. New blogs are drafts unless `published`. */
export const blogCreateRequestSchema = z.object({
  title: blogFields.title,
  description: blogFields.description,
  content: blogFields.content,
  slug: blogFields.slug.optional(),
  imageId: blogFields.imageId.optional(),
  published: blogFields.published.default(false),
});
export type BlogCreateRequest = z.input<typeof blogCreateRequestSchema>;

/** PUT /api/admin/blogs/{id}: any of the fields; `published` publishes or unpublishes. */
export const blogUpdateRequestSchema = z
  .object({
    title: blogFields.title.optional(),
    description: blogFields.description.optional(),
    content: blogFields.content.optional(),
    slug: blogFields.slug.optional(),
    imageId: blogFields.imageId.optional(),
    published: blogFields.published.optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { error: 'Nothing to update.' });
export type BlogUpdateRequest = z.input<typeof blogUpdateRequestSchema>;

export const policyPageKeySchema = z.enum(POLICY_PAGE_KEYS, {
  error: `Unknown page. Pages are ${POLICY_PAGE_KEYS.join(', ')}.`,
});
export const pageKeyParamSchema = z.object({ key: policyPageKeySchema });

/** PUT /api/admin/pages/{key}. */
export const pageUpdateRequestSchema = z.object({
  title: z
    .string({ error: 'Please enter a title.' })
    .trim()
    .min(1, { error: 'Please enter a title.' })
    .max(PAGE_LIMITS.titleMax, {
      error: `Title must be at most ${PAGE_LIMITS.titleMax} characters.`,
    }),
  html: z
    .string({ error: 'Please enter the page content.' })
    .trim()
    .min(1, { error: 'Please enter the page content.' })
    .max(PAGE_LIMITS.htmlMax, {
      error: `Content must be at most ${PAGE_LIMITS.htmlMax} characters.`,
    }),
});
export type PageUpdateRequest = z.infer<typeof pageUpdateRequestSchema>;

/** POST /api/admin/html-preview: the editor's live preview, sanitised exactly as it will be stored. */
export const htmlPreviewRequestSchema = z.object({
  html: z.string({ error: 'html must be text.' }).max(PAGE_LIMITS.htmlMax, {
    error: `Content must be at most ${PAGE_LIMITS.htmlMax} characters.`,
  }),
});

// The wire shapes are zod schemas in the response contract; their types are read from there.
export type { BlogDto, BlogListResponse, PageDto, BlogImageDto } from '../contract/content';
