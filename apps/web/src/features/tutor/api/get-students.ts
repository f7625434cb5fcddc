// GET /api/students?page&limit: the tutor's students, one page.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  TUTOR_STUDENTS_PAGE_SIZE,
  type TutorStudentsResponse,
} from '@tm/shared/schemas/tutor-students';
import { api } from '@/lib/api-client';

export async function getStudents(page: number): Promise<TutorStudentsResponse> {
  const { data } = await api.get<TutorStudentsResponse>('/students', {
    query: { page, limit: TUTOR_STUDENTS_PAGE_SIZE },
  });
  return data;
}

export const studentsQueryOptions = (page: number) =>
  queryOptions({
    // Under 'bookings': accepting, paying and class times change it.
    queryKey: ['bookings', 'tutor-students', page],
    queryFn: () => getStudents(page),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });

export function useStudents(page: number) {
  return useQuery(studentsQueryOptions(page));
}
