// POST /api/add-favorite and POST /api/remove-favorite (core-marketplace §7, body tutorId), and the
// heart's optimistic toggle. Lives in components/ because the dashboard, the favourites page and
// the tutor detail page (two features) all show hearts.
//
// The heart changes at once in every cached list and page that shows the tutor; if the server
// refuses, every cache is put back and the spec's message is shown (§8 "...while adding to
// favorites." / "...while removing from favorites.", or the server's own text).
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { MSG } from '@tm/shared/messages';
import { api, serverMessage } from '@/lib/api-client';
import { showToast } from '@/lib/toast-store';
import { tutorKeys } from './query-keys';

/** Every query whose data holds tutors starts with tutorKeys.all. */
const TUTORS_KEY = tutorKeys.all;
const FAVOURITES_KEY = tutorKeys.favourites;

export async function addFavourite(tutorId: string): Promise<void> {
  await api.post('/add-favorite', { tutorId });
}

export async function removeFavourite(tutorId: string): Promise<void> {
  await api.post('/remove-favorite', { tutorId });
}

interface TutorLike {
  _id: string;
  isFavourite: boolean;
}
interface TutorsPage {
  tutors: TutorLike[];
  pagination?: { total: number } & Record<string, unknown>;
}

const isTutor = (v: unknown): v is TutorLike =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as TutorLike)._id === 'string' &&
  typeof (v as TutorLike).isFavourite === 'boolean';
const isPage = (v: unknown): v is TutorsPage =>
  typeof v === 'object' && v !== null && Array.isArray((v as TutorsPage).tutors);
const isInfinite = (v: unknown): v is { pages: unknown[]; pageParams: unknown[] } =>
  typeof v === 'object' && v !== null && Array.isArray((v as { pages?: unknown }).pages);

/**
 * Sets isFavourite on the tutor wherever cached data holds it: a detail (one tutor), a page
 * ({ tutors }), or an infinite list ({ pages: [{ tutors }] }). With `dropFromList` the tutor is
 * removed from lists instead (the favourites page, when unfavouriting).
 */
export function patchFavourite(
  data: unknown,
  tutorId: string,
  isFavourite: boolean,
  dropFromList = false,
): unknown {
  if (isInfinite(data))
    return {
      ...data,
      pages: data.pages.map((p) => patchFavourite(p, tutorId, isFavourite, dropFromList)),
    };
  if (isPage(data)) {
    const has = data.tutors.some((t) => t._id === tutorId);
    if (!has) return data;
    if (dropFromList) {
      const pagination = data.pagination
        ? { ...data.pagination, total: Math.max(0, data.pagination.total - 1) }
        : data.pagination;
      return { ...data, tutors: data.tutors.filter((t) => t._id !== tutorId), pagination };
    }
    return {
      ...data,
      tutors: data.tutors.map((t) => (t._id === tutorId ? { ...t, isFavourite } : t)),
    };
  }
  if (isTutor(data) && data._id === tutorId) return { ...data, isFavourite };
  return data;
}

const isFavouritesKey = (key: QueryKey) =>
  key[0] === FAVOURITES_KEY[0] && key[1] === FAVOURITES_KEY[1];

export function useToggleFavourite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ tutorId, favourite }: { tutorId: string; favourite: boolean }) =>
      favourite ? addFavourite(tutorId) : removeFavourite(tutorId),
    onMutate: async ({ tutorId, favourite }) => {
      // Stop a favourites refetch from landing on top of the optimistic state.
      await client.cancelQueries({ queryKey: FAVOURITES_KEY });
      const snapshot = client.getQueriesData({ queryKey: TUTORS_KEY });
      for (const [key, data] of snapshot) {
        if (data === undefined) continue;
        client.setQueryData(
          key,
          patchFavourite(data, tutorId, favourite, !favourite && isFavouritesKey(key)),
        );
      }
      return { snapshot };
    },
    onError: (error, { favourite }, context) => {
      for (const [key, data] of context?.snapshot ?? []) client.setQueryData(key, data);
      showToast(
        serverMessage(error) ?? (favourite ? MSG.addFavouriteFailed : MSG.removeFavouriteFailed),
        'danger',
      );
    },
    // The favourites page refetches (a new favourite appears there, in its place).
    onSettled: () => client.invalidateQueries({ queryKey: FAVOURITES_KEY }),
  });
}
