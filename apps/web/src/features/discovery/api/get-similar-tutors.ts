// GET /api/get-similar-tutors?id= : Similar Profiles on the tutor detail page (core-marketplace §2):
// verified tutors of the same category with shared subjects, best matches first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TutorCardDto } from '@tm/shared/schemas/tutor-search';
import { api } from '@/lib/api-client';
import { tutorKeys } from '@/entities/tutor/query-keys';

export async function getSimilarTutors(id: string): Promise<TutorCardDto[]> {
  return (await api.get<{ tutors: TutorCardDto[] }>('/get-similar-tutors', { query: { id } })).data
    .tutors;
}

export const similarTutorsQueryOptions = (id: string) =>
  queryOptions({ queryKey: tutorKeys.similar(id), queryFn: () => getSimilarTutors(id) });

export function useSimilarTutors(id: string) {
  return useQuery(similarTutorsQueryOptions(id));
}
