// mentorship-policies-video §2 "Policy pages" and core-marketplace §2 "Terms & Conditions page":
// each page shows server-supplied HTML, or its failure text: "Something went wrong while getting
// Terms & Conditions." / "...privacy policy." (core-marketplace §8) and "Something went wrong
// while getting content." for cancellation-refund and shipping-policy.
import { BRAND_NAME } from '@tm/shared/constants/contact';
import { POLICY_PAGES } from '@tm/shared/constants/content';
import type { PolicyPageKey } from '@tm/shared/constants/page-meta';
import { formatDate } from '@/lib/format';
import { usePageMeta } from '@/lib/use-page-meta';
import { RichHtml } from '@/components/content/rich-html';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { usePage } from '../api/get-page';

export function PolicyPage({ pageKey }: { pageKey: PolicyPageKey }) {
  const fixed = POLICY_PAGES[pageKey];
  const { data, isPending, isError, refetch, isRefetching } = usePage(pageKey);
  const title = data?.title ?? fixed.title;
  usePageMeta(`${title} | ${BRAND_NAME}`, fixed.description);

  return (
    <article className="mx-auto max-w-reading">
      <h1 className="text-3xl font-semibold tracking-tight text-neutral-900 md:text-4xl">
        {title}
      </h1>
      {isPending ? (
        <LoadingState className="mt-8" />
      ) : isError ? (
        <div role="alert" className="mt-8 rounded-xl border border-danger-100 bg-danger-50 p-6">
          <p className="font-medium text-danger-700">{fixed.failure}</p>
          <Button
            variant="secondary"
            className="mt-4"
            loading={isRefetching}
            onClick={() => void refetch()}
          >
            Try again
          </Button>
        </div>
      ) : (
        <>
          <p className="mt-3 text-sm text-neutral-600">
            Last updated <time dateTime={data.updatedAt}>{formatDate(data.updatedAt)}</time>
          </p>
          <RichHtml html={data.html} className="mt-8" />
        </>
      )}
    </article>
  );
}
