// the reviews of a tutor, newest first and paged: on the tutor page (public), and
// on the tutor's own dashboard, where the tutor may reply to each once.
import { lazy, Suspense, useState } from 'react';
import { REVIEW_MESSAGES } from '@tm/shared/constants/reviews';
import { RatingSummary } from './stars';
import { ReviewItem } from './review-item';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PagerNav } from '@/components/ui/page-nav';
import { LoadingState } from '@/components/ui/spinner';
import { serverMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { useTutorReviews } from './reviews-api';

const ReplyForm = lazy(() => import('./reply-form').then((m) => ({ default: m.ReplyForm })));

export function TutorReviews({ tutorId }: { tutorId: string }) {
  const [page, setPage] = useState(1);
  const reviews = useTutorReviews(tutorId, page);
  const { user } = useSession();
  const isOwnPage = user?.role === 'tutor' && user._id === tutorId;
  return (
    <Card className="grid gap-4">
      <section aria-labelledby="section-reviews" className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="section-reviews" className="text-base font-semibold text-neutral-900">
            Reviews
          </h2>
          {reviews.data && (
            <RatingSummary average={reviews.data.ratingAverage} count={reviews.data.ratingCount} />
          )}
        </div>
        {reviews.isPending && <LoadingState label="Loading reviews…" />}
        {reviews.isError && (
          <div role="alert" className="text-sm text-danger-700">
            <p>
              {REVIEW_MESSAGES.loadFailed}: {serverMessage(reviews.error) ?? reviews.error.message}
            </p>
            <Button
              variant="secondary"
              size="sm"
              className="mt-2"
              onClick={() => void reviews.refetch()}
            >
              Try again
            </Button>
          </div>
        )}
        {reviews.data && reviews.data.reviews.length === 0 && (
          <p className="text-sm text-neutral-600">
            {REVIEW_MESSAGES.noReviews}. Students can rate a class after it has been held.
          </p>
        )}
        {reviews.data && reviews.data.reviews.length > 0 && (
          <ul
            className="grid gap-4 divide-y divide-neutral-100"
            aria-busy={reviews.isFetching || undefined}
          >
            {reviews.data.reviews.map((r) => (
              <li key={r._id} className="pt-4 first:pt-0">
                <ReviewItem review={r}>
                  {isOwnPage && !r.reply && (
                    <Suspense fallback={<div className="h-8" />}>
                      <ReplyForm review={r} />
                    </Suspense>
                  )}
                </ReviewItem>
              </li>
            ))}
          </ul>
        )}
        {reviews.data && (
          <PagerNav
            label="Review pages"
            page={page}
            pages={reviews.data.pagination.pages}
            onPage={setPage}
          />
        )}
      </section>
    </Card>
  );
}
