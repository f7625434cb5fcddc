// GET /api/admin/blogs: every blog, drafts included, most recently edited first.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogListResponse } from '@tm/shared/schemas/content';
import { api } from '@/lib/api-client';

export const ADMIN_BLOGS_PAGE_SIZE = 20;

export async function getAdminBlogs(page: number) {
  const res = await api.get<BlogListResponse>('/admin/blogs', {
    query: { page, limit: ADMIN_BLOGS_PAGE_SIZE },
  });
  return res.data;
}

export const adminBlogsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['admin', 'blogs', { page }],
    queryFn: () => getAdminBlogs(page),
    placeholderData: keepPreviousData,
  });

export function useAdminBlogs(page: number, enabled = true) {
  return useQuery({ ...adminBlogsQueryOptions(page), enabled });
}
