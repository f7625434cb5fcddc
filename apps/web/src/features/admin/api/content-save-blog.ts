// POST /api/admin/blogs (create) and PUT /api/admin/blogs/{id} (edit, publish, unpublish).
// Both change what the public blog list shows, so both refresh the admin and public blog caches.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BlogCreateRequest, BlogDto, BlogUpdateRequest } from '@tm/shared/schemas/content';
import type { Envelope } from '@tm/shared/api';
import { api } from '@/lib/api-client';

/**
 * A create carries `idempotencyKey`, one per editor: pressing Save twice (or a retried request)
 * makes one blog, and the server answers the second press with it.
 */
export type SaveBlogInput =
  | { id: null; body: BlogCreateRequest; idempotencyKey: string }
  | { id: string; body: BlogUpdateRequest };

export function saveBlog(input: SaveBlogInput): Promise<Envelope<BlogDto>> {
  return input.id === null
    ? api.post<BlogDto>('/admin/blogs', input.body, { idempotencyKey: input.idempotencyKey })
    : api.put<BlogDto>(`/admin/blogs/${encodeURIComponent(input.id)}`, input.body);
}

function invalidateBlogs(queryClient: QueryClient, blog: BlogDto) {
  void queryClient.invalidateQueries({ queryKey: ['admin', 'blogs'] });
  queryClient.setQueryData(['admin', 'blog', blog._id], blog);
  void queryClient.invalidateQueries({ queryKey: ['blogs'] });
  void queryClient.invalidateQueries({ queryKey: ['blog'] });
}

export function useSaveBlog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBlog,
    onSuccess: (res) => invalidateBlogs(queryClient, res.data),
  });
}
