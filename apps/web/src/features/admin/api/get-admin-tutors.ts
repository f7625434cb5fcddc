// GET /api/admin/tutors?status=&page=&limit=: tutors by verification status, with documents.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { VerificationStatus } from '@tm/shared/constants/marketplace';
import type { Pagination } from '@tm/shared/schemas/admin-tutors';
import type { UserDto } from '@tm/shared/schemas/user';
import { api } from '@/lib/api-client';
import type { DocumentRef } from '@/components/document-link';

export interface AdminTutor extends UserDto {
  submittedAt: string | null;
  reviewedAt: string | null;
  resume: DocumentRef | null;
  certificates: DocumentRef[];
  govt_ids: DocumentRef[];
  addressProof: DocumentRef | null;
}

export interface AdminTutorList {
  tutors: AdminTutor[];
  pagination: Pagination;
  counts: Record<VerificationStatus, number>;
}

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
