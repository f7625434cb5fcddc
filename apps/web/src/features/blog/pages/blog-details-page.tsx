// core-marketplace §2 Blogs: the detail shows title, description, postedAt (dd/mm/yyyy), the
// optional image and the content, with fallbacks. The blog arrives in navigation state from a
// card (as the spec says) and is also found by ?slug= so a shared link or a reload works.
import { Link, useLocation, useSearchParams } from 'react-router';
import { blogPageTitle, PUBLIC_PAGE_META } from '@tm/shared/constants/page-meta';
import type { BlogDto } from '@tm/shared/schemas/content';
import { ApiError } from '@/lib/api-client';
import { sizedMediaUrl } from '@/lib/media-url';
import { usePageMeta } from '@/lib/use-page-meta';
import {
  blogDate,
  blogDescription,
  blogTitle,
  type BlogDetailsState,
} from '@/components/content/blog-card';
import { RichHtml } from '@/components/content/rich-html';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { LoadingState } from '@/components/ui/spinner';
import { useBlog } from '../api/get-blog';

/** core-marketplace §2: "a default article text as fallback" when a post has no content. */
export const DEFAULT_ARTICLE_HTML =
  '<p>The full article is being written by our team. In the meantime, explore our other posts on study habits, exam preparation and PhD research, or talk to a verified tutor about what you are learning.</p>';

function stateBlog(state: unknown): BlogDto | undefined {
  const blog = (state as Partial<BlogDetailsState> | null)?.blog;
  return blog && typeof blog === 'object' && typeof blog.slug === 'string' ? blog : undefined;
}

const BackLink = () => (
  <Link
    to="/blogs"
    className="inline-flex items-center gap-1 rounded text-sm font-medium text-accent-700 hover:text-accent-900"
  >
    <ArrowLeftIcon /> All articles
  </Link>
);

export default function BlogDetailsPage() {
  const location = useLocation();
  const [params] = useSearchParams();
  const fromState = stateBlog(location.state);
  const slug = params.get('slug') ?? fromState?.slug ?? null;
  const query = useBlog(slug, fromState);
  // A post unpublished since the list loaded: the server's 404 wins over the stale state.
  const gone = query.error instanceof ApiError && query.error.status === 404;
  const blog = gone ? undefined : (query.data ?? fromState);

  usePageMeta(
    blog ? blogPageTitle(blog.title) : PUBLIC_PAGE_META['/blogs']!.title,
    blog?.description ?? undefined,
  );

  if (!blog) {
    if (slug && query.isPending)
      return <LoadingState label="Loading article…" className="min-h-96" />;
    if (slug && query.isError && !gone) {
      return (
        <EmptyState
          title="This article could not be loaded"
          description="Please check your connection and try again."
          action={
            <Button variant="secondary" onClick={() => void query.refetch()}>
              Try again
            </Button>
          }
        />
      );
    }
    return (
      <EmptyState
        title="Article not found"
        description="It may have been moved or taken down. Browse our other articles instead."
        action={<ButtonLink to="/blogs">See all articles</ButtonLink>}
      />
    );
  }

  const image = sizedMediaUrl(blog.image, 600);
  return (
    <article className="mx-auto max-w-reading">
      <BackLink />
      <header className="mt-6">
        <p className="text-sm font-medium text-neutral-600">
          <time dateTime={blog.postedAt ?? undefined}>{blogDate(blog)}</time>
        </p>
        <h1 className="mt-2 text-3xl font-semibold tracking-tight text-neutral-900 md:text-4xl">
          {blogTitle(blog)}
        </h1>
        <p className="mt-4 text-lg text-neutral-600">{blogDescription(blog)}</p>
      </header>
      {image && (
        <img
          src={image}
          alt=""
          width={1200}
          height={675}
          fetchPriority="high"
          decoding="async"
          className="mt-8 aspect-video w-full rounded-xl bg-neutral-100 object-cover"
        />
      )}
      <RichHtml html={blog.content?.trim() || DEFAULT_ARTICLE_HTML} className="mt-8" />
      <footer className="mt-8 border-t border-neutral-200 pt-6">
        <BackLink />
      </footer>
    </article>
  );
}
