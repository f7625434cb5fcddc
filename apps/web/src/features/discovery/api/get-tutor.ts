// GET /api/get-tutor?id= (core-marketplace §2 Tutor detail page, §7): one verified tutor.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TutorDetailDto } from '@tm/shared/schemas/tutor-search';
import { api } from '@/lib/api-client';
import { tutorKeys } from '@/entities/tutor/query-keys';

/** The tutor as the detail page (and its booking form) sees it. */
export type TutorDetail = TutorDetailDto;

export async function getTutor(id: string): Promise<TutorDetail> {
  return (await api.get<TutorDetail>('/get-tutor', { query: { id } })).data;
}

export const tutorQueryOptions = (id: string) =>
  queryOptions({ queryKey: tutorKeys.detail(id), queryFn: () => getTutor(id) });

export function useTutor(id: string) {
  return useQuery(tutorQueryOptions(id));
}
