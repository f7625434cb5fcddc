// The TanStack Query keys of tutors: search pages, a tutor's page, similar tutors and the
// student's favourites all sit under `tutorKeys.all`, so a favourite toggled anywhere is patched
// and refreshed everywhere (favourites-api.ts).
export const tutorKeys = {
  all: ['tutors'] as const,
  search: (params: Record<string, string>) => ['tutors', 'search', params] as const,
  detail: (id: string) => ['tutors', 'detail', id] as const,
  similar: (id: string) => ['tutors', 'similar', id] as const,
  favourites: ['tutors', 'favourites'] as const,
};
