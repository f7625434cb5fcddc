// core-marketplace §2 Blogs: a card shows title, description and postedAt (dd/mm/yyyy) with the
// fallbacks "No Title", "No Description" and "No Date", and an optional image. Clicking it opens
// /blog-details with the blog in navigation state (as the spec says) and its slug in the query,
// so the address can be shared and reloaded.
import { Link } from 'react-router';
import { BLOG_FALLBACKS } from '@tm/shared/constants/page-meta';
import { avatarColour } from '@tm/shared/rules/avatar';
import type { BlogDto } from '@tm/shared/schemas/content';
import { formatDate } from '@/lib/format';
import { sizedMediaUrl } from '@/lib/media-url';
import { cn } from '@/lib/cn';

export interface BlogDetailsState {
  blog: BlogDto;
}

export function blogDetailsLink(blog: Pick<BlogDto, 'slug'>) {
  return { pathname: '/blog-details', search: `?slug=${encodeURIComponent(blog.slug)}` };
}

export function blogTitle(blog: Pick<BlogDto, 'title'>): string {
  return blog.title?.trim() || BLOG_FALLBACKS.title;
}

export function blogDescription(blog: Pick<BlogDto, 'description'>): string {
  return blog.description?.trim() || BLOG_FALLBACKS.description;
}

export function blogDate(blog: Pick<BlogDto, 'postedAt'>): string {
  return formatDate(blog.postedAt, BLOG_FALLBACKS.date);
}

export function BlogCard({
  blog,
  headingLevel = 'h2',
  eager = false,
}: {
  blog: BlogDto;
  headingLevel?: 'h2' | 'h3';
  /** A card in the first row of a page: its image loads at once (it may be the largest paint). */
  eager?: boolean;
}) {
  const Heading = headingLevel;
  const image = sizedMediaUrl(blog.image, 320);
  const state: BlogDetailsState = { blog };
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-neutral-200 bg-white shadow-xs transition-colors hover:shadow-md">
      <div
        className={cn(
          'aspect-video w-full overflow-hidden',
          image ? 'bg-neutral-100' : 'bg-accent-50',
        )}
      >
        {image ? (
          <img
            src={image}
            alt=""
            width={640}
            height={360}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : undefined}
            decoding="async"
            className="size-full object-cover"
          />
        ) : (
          // without a cover, a colour of its own (from the slug) rather than a pale letter.
          <div
            aria-hidden="true"
            className="flex size-full items-center justify-center text-5xl font-semibold text-white/90"
            style={{ backgroundColor: avatarColour(blog.slug) }}
          >
            {blogTitle(blog).charAt(0)}
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-medium text-neutral-600">
          <time dateTime={blog.postedAt ?? undefined}>{blogDate(blog)}</time>
        </p>
        <Heading className="mt-2 text-lg font-semibold text-neutral-900">
          <Link
            to={blogDetailsLink(blog)}
            state={state}
            className="rounded after:absolute after:inset-0 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600 group-hover:text-accent-800"
          >
            {blogTitle(blog)}
          </Link>
        </Heading>
        <p className="mt-2 line-clamp-3 text-sm text-neutral-600">{blogDescription(blog)}</p>
        <p aria-hidden="true" className="mt-auto pt-4 text-sm font-medium text-accent-700">
          Read article →
        </p>
      </div>
    </article>
  );
}

/** The card's shape while the list loads. */
export function BlogCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex h-full animate-pulse flex-col overflow-hidden rounded-xl border border-neutral-200 bg-white"
    >
      <div className="aspect-video w-full bg-neutral-100" />
      <div className="space-y-3 p-5">
        <div className="h-3 w-20 rounded bg-neutral-100" />
        <div className="h-5 w-4/5 rounded bg-neutral-100" />
        <div className="h-3 w-full rounded bg-neutral-100" />
        <div className="h-3 w-2/3 rounded bg-neutral-100" />
      </div>
    </div>
  );
}
