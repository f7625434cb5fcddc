// The landing's recent blogs (core-marketplace §2): the first page of GET /api/blogs, three posts.
// The key is the blog list's React Query key for that page, so the server renders the landing with
// the same data the blog list caches (entry-server.tsx).
import type { BlogListResponse } from '@tm/shared/schemas/content';
import { api } from '@/lib/api-client';

export const RECENT_BLOGS_COUNT = 3;

export const recentBlogsQuery = {
  queryKey: ['blogs', { page: 0, limit: RECENT_BLOGS_COUNT }] as const,
  queryFn: async ({ signal }: { signal?: AbortSignal } = {}) =>
    (
      await api.get<BlogListResponse>('/blogs', {
        query: { page: 0, limit: RECENT_BLOGS_COUNT },
        signal,
      })
    ).data,
};
