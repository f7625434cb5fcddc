// The student's needs: each with its status and number of offers; open one to compare its offers.
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/spinner';
import { serverMessage } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMyNeeds } from '../api/get-my-needs';
import { NEED_STATUS_LABEL, NeedSummary } from '../components/need-summary';

export default function MyNeedsPage() {
  useDocumentTitle('My needs');
  const needs = useMyNeeds();
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight md:text-3xl">My needs</h1>
        <ButtonLink to="/post-need">Share a new need</ButtonLink>
      </div>
      {needs.isPending ? (
        <LoadingState label="Loading your needs…" />
      ) : needs.isError ? (
        <ErrorState
          message={serverMessage(needs.error) ?? needs.error.message}
          onRetry={() => void needs.refetch()}
        />
      ) : needs.data.needs.length === 0 ? (
        <Card>
          <EmptyState
            title="You have not shared a need yet"
            description="Tell us what you need and matching tutors will send you offers."
            action={<ButtonLink to="/post-need">Share your need</ButtonLink>}
          />
        </Card>
      ) : (
        <ul className="grid gap-4" aria-label="My needs">
          {needs.data.needs.map((n) => (
            <li key={n.id}>
              <Card className="grid gap-2 p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <Link
                    to={`/my-needs/${n.id}`}
                    className="text-lg font-medium underline-offset-2 hover:underline"
                  >
                    {n.subject} ({n.level})
                  </Link>
                  <span className="rounded-full bg-neutral-100 px-2.5 py-0.5 text-sm">
                    {NEED_STATUS_LABEL[n.status]} ·{' '}
                    {n.offerCount === 1 ? '1 offer' : `${n.offerCount} offers`}
                  </span>
                </div>
                <NeedSummary need={n} />
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
