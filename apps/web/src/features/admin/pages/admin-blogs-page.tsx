// Content admin (/admin/blogs): the blog list with drafts, and the editor to create, edit,
// publish and unpublish. ?new opens a new blog, ?edit=<id> an existing one, ?page=N pages the list.
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingState } from '@/components/ui/spinner';
import { useAdminBlog } from '../api/content-get-blog';
import { useAdminBlogs } from '../api/content-get-blogs';
import { ContentBlogEditor } from '../components/content-blog-editor';
import { ContentBlogList } from '../components/content-blog-list';

function ErrorCard({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-xl border border-danger-100 bg-danger-50 p-6">
      <p className="font-medium text-danger-700">{message}</p>
      <Button variant="secondary" className="mt-4" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

function EditExisting({ id, onDone }: { id: string; onDone: () => void }) {
  const blog = useAdminBlog(id);
  if (blog.isPending) return <LoadingState label="Loading blog…" />;
  if (blog.isError)
    return <ErrorCard message={blog.error.message} onRetry={() => void blog.refetch()} />;
  return <ContentBlogEditor key={blog.data._id} blog={blog.data} onDone={onDone} />;
}

export default function AdminBlogsPage() {
  useDocumentTitle('Blogs · Admin');
  const [params, setParams] = useSearchParams();
  const editId = params.get('edit');
  const creating = params.has('new');
  const pageParam = Number(params.get('page'));
  const page = Number.isInteger(pageParam) && pageParam >= 1 ? pageParam - 1 : 0;
  const list = useAdminBlogs(page, !creating && !editId);
  const backToList = () => setParams(page ? { page: String(page + 1) } : {});

  return (
    <section aria-labelledby="admin-blogs-title" className="flex min-w-0 flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1
            id="admin-blogs-title"
            className="text-2xl font-semibold tracking-tight text-neutral-900"
          >
            Blogs
          </h1>
          <p className="mt-1 text-sm text-neutral-600">
            Write, publish and unpublish articles. Drafts are visible only here.
          </p>
        </div>
        {!creating && !editId && <Button onClick={() => setParams({ new: '' })}>New blog</Button>}
      </div>

      {creating ? (
        <ContentBlogEditor blog={null} onDone={backToList} />
      ) : editId ? (
        <EditExisting id={editId} onDone={backToList} />
      ) : list.isPending ? (
        <LoadingState label="Loading blogs…" />
      ) : list.isError ? (
        <ErrorCard message={list.error.message} onRetry={() => void list.refetch()} />
      ) : list.data.blogs.length === 0 ? (
        <EmptyState
          title={page === 0 ? 'No blogs yet' : 'No blogs on this page'}
          description="Write the first article: it stays a draft until you publish it."
          action={<Button onClick={() => setParams({ new: '' })}>New blog</Button>}
        />
      ) : (
        <>
          <ContentBlogList blogs={list.data.blogs} onEdit={(id) => setParams({ edit: id })} />
          {list.data.pagination.totalPages > 1 && (
            <nav aria-label="Blog list pages" className="flex items-center justify-between gap-3">
              <Button
                variant="secondary"
                size="sm"
                disabled={page === 0}
                onClick={() => setParams(page > 1 ? { page: String(page) } : {})}
              >
                Previous
              </Button>
              <p className="text-sm text-neutral-600">
                Page {page + 1} of {list.data.pagination.totalPages}
              </p>
              <Button
                variant="secondary"
                size="sm"
                disabled={page + 1 >= list.data.pagination.totalPages}
                onClick={() => setParams({ page: String(page + 2) })}
              >
                Next
              </Button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
