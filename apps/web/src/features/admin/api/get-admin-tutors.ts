// GET /api/admin/tutors?status=&page=&limit=: tutors by verification status, with documents.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { VerificationStatus } from '@tm/shared/constants/marketplace';
import type { AdminTutor, AdminTutorList } from '@tm/shared/contract/users';
import { api } from '@/lib/api-client';

/** The queue's rows and list, as the server sends them (contract/users.ts). */
export type { AdminTutor, AdminTutorList };

export const ADMIN_TUTORS_PAGE_SIZE = 10;

export const adminTutorsQuery = (status: VerificationStatus, page: number) =>
  queryOptions({
    queryKey: ['admin', 'tutors', status, page],
    queryFn: async () =>
      (
        await api.get<AdminTutorList>('/admin/tutors', {
          query: { status, page, limit: ADMIN_TUTORS_PAGE_SIZE },
        })
      ).data,
  });

export function useAdminTutors(status: VerificationStatus, page: number) {
  return useQuery({ ...adminTutorsQuery(status, page), placeholderData: keepPreviousData });
}
