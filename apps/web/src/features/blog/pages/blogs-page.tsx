// core-marketplace §2 Blogs: paged blog cards with the pager. The page number lives in the
// address (?page=2 is the second page; the API counts from 0) so a page can be shared.
import { useSearchParams } from 'react-router';
import { PUBLIC_PAGE_META } from '@tm/shared/constants/page-meta';
import { usePageMeta } from '@/lib/use-page-meta';
import { BlogCard, BlogCardSkeleton } from '@/components/content/blog-card';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useBlogs } from '../api/get-blogs';
import { BlogPager } from '../components/blog-pager';

const META = PUBLIC_PAGE_META['/blogs']!;

/** ?page=N (1-based) → the API's 0-based page; anything else is the first page. */
export function pageFromSearch(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n - 1 : 0;
}

export default function BlogsPage() {
  usePageMeta(META.title, META.description);
  const [params] = useSearchParams();
  const page = pageFromSearch(params.get('page'));
  const { data, isPending, isError, isFetching, refetch } = useBlogs(page);

  return (
    <div>
      <header className="max-w-reading">
        <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">Blog</p>
        <h1 className="mt-2 text-3xl font-semibold tracking-tight text-neutral-900 md:text-4xl">
          Study smarter, teach better
        </h1>
        <p className="mt-3 text-lg text-neutral-600">
          Exam preparation, study habits and PhD research guidance from our tutors and mentors.
        </p>
      </header>

      <div className="mt-8" aria-busy={isFetching || undefined}>
        {isPending ? (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Loading articles">
            {Array.from({ length: 6 }, (_, i) => (
              <li key={i}>
                <BlogCardSkeleton />
              </li>
            ))}
          </ul>
        ) : isError ? (
          // core-marketplace §8: blog loading failures leave the list empty. Decision: say so
          // plainly and offer a retry, rather than pretend there are no articles.
          <EmptyState
            title="Articles could not be loaded"
            description="Please check your connection and try again."
            action={
              <Button variant="secondary" onClick={() => void refetch()}>
                Try again
              </Button>
            }
          />
        ) : data.blogs.length === 0 ? (
          <EmptyState
            title={page === 0 ? 'No articles yet' : 'No articles on this page'}
            description={
              page === 0
                ? 'Our tutors and mentors are writing. Please check back soon.'
                : 'This page is past the last article.'
            }
          />
        ) : (
          <>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {data.blogs.map((blog, i) => (
                <li key={blog._id}>
                  <BlogCard blog={blog} eager={i < 3} />
                </li>
              ))}
            </ul>
            <BlogPager
              page={page}
              pageCount={data.pagination.totalPages}
              hrefFor={(p) => (p === 0 ? '/blogs' : `/blogs?page=${p + 1}`)}
            />
          </>
        )}
      </div>
    </div>
  );
}
