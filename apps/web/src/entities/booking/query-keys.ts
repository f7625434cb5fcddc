// The TanStack Query keys of bookings, one place for every feature that reads or changes them:
// a change to any booking invalidates `bookingKeys.all` (the lists, the dashboard's, a call's).
import type { BookingStatus } from '@tm/shared/constants/marketplace';

export const bookingKeys = {
  all: ['bookings'] as const,
  list: (
    viewer: 'student' | 'tutor',
    statuses: readonly BookingStatus[] | undefined,
    limit: number | undefined,
    studentId?: string,
  ) => ['bookings', viewer, statuses ?? 'all', limit ?? null, studentId ?? null] as const,
  call: (id: string | undefined) => ['bookings', 'call', id] as const,
};
