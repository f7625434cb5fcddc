// GET /api/blogs: published posts, newest first (core-marketplace §7: page from 0, limit 10).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { BLOG_LIST_DEFAULTS } from '@tm/shared/constants/marketplace';
import type { BlogListResponse } from '@tm/shared/schemas/content';
import { api } from '@/lib/api-client';

export async function getBlogs(page: number, limit: number = BLOG_LIST_DEFAULTS.limit) {
  return (await api.get<BlogListResponse>('/blogs', { query: { page, limit } })).data;
}

export const blogsQueryOptions = (page: number, limit: number = BLOG_LIST_DEFAULTS.limit) =>
  queryOptions({
    queryKey: ['blogs', { page, limit }],
    queryFn: () => getBlogs(page, limit),
    // Keep the current page on screen while the next one loads (the pager stays put).
    placeholderData: keepPreviousData,
  });

export function useBlogs(page: number, limit?: number) {
  return useQuery(blogsQueryOptions(page, limit));
}
