// Blogs and policy pages on the wire. Built by apps/server/src/modules/content/{blog,page}-dto.ts.
import { z } from 'zod';
import { POLICY_PAGE_KEYS } from '../constants/page-meta';

/** A blog as the API returns it (core-marketplace §3 Blog plus its id, slug and state). */
export const blogSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  /** Sanitised HTML. */
  content: z.string().nullable(),
  /** Relative URL of the image (served from the API host), or null. */
  image: z.string().nullable(),
  /** ISO time of first publication; null for a draft never published. */
  postedAt: z.string().nullable(),
  published: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BlogDto = z.infer<typeof blogSchema>;

export const blogListSchema = z.object({
  blogs: z.array(blogSchema),
  pagination: z.object({
    limit: z.number(),
    totalPages: z.number(),
    page: z.number(),
    total: z.number(),
  }),
});
export type BlogListResponse = z.infer<typeof blogListSchema>;

export const pageSchema = z.object({
  key: z.enum(POLICY_PAGE_KEYS),
  title: z.string(),
  /** Sanitised HTML. */
  html: z.string(),
  updatedAt: z.string(),
});
export type PageDto = z.infer<typeof pageSchema>;

export const blogImageSchema = z.object({
  _id: z.string(),
  /** Relative URL to show the image. */
  url: z.string(),
});
export type BlogImageDto = z.infer<typeof blogImageSchema>;

export const htmlPreviewSchema = z.object({ html: z.string() });
