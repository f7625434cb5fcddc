// /admin/tutors: the tutor verification queue (core-marketplace §4 Tutor verification). Pending
// tutors oldest first, with their documents; approve, or reject with a required reason. The
// tutor is emailed either way (see the Outbox tab). Verified and rejected lists for reference.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { VERIFICATION_STATUSES, type VerificationStatus } from '@tm/shared/constants/marketplace';
import { serverMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { showToast } from '@/lib/toast-store';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ShieldIcon } from '@/components/ui/icons';
import { LoadingState } from '@/components/ui/spinner';
import { useAdminTutors, type AdminTutor } from '../api/get-admin-tutors';
import { useReviewTutor } from '../api/review-tutor';
import { RejectTutorDialog } from '../components/reject-tutor-dialog';
import { PagerNav } from '@/components/ui/page-nav';
import { TutorReviewCard } from '../components/tutor-review-card';

const TAB_LABEL: Record<VerificationStatus, string> = {
  pending: 'Awaiting review',
  verified: 'Verified',
  rejected: 'Rejected',
};
const EMPTY: Record<VerificationStatus, string> = {
  pending: 'No tutors are awaiting review.',
  verified: 'No verified tutors yet.',
  rejected: 'No rejected tutors.',
};

export default function AdminTutorsPage() {
  useDocumentTitle('Tutor verification');
  const [params, setParams] = useSearchParams();
  const status = (VERIFICATION_STATUSES as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as VerificationStatus)
    : 'pending';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const tutors = useAdminTutors(status, page);
  const { approve, reject } = useReviewTutor();
  const [rejecting, setRejecting] = useState<AdminTutor | null>(null);

  const go = (next: { status?: VerificationStatus; page?: number }) =>
    setParams({ status: next.status ?? status, page: String(next.page ?? 1) });
  const onApprove = (tutor: AdminTutor) =>
    approve.mutate(
      { id: tutor._id, submittedAt: tutor.submittedAt },
      {
        onSuccess: () =>
          showToast(`${tutor.fullName} is verified and has been emailed.`, 'success'),
        onError: (e) =>
          showToast(
            serverMessage(e) ?? 'The tutor could not be approved. Please try again.',
            'danger',
          ),
      },
    );
  const onReject = (reason: string) => {
    if (!rejecting) return;
    const tutor = rejecting;
    reject.mutate(
      { id: tutor._id, reason },
      {
        onSuccess: () => {
          setRejecting(null);
          showToast(`${tutor.fullName} was rejected and has been emailed the reason.`, 'success');
        },
      },
    );
  };

  return (
    <div className="grid gap-6 [&>*]:min-w-0">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight md:text-3xl">Tutor verification</h1>
        <p className="mt-1 text-sm text-neutral-600">
          Check each tutor's details and documents, then approve them or reject with a reason.
        </p>
      </header>
      <div role="tablist" aria-label="Verification status" className="flex flex-wrap gap-2">
        {VERIFICATION_STATUSES.map((s) => (
          <button
            key={s}
            role="tab"
            type="button"
            aria-selected={s === status}
            onClick={() => go({ status: s })}
            className={cn(
              'inline-flex h-10 items-center gap-2 rounded-full border px-4 text-sm font-medium',
              s === status
                ? 'border-accent-700 bg-accent-700 text-white'
                : 'border-neutral-300 bg-white text-neutral-800 hover:bg-neutral-50',
            )}
          >
            {TAB_LABEL[s]}
            {tutors.data && (
              <span
                className={cn(
                  'rounded-full px-2 text-xs',
                  s === status ? 'bg-white/20' : 'bg-neutral-100',
                )}
              >
                {tutors.data.counts[s]}
              </span>
            )}
          </button>
        ))}
      </div>
      <section role="tabpanel" aria-label={TAB_LABEL[status]} className="grid gap-4 [&>*]:min-w-0">
        {tutors.isPending && <LoadingState label="Loading tutors…" />}
        {tutors.isError && (
          <div role="alert" className="rounded-xl border border-danger-100 bg-danger-50 p-6">
            <p className="font-medium text-danger-700">
              Tutors could not be loaded: {tutors.error.message}
            </p>
            <Button variant="secondary" className="mt-4" onClick={() => void tutors.refetch()}>
              Try again
            </Button>
          </div>
        )}
        {tutors.data && tutors.data.tutors.length === 0 && (
          <EmptyState icon={<ShieldIcon />} title={EMPTY[status]} />
        )}
        {tutors.data?.tutors.map((tutor) => (
          <TutorReviewCard
            key={tutor._id}
            tutor={tutor}
            onApprove={status === 'pending' ? () => onApprove(tutor) : undefined}
            onReject={status === 'pending' ? () => setRejecting(tutor) : undefined}
            approving={approve.isPending && approve.variables?.id === tutor._id}
          />
        ))}
        {tutors.data && (
          <PagerNav
            page={tutors.data.pagination.page}
            pages={tutors.data.pagination.pages}
            onPage={(p) => go({ page: p })}
          />
        )}
      </section>
      <RejectTutorDialog
        key={rejecting?._id ?? 'none'}
        tutorName={rejecting?.fullName ?? null}
        onOpenChange={(open) => {
          if (!open) {
            setRejecting(null);
            reject.reset();
          }
        }}
        onReject={onReject}
        pending={reject.isPending}
        serverError={reject.error ? (serverMessage(reject.error) ?? reject.error.message) : null}
      />
    </div>
  );
}
