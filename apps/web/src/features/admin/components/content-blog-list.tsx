// Content admin: the blogs, drafts included, with their state and actions.
import { useState } from 'react';
import { Link } from 'react-router';
import { BLOG_FALLBACKS } from '@tm/shared/constants/page-meta';
import type { BlogDto } from '@tm/shared/schemas/content';
import { serverMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { showToast } from '@/lib/toast-store';
import { cn } from '@/lib/cn';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useSaveBlog } from '../api/content-save-blog';

export function ContentBlogList({
  blogs,
  onEdit,
}: {
  blogs: BlogDto[];
  onEdit: (id: string) => void;
}) {
  const save = useSaveBlog();
  const [unpublishing, setUnpublishing] = useState<BlogDto | null>(null);

  const setPublished = (blog: BlogDto, published: boolean) =>
    save.mutate(
      { id: blog._id, body: { published } },
      {
        onSuccess: (res) => showToast(res.message, 'success'),
        onError: (error) => showToast(serverMessage(error) ?? error.message, 'danger'),
        onSettled: () => setUnpublishing(null),
      },
    );
  const busy = (blog: BlogDto) => save.isPending && save.variables?.id === blog._id;

  return (
    <>
      <ul className="divide-y divide-neutral-200 rounded-xl border border-neutral-200 bg-white">
        {blogs.map((blog) => (
          <li
            key={blog._id}
            className="flex flex-col gap-3 p-4 md:flex-row md:items-center md:gap-6"
          >
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-2">
                <span
                  className={cn(
                    'rounded-full px-2.5 py-0.5 text-xs font-medium',
                    blog.published
                      ? 'bg-success-50 text-success-700'
                      : 'bg-neutral-100 text-neutral-700',
                  )}
                >
                  {blog.published ? 'Published' : 'Draft'}
                </span>
                <h3 className="truncate font-semibold text-neutral-900">
                  {blog.title || BLOG_FALLBACKS.title}
                </h3>
              </div>
              <p className="mt-1 truncate text-sm text-neutral-600">
                /blog-details?slug={blog.slug}
                <span aria-hidden="true"> · </span>
                {blog.postedAt ? `Posted ${formatDate(blog.postedAt)}` : 'Never published'}
                <span aria-hidden="true"> · </span>
                Edited {formatDate(blog.updatedAt)}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button
                size="sm"
                variant="secondary"
                onClick={() => onEdit(blog._id)}
                aria-label={`Edit ${blog.title}`}
              >
                Edit
              </Button>
              {blog.published ? (
                <>
                  <Link
                    to={{
                      pathname: '/blog-details',
                      search: `?slug=${encodeURIComponent(blog.slug)}`,
                    }}
                    className="inline-flex h-9 items-center rounded-lg px-3 text-sm font-medium text-accent-700 hover:bg-accent-50"
                    aria-label={`View ${blog.title}`}
                  >
                    View
                  </Link>
                  <Button
                    size="sm"
                    variant="ghost"
                    loading={busy(blog)}
                    onClick={() => setUnpublishing(blog)}
                    aria-label={`Unpublish ${blog.title}`}
                  >
                    Unpublish
                  </Button>
                </>
              ) : (
                <Button
                  size="sm"
                  loading={busy(blog)}
                  onClick={() => setPublished(blog, true)}
                  aria-label={`Publish ${blog.title}`}
                >
                  Publish
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={unpublishing !== null}
        onOpenChange={(open) => !open && setUnpublishing(null)}
        title="Unpublish this blog?"
        message="It disappears from the blog list and its link stops working until you publish it again."
        confirmText="Unpublish"
        confirmVariant="danger"
        loading={save.isPending}
        onConfirm={() => unpublishing && setPublished(unpublishing, false)}
      />
    </>
  );
}
