// /admin/refunds: refunds the cancellation policy holds for approval (late
// cancellations), approved ones and declined ones, with approve/decline; and the policy's numbers.
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { formatCurrency, formatDate } from '@/lib/format';
import { serverMessage } from '@/lib/api-client';
import { showToast } from '@/lib/toast-store';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDecideRefund, useRefundRequests, type RefundFilter } from '../api/refund-requests';
import { CancellationPolicyForm } from '../components/cancellation-policy-form';

const FILTERS: { value: RefundFilter; label: string }[] = [
  { value: 'pending_approval', label: 'Waiting' },
  { value: 'processed', label: 'Refunded' },
  { value: 'declined', label: 'Declined' },
];

export default function AdminRefundsPage() {
  useDocumentTitle('Refunds');
  const [params, setParams] = useSearchParams();
  const raw = params.get('status') as RefundFilter | null;
  const status = FILTERS.some((f) => f.value === raw) ? raw! : 'pending_approval';
  const list = useRefundRequests(status);
  const decide = useDecideRefund();
  const act = (id: string, approve: boolean) =>
    decide.mutate(
      { id, approve },
      {
        onSuccess: () => showToast(approve ? 'Refund paid.' : 'Refund declined.', 'success'),
        onError: (err) => showToast(serverMessage(err) ?? 'Please try again.', 'danger'),
      },
    );

  return (
    <section className="mx-auto grid w-full max-w-4xl gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">Refunds</h1>
      <div role="group" aria-label="Filter refunds" className="flex flex-wrap gap-2">
        {FILTERS.map((f) => (
          <button
            key={f.value}
            type="button"
            aria-pressed={status === f.value}
            onClick={() => setParams({ status: f.value }, { replace: true })}
            className={cn(
              'rounded-full px-3 py-1.5 text-sm font-medium ring-1',
              status === f.value
                ? 'bg-accent-700 ring-accent-700 text-white'
                : 'bg-white text-neutral-700 ring-neutral-300',
            )}
          >
            {f.label}
          </button>
        ))}
      </div>
      {list.isPending ? (
        <LoadingState label="Loading refunds" />
      ) : list.isError ? (
        <ErrorState message="Failed to load refunds." onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyState title="No refunds here" />
      ) : (
        <ul className="grid gap-3">
          {list.data.map((r) => (
            <li key={r._id}>
              <Card className="grid gap-2 p-4">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <p className="font-semibold">
                    {formatCurrency(r.amount, r.currency)} to {r.student.fullName}
                  </p>
                  <p className="text-sm text-neutral-600">{formatDate(r.createdAt)}</p>
                </div>
                <p className="text-sm text-neutral-700">
                  {r.subject} with {r.tutor.fullName} · cancelled by {r.cancelledBy}
                  {r.reason ? ` · “${r.reason}”` : ''}
                </p>
                <p className="text-sm text-neutral-600">
                  {r.lines
                    .map(
                      (l) =>
                        `${l.key}: ${l.kind} ${l.percent}% = ${formatCurrency(l.refund, r.currency)}`,
                    )
                    .join(' · ')}
                </p>
                {r.status === 'pending_approval' && (
                  <div className="flex flex-wrap gap-2">
                    <Button size="sm" disabled={decide.isPending} onClick={() => act(r._id, true)}>
                      Approve refund
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={decide.isPending}
                      onClick={() => act(r._id, false)}
                    >
                      Decline
                    </Button>
                  </div>
                )}
              </Card>
            </li>
          ))}
        </ul>
      )}
      <CancellationPolicyForm />
    </section>
  );
}
