// core-marketplace §2 Student dashboard (tutor discovery): a search box (name, subject,
// description), the filters and a sort, Clear All, filters behind a toggle at 768 px or less, the
// tutor cards, and "No tutors found matching your criteria." The search lives in the URL (shared
// links and reloads give the same results); the database filters, sorts and pages, and the next
// page loads as the student scrolls.
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { TUTOR_SORTS, type TutorSort } from '@tm/shared/constants/marketplace';
import {
  SEARCH_MAX_CHARS,
  hasActiveFilters,
  tutorFiltersFromParams,
  tutorFiltersToParams,
  type TutorFilters,
} from '@tm/shared/rules/tutor-filters';
import { Button, ButtonLink } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { LoadingState, Spinner } from '@/components/ui/spinner';
import { TutorCard } from '@/entities/tutor/tutor-card';
import { countLabel } from '@/entities/tutor/tutor-format';
import { serverMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session-store';
import { useDocumentTitle } from '@/lib/use-document-title';
import { UpcomingClassBanner } from '@/entities/booking/upcoming-class';
import { UnreadMessagesNotice } from '@/entities/conversation/unread-messages-notice';
import { TutorFiltersPanel } from '../components/tutor-filters';
import { useTutorSearch } from '../api/get-tutors';

export const NO_TUTORS_TEXT = 'No tutors found matching your criteria.';
const SORT_LABELS: Record<TutorSort, string> = {
  new: 'Newest first',
  'price-low': 'Price: low to high',
  'price-high': 'Price: high to low',
  rating: 'Rating: best first',
};

/** The search box: the URL follows the text once the student pauses typing (or presses Enter). */
function SearchBox({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState(value);
  const commit = useRef(onSearch);
  useEffect(() => {
    commit.current = onSearch;
  });
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = setTimeout(() => commit.current(text), 400);
    return () => clearTimeout(timer);
  }, [text, value]);
  return (
    <form
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text);
      }}
    >
      <label htmlFor="tutor-search" className="sr-only">
        Search tutors by name, subject or description
      </label>
      <Input
        id="tutor-search"
        type="search"
        placeholder="Search by name, subject or description"
        value={text}
        maxLength={SEARCH_MAX_CHARS}
        onChange={(e) => setText(e.target.value)}
        className="h-12"
      />
    </form>
  );
}

function activeFilterCount(f: TutorFilters): number {
  return (
    (f.mode?.length ?? 0) +
    (f.subjects?.length ?? 0) +
    (f.days?.length ?? 0) +
    (f.timeRanges?.length ?? 0) +
    (f.minPrice !== undefined ? 1 : 0) +
    (f.maxPrice !== undefined ? 1 : 0)
  );
}

export default function StudentDashboardPage() {
  useDocumentTitle('Find Tutors');
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const filters = tutorFiltersFromParams(params);
  const [filtersOpen, setFiltersOpen] = useState(false);

  // react-router hands a functional update the params of the last render, so two updates before
  // the next render (the min and max price boxes settling together) would drop the first. Keep
  // the latest params here and build each update on them.
  const latestParams = useRef(params);
  useEffect(() => {
    latestParams.current = params;
  }, [params]);
  const update = useCallback(
    (patch: Partial<TutorFilters>) => {
      const next = new URLSearchParams(
        tutorFiltersToParams({ ...tutorFiltersFromParams(latestParams.current), ...patch }),
      );
      latestParams.current = next;
      setParams(next, { replace: true });
    },
    [setParams],
  );
  const clearAll = () => {
    latestParams.current = new URLSearchParams();
    setParams({}, { replace: true });
  };

  const search = useTutorSearch(filters);
  const tutors = search.data?.pages.flatMap((p) => p.tutors) ?? [];
  const first = search.data?.pages[0]?.pagination;
  // The server corrected a misspelt search ("mathematcs") because the words as typed found nobody.
  const correctedSearch = search.data?.pages[0]?.correctedSearch;

  // Load the next page when the end of the list scrolls into view.
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = search;
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const filterCount = activeFilterCount(filters);
  const nextPageError = search.isFetchNextPageError
    ? (serverMessage(search.error) ?? 'Could not load more tutors.')
    : null;

  return (
    <div className="grid gap-6">
      <header className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 className="text-2xl font-semibold tracking-tight md:text-3xl">Find Tutors</h1>
          <ButtonLink to="/group-classes" variant="secondary" size="sm">
            Group classes
          </ButtonLink>
        </div>
        {user?.role === 'student' && user.isFormSubmitted && (
          <UpcomingClassBanner viewer="student" user={user} />
        )}
        {user?.role === 'student' && <UnreadMessagesNotice />}
        {user && !user.isFormSubmitted && (
          <div
            role="status"
            className="flex flex-col gap-3 rounded-xl border border-accent-100 bg-accent-50 p-4 sm:flex-row sm:items-center"
          >
            <p className="flex-1 text-sm text-accent-900">
              <span className="font-semibold">Complete your profile.</span> You can browse tutors
              now; booking a class or a trial needs a complete profile.
            </p>
            <ButtonLink to="/student-account" size="sm">
              Complete Profile
            </ButtonLink>
          </div>
        )}
        <SearchBox
          value={filters.search ?? ''}
          onSearch={(text) => update({ search: text.trim() || undefined })}
        />
      </header>

      <div className="grid gap-6 min-[769px]:grid-cols-[16rem_1fr] lg:grid-cols-[18rem_1fr]">
        <aside aria-label="Filters" className="min-[769px]:self-start">
          {/* §2, §9: at 768 px or less the filters sit behind a toggle. */}
          <Button
            variant="secondary"
            className="w-full min-[769px]:hidden"
            aria-expanded={filtersOpen}
            aria-controls="tutor-filters"
            onClick={() => setFiltersOpen((o) => !o)}
          >
            {filtersOpen ? 'Hide filters' : 'Show filters'}
            {filterCount > 0 && (
              <span className="rounded-full bg-accent-700 px-2 text-xs text-white">
                {filterCount}
              </span>
            )}
          </Button>
          <div
            id="tutor-filters"
            className={cn(
              filtersOpen ? 'block' : 'hidden',
              'mt-3 rounded-xl border border-neutral-200 bg-white p-4 min-[769px]:mt-0 min-[769px]:block',
            )}
          >
            {/* Suspense boundaries (here and around each card) let the browser hydrate the
                server's page in short pieces, not one long task; nothing suspends. */}
            <Suspense fallback={null}>
              <TutorFiltersPanel filters={filters} onChange={update} onClear={clearAll} />
            </Suspense>
          </div>
        </aside>

        <section aria-labelledby="results-title" className="@container min-w-0">
          <div className="mb-4 flex flex-wrap items-center gap-3">
            <h2
              id="results-title"
              className="text-base font-semibold text-neutral-900"
              aria-live="polite"
            >
              {first
                ? `${countLabel(first.total, first.totalExact)} ${first.total === 1 ? 'tutor' : 'tutors'} found`
                : 'Tutors'}
            </h2>
            <label className="ml-auto flex items-center gap-2 text-sm whitespace-nowrap text-neutral-700">
              Sort by
              <Select
                className="h-10 w-auto"
                value={filters.sort ?? 'new'}
                onChange={(e) => update({ sort: e.target.value as TutorSort })}
                options={TUTOR_SORTS.map((s) => ({ value: s, label: SORT_LABELS[s] }))}
              />
            </label>
            {correctedSearch && (
              <p className="w-full text-sm text-neutral-700">
                No tutors matched “{filters.search}”. Showing results for “{correctedSearch}”.
              </p>
            )}
          </div>

          {search.isPending ? (
            <LoadingState label="Finding tutors…" />
          ) : search.isError ? (
            <ErrorState
              message={serverMessage(search.error) ?? search.error.message}
              onRetry={() => void search.refetch()}
            />
          ) : tutors.length === 0 ? (
            <div className="rounded-xl border border-neutral-200 bg-white">
              <EmptyState
                title={NO_TUTORS_TEXT}
                description={
                  hasActiveFilters(filters) ? 'Try fewer filters or another word.' : undefined
                }
                action={
                  hasActiveFilters(filters) ? (
                    <Button variant="secondary" onClick={clearAll}>
                      Clear All
                    </Button>
                  ) : undefined
                }
              />
            </div>
          ) : (
            <>
              <ul
                className={cn(
                  'grid gap-4 transition-opacity @2xl:grid-cols-2 @6xl:grid-cols-3',
                  search.isPlaceholderData && 'opacity-60',
                )}
                aria-label="Tutors"
                aria-busy={search.isPlaceholderData || undefined}
              >
                {tutors.map((t) => (
                  <li key={t._id}>
                    <Suspense fallback={null}>
                      <TutorCard tutor={t} />
                    </Suspense>
                  </li>
                ))}
              </ul>
              <div ref={sentinel} className="mt-6 flex justify-center">
                {hasNextPage ? (
                  <Button
                    variant="secondary"
                    onClick={() => void fetchNextPage()}
                    loading={isFetchingNextPage}
                  >
                    Load more tutors
                  </Button>
                ) : (
                  tutors.length > 12 && (
                    <p className="text-sm text-neutral-600">
                      You have reached the end of the list.
                    </p>
                  )
                )}
                {nextPageError && (
                  <p role="alert" className="ml-3 text-sm text-danger-700">
                    {nextPageError}
                  </p>
                )}
              </div>
              {isFetchingNextPage && <Spinner label="Loading more tutors" className="sr-only" />}
            </>
          )}
        </section>
      </div>
    </div>
  );
}
