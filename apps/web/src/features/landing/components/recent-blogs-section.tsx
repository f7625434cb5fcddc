// core-marketplace §2 "Landing page": recent blogs, from the API. The landing sits outside the
// React Query provider (its first download is budgeted), so this fetches with the API client.
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { BlogDto, BlogListResponse } from '@tm/shared/schemas/content';
import { useServerData } from '@/lib/ssr-state';
import { BlogCard, BlogCardSkeleton } from '@/components/content/blog-card';
import { RECENT_BLOGS_COUNT, recentBlogsQuery } from '../lib/recent-blogs';
import { SectionHeading } from './section-heading';

type State = { status: 'loading' } | { status: 'done'; blogs: BlogDto[] };

function RecentBlogsList() {
  // A server-rendered landing arrives with the posts: no request, nothing moves.
  const rendered = useServerData<BlogListResponse>(recentBlogsQuery.queryKey);
  const [state, setState] = useState<State>(
    rendered ? { status: 'done', blogs: rendered.blogs } : { status: 'loading' },
  );

  useEffect(() => {
    if (state.status === 'done') return;
    const controller = new AbortController();
    recentBlogsQuery
      .queryFn({ signal: controller.signal })
      .then((data) => setState({ status: 'done', blogs: data.blogs }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // core-marketplace §8: blog loading failures are only logged and leave the list empty.
        console.warn('Recent blogs could not be loaded', error);
        setState({ status: 'done', blogs: [] });
      });
    return () => controller.abort();
  }, [state.status]);

  if (state.status === 'loading') {
    return (
      <ul className="grid gap-6 md:grid-cols-3" aria-label="Loading articles">
        {Array.from({ length: RECENT_BLOGS_COUNT }, (_, i) => (
          <li key={i}>
            <BlogCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  if (state.blogs.length === 0) {
    return (
      <p className="text-neutral-600">New articles are on their way. Please check back soon.</p>
    );
  }
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {state.blogs.map((blog) => (
        <li key={blog._id}>
          <BlogCard blog={blog} headingLevel="h3" />
        </li>
      ))}
    </ul>
  );
}

export function RecentBlogsSection() {
  return (
    <section
      aria-labelledby="blogs-title"
      className="mx-auto max-w-page px-4 py-16 md:px-6 md:py-20"
    >
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <SectionHeading id="blogs-title" eyebrow="From the blog" title="Recent articles" />
        <Link
          to="/blogs"
          className="rounded text-sm font-medium text-accent-700 hover:text-accent-900"
        >
          See all articles →
        </Link>
      </div>
      <div className="mt-8">
        <RecentBlogsList />
      </div>
    </section>
  );
}
