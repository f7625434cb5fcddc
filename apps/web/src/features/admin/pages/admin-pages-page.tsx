// Content admin (/admin/pages): edit the four policy pages (privacy-policy, terms-and-conditions,
// cancellation-refund, shipping-policy). ?key= picks the page.
import { Link, useSearchParams } from 'react-router';
import { POLICY_PAGES } from '@tm/shared/constants/content';
import { POLICY_PAGE_KEYS, type PolicyPageKey } from '@tm/shared/constants/page-meta';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { usePolicyPage } from '../api/content-get-page';
import { ContentPageEditor } from '../components/content-page-editor';

function isPageKey(value: string | null): value is PolicyPageKey {
  return POLICY_PAGE_KEYS.includes(value as PolicyPageKey);
}

function PageEditorLoader({ pageKey }: { pageKey: PolicyPageKey }) {
  const query = usePolicyPage(pageKey);
  const missing = query.error instanceof ApiError && query.error.status === 404;
  if (query.isPending) return <LoadingState label="Loading page…" />;
  if (query.isError && !missing) {
    return (
      <div role="alert" className="rounded-xl border border-danger-100 bg-danger-50 p-6">
        <p className="font-medium text-danger-700">{POLICY_PAGES[pageKey].failure}</p>
        <Button variant="secondary" className="mt-4" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const page = missing ? null : (query.data ?? null);
  // Keyed by page and version, so switching pages or saving elsewhere resets the form.
  return (
    <ContentPageEditor
      key={`${pageKey}:${page?.updatedAt ?? 'new'}`}
      pageKey={pageKey}
      page={page}
      defaultTitle={POLICY_PAGES[pageKey].title}
    />
  );
}

export default function AdminPagesPage() {
  useDocumentTitle('Policy pages · Admin');
  const [params] = useSearchParams();
  const requested = params.get('key');
  const current: PolicyPageKey = isPageKey(requested) ? requested : POLICY_PAGE_KEYS[0];

  return (
    <section aria-labelledby="admin-pages-title" className="flex min-w-0 flex-col gap-6">
      <div>
        <h1
          id="admin-pages-title"
          className="text-2xl font-semibold tracking-tight text-neutral-900"
        >
          Policy pages
        </h1>
        <p className="mt-1 text-sm text-neutral-600">
          What visitors read on the policy pages. The cancellation policy&rsquo;s numbers come from
          the policy set under Refunds.
        </p>
      </div>
      <nav aria-label="Policy pages">
        <ul className="flex flex-wrap gap-2">
          {POLICY_PAGE_KEYS.map((key) => (
            <li key={key}>
              <Link
                to={{ search: `?key=${key}` }}
                aria-current={key === current ? 'page' : undefined}
                className={cn(
                  'inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium',
                  key === current
                    ? 'border-accent-700 bg-accent-700 text-white'
                    : 'border-neutral-300 bg-white text-neutral-700 hover:bg-neutral-50',
                )}
              >
                {POLICY_PAGES[key].title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <PageEditorLoader key={current} pageKey={current} />
    </section>
  );
}
