// GET /api/admin/blogs/{id}: one blog (drafts included) for the editor.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogDto } from '@tm/shared/schemas/content';
import { api } from '@/lib/api-client';

export async function getAdminBlog(id: string) {
  return (await api.get<BlogDto>(`/admin/blogs/${encodeURIComponent(id)}`)).data;
}

export const adminBlogQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['admin', 'blog', id], queryFn: () => getAdminBlog(id) });

export function useAdminBlog(id: string | null) {
  return useQuery({ ...adminBlogQueryOptions(id ?? ''), enabled: !!id });
}
