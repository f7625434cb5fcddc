// GET /api/tutor-reviews?tutorId&page&limit (public) and POST /api/reply-rating (the tutor, once).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { REVIEW_LIMITS } from '@tm/shared/constants/reviews';
import type {
  ReplyRatingRequest,
  ReviewDto,
  TutorReviewsResponse,
} from '@tm/shared/schemas/reviews';
import { api } from '@/lib/api-client';

export function useTutorReviews(tutorId: string, page: number) {
  return useQuery({
    queryKey: ['tutor-reviews', tutorId, page],
    queryFn: async () =>
      (
        await api.get<TutorReviewsResponse>('/tutor-reviews', {
          query: { tutorId, page, limit: REVIEW_LIMITS.pageSize },
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}

export function useReplyRating() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: ReplyRatingRequest) =>
      (await api.post<ReviewDto>('/reply-rating', body)).data,
    onSettled: () => client.invalidateQueries({ queryKey: ['tutor-reviews'] }),
  });
}
