// GET /api/admin/reviews?page&limit&filter and POST /api/admin/reviews/{id}/visibility.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  REVIEW_LIMITS,
  type ADMIN_REVIEW_FILTERS,
  type AdminReviewDto,
  type AdminReviewsResponse,
} from '@tm/shared/schemas/reviews';
import { api } from '@/lib/api-client';

export type AdminReviewFilter = (typeof ADMIN_REVIEW_FILTERS)[number];

export function useAdminReviews(page: number, filter: AdminReviewFilter) {
  return useQuery({
    queryKey: ['admin', 'reviews', filter, page],
    queryFn: async () =>
      (
        await api.get<AdminReviewsResponse>('/admin/reviews', {
          query: { page, filter, limit: REVIEW_LIMITS.adminPageSize },
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}

export function useSetReviewVisibility() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, hidden }: { id: string; hidden: boolean }) =>
      (await api.post<AdminReviewDto>(`/admin/reviews/${id}/visibility`, { hidden })).data,
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'reviews'] }),
  });
}
