// Every subject of the catalogue, for the dashboard's Subjects filter (core-marketplace §2: a
// student filters by subject whatever the category): GET /api/subjects, one request that merges
// every category's subjects (a name in two categories appears once), sorted. Lookups fail
// silently to empty lists (§8).
import { useQuery } from '@tanstack/react-query';
import { subjectsQuery } from '@/lib/lookups';

export function useAllSubjects(): { options: string[]; isLoading: boolean } {
  const subjects = useQuery(subjectsQuery);
  return { options: subjects.data ?? [], isLoading: subjects.isLoading };
}
