// GET /api/my-ratings?bookingIds= and POST /api/submit-rating.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyRatingsResponse, ReviewDto, SubmitRatingRequest } from '@tm/shared/schemas/reviews';
import { api } from '@/lib/api-client';

export function useMyRatings(bookingIds: string[]) {
  return useQuery({
    queryKey: ['my-ratings', bookingIds],
    enabled: bookingIds.length > 0,
    queryFn: async () =>
      (
        await api.get<MyRatingsResponse>('/my-ratings', {
          query: { bookingIds: bookingIds.join(',') },
        })
      ).data.ratings,
  });
}

export function useSubmitRating() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: SubmitRatingRequest) =>
      (await api.post<ReviewDto>('/submit-rating', body)).data,
    onSettled: async () => {
      await Promise.all(
        ['my-ratings', 'tutors', 'tutor-reviews'].map((key) =>
          client.invalidateQueries({ queryKey: [key] }),
        ),
      );
    },
  });
}
