// GET /api/blogs/{slug}: one published post (404 for drafts and unknown slugs).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogDto } from '@tm/shared/schemas/content';
import { api } from '@/lib/api-client';

export async function getBlog(slug: string) {
  return (await api.get<BlogDto>(`/blogs/${encodeURIComponent(slug)}`)).data;
}

export const blogQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['blog', slug], queryFn: () => getBlog(slug) });

/** `initial` is the blog passed in navigation state: shown at once, then refreshed. */
export function useBlog(slug: string | null, initial?: BlogDto) {
  return useQuery({
    ...blogQueryOptions(slug ?? ''),
    enabled: !!slug,
    initialData: initial && initial.slug === slug ? initial : undefined,
    // Navigation state may be stale (edited since the list loaded): refresh it in the background.
    initialDataUpdatedAt: 0,
  });
}
