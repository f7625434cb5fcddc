// /admin/reviews: every review with its full text, newest first; an admin hides
// abusive text (the public then sees a notice; the rating still counts) or shows it again.
import { useSearchParams } from 'react-router';
import { ADMIN_REVIEW_FILTERS } from '@tm/shared/schemas/reviews';
import { ReviewItem } from '@/components/reviews/review-item';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ChatIcon } from '@/components/ui/icons';
import { LoadingState } from '@/components/ui/spinner';
import { FilterChips } from '@/entities/booking/filter-chips';
import { serverMessage } from '@/lib/api-client';
import { showToast } from '@/lib/toast-store';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminReviews, useSetReviewVisibility, type AdminReviewFilter } from '../api/reviews';
import { PagerNav } from '@/components/ui/page-nav';

const isFilter = (v: string | null): v is AdminReviewFilter =>
  ADMIN_REVIEW_FILTERS.includes(v as AdminReviewFilter);

export default function AdminReviewsPage() {
  useDocumentTitle('Reviews');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const raw = params.get('filter');
  const filter: AdminReviewFilter = isFilter(raw) ? raw : 'all';
  const reviews = useAdminReviews(page, filter);
  const visibility = useSetReviewVisibility();

  const toggle = (id: string, hidden: boolean) =>
    visibility.mutate(
      { id, hidden },
      {
        onSuccess: () => showToast(hidden ? 'Review hidden.' : 'Review shown again.', 'success'),
        onError: (err) => showToast(serverMessage(err) ?? 'Could not change the review.', 'danger'),
      },
    );

  return (
    <div className="grid gap-6 [&>*]:min-w-0">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight md:text-3xl">Reviews</h1>
        <p className="mt-1 text-sm text-neutral-600">
          Students’ ratings of their classes, newest first. Hiding a review hides its text
          everywhere except here; its rating still counts in the tutor’s average.
        </p>
      </header>
      <FilterChips
        label="Filter reviews"
        options={ADMIN_REVIEW_FILTERS}
        value={filter}
        onChange={(next) => setParams(next === 'all' ? {} : { filter: next }, { replace: true })}
      />
      {reviews.isPending && <LoadingState label="Loading reviews…" />}
      {reviews.isError && (
        <div role="alert" className="rounded-xl border border-danger-100 bg-danger-50 p-6">
          <p className="font-medium text-danger-700">
            Reviews could not be loaded: {serverMessage(reviews.error) ?? reviews.error.message}
          </p>
          <Button variant="secondary" className="mt-4" onClick={() => void reviews.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {reviews.data && reviews.data.reviews.length === 0 && (
        <EmptyState icon={<ChatIcon />} title="No reviews here yet." />
      )}
      {reviews.data && reviews.data.reviews.length > 0 && (
        <ul className="grid gap-3">
          {reviews.data.reviews.map((r) => {
            const hidden = r.hiddenAt !== null;
            return (
              <li key={r._id}>
                <Card className={hidden ? 'border-warning-100 bg-warning-50/40 p-4' : 'p-4'}>
                  <ReviewItem
                    review={{ ...r, commentHidden: false }}
                    author={`${r.studentFullName} → ${r.tutorName}`}
                  >
                    <div className="flex flex-wrap items-center gap-3">
                      {hidden && (
                        <span className="rounded-full bg-warning-100 px-2 py-0.5 text-xs font-medium text-warning-700">
                          Hidden from the public
                        </span>
                      )}
                      <Button
                        size="sm"
                        variant={hidden ? 'secondary' : 'danger'}
                        loading={visibility.isPending && visibility.variables?.id === r._id}
                        onClick={() => toggle(r._id, !hidden)}
                        aria-label={`${hidden ? 'Show' : 'Hide'} the review by ${r.studentFullName}`}
                      >
                        {hidden ? 'Show again' : 'Hide text'}
                      </Button>
                    </div>
                  </ReviewItem>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
      {reviews.data && (
        <PagerNav
          page={page}
          pages={reviews.data.pagination.pages}
          onPage={(p) => setParams({ ...(filter === 'all' ? {} : { filter }), page: String(p) })}
        />
      )}
    </div>
  );
}
