// core-marketplace §2 Favourite tutors: the student's favourite tutors as cards; empty state
// "No favorite tutors yet" with "Start exploring tutors and add your favorites to keep track of
// the best ones!" and an Explore Tutors button to /. Unfavouriting a card removes it at once.
import { Button, ButtonLink } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingState } from '@/components/ui/spinner';
import { TutorCard } from '@/entities/tutor/tutor-card';
import { serverMessage } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useFavourites } from '../api/get-favourites';

export const FAVOURITES_EMPTY = {
  title: 'No favorite tutors yet',
  description: 'Start exploring tutors and add your favorites to keep track of the best ones!',
  action: 'Explore Tutors',
} as const;

export default function FavouriteTutorsPage() {
  useDocumentTitle('Favourites');
  const favourites = useFavourites();
  const tutors = favourites.data?.pages.flatMap((p) => p.tutors) ?? [];

  return (
    <div className="@container grid gap-6">
      <h1 className="text-2xl font-semibold tracking-tight md:text-3xl">Favourite Tutors</h1>
      {favourites.isPending ? (
        <LoadingState label="Loading your favourites…" />
      ) : favourites.isError ? (
        <ErrorState
          message={serverMessage(favourites.error) ?? favourites.error.message}
          onRetry={() => void favourites.refetch()}
        />
      ) : tutors.length === 0 ? (
        <div className="rounded-xl border border-neutral-200 bg-white">
          <EmptyState
            title={FAVOURITES_EMPTY.title}
            description={FAVOURITES_EMPTY.description}
            action={<ButtonLink to="/">{FAVOURITES_EMPTY.action}</ButtonLink>}
          />
        </div>
      ) : (
        <>
          <ul
            className="grid gap-4 @2xl:grid-cols-2 @5xl:grid-cols-3"
            aria-label="Favourite tutors"
          >
            {tutors.map((t) => (
              <li key={t._id}>
                <TutorCard tutor={t} />
              </li>
            ))}
          </ul>
          {favourites.hasNextPage && (
            <div className="flex justify-center">
              <Button
                variant="secondary"
                loading={favourites.isFetchingNextPage}
                onClick={() => void favourites.fetchNextPage()}
              >
                Show more
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
