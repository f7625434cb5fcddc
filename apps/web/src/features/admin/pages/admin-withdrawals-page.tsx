// /admin/withdrawals: tutors' payout requests. An admin pays each outside the site (bank transfer
// or UPI), then marks it paid with the reference, or rejects it with a reason (the money returns
// to the tutor's balance). The tutor is emailed either way.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { WithdrawalDto } from '@tm/shared/schemas/payments';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { LoadingState } from '@/components/ui/spinner';
import { formatCurrency, formatDate } from '@/lib/format';
import { showToast } from '@/lib/toast-store';
import { useDocumentTitle } from '@/lib/use-document-title';
import { cn } from '@/lib/cn';
import {
  useAdminWithdrawals,
  useDecideWithdrawal,
  type WithdrawalFilter,
} from '../api/withdrawals';
import { RefundsDue } from '../components/refunds-due';
import { PaymentMismatches } from '../components/payment-mismatches';

const FILTERS: WithdrawalFilter[] = ['pending', 'paid', 'rejected', 'all'];
const label = (f: string) => f[0]!.toUpperCase() + f.slice(1);

export default function AdminWithdrawalsPage() {
  useDocumentTitle('Withdrawals');
  const [params, setParams] = useSearchParams();
  const raw = params.get('status') as WithdrawalFilter | null;
  const status: WithdrawalFilter = raw && FILTERS.includes(raw) ? raw : 'pending';
  const list = useAdminWithdrawals(status);
  const decide = useDecideWithdrawal();
  const [acting, setActing] = useState<{ w: WithdrawalDto; kind: 'paid' | 'rejected' } | null>(
    null,
  );
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const confirm = () => {
    if (!acting) return;
    if (text.trim().length < 3) {
      setError(acting.kind === 'paid' ? 'Payment reference is required.' : 'A reason is required.');
      return;
    }
    const d =
      acting.kind === 'paid'
        ? { id: acting.w._id, status: 'paid' as const, reference: text.trim() }
        : { id: acting.w._id, status: 'rejected' as const, reason: text.trim() };
    decide.mutate(d, {
      onSuccess: () => {
        showToast(
          acting.kind === 'paid'
            ? 'Marked paid. The tutor has been emailed.'
            : 'Rejected. The tutor has been emailed.',
          'success',
        );
        setActing(null);
      },
      onError: (err) => setError(err.message),
    });
  };

  return (
    <div className="grid gap-6 [&>*]:min-w-0">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight md:text-3xl">Withdrawals</h1>
        <p className="mt-1 text-sm text-neutral-600">
          Pay each request to the account shown, then mark it paid with the bank or UPI reference.
        </p>
      </header>
      <RefundsDue />
      <PaymentMismatches />
      <div role="group" aria-label="Filter withdrawals by status" className="flex flex-wrap gap-2">
        {FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            aria-pressed={status === f}
            onClick={() => setParams(f === 'pending' ? {} : { status: f })}
            className={cn(
              'h-9 rounded-full border px-4 text-sm font-medium',
              status === f
                ? 'border-accent-700 bg-accent-700 text-white'
                : 'border-neutral-300 bg-white text-neutral-700 hover:bg-neutral-50',
            )}
          >
            {label(f)}
          </button>
        ))}
      </div>
      {list.isPending && <LoadingState label="Loading withdrawals…" />}
      {list.isError && (
        <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />
      )}
      {list.data && list.data.length === 0 && (
        <EmptyState
          title="No withdrawals here."
          description="Tutors' payout requests appear here."
        />
      )}
      {list.data && list.data.length > 0 && (
        <ul className="grid gap-3">
          {list.data.map((w) => (
            <li key={w._id}>
              <Card className="p-4" aria-label={`Withdrawal by ${w.tutor.fullName}`} role="article">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="font-semibold text-neutral-900">
                      {formatCurrency(w.amount, w.currency)} · {w.tutor.fullName}
                    </p>
                    <p className="text-sm break-words text-neutral-600">{w.tutor.email}</p>
                    <p className="mt-1 text-sm break-words text-neutral-700">To: {w.payoutTo}</p>
                    <p className="mt-1 text-xs text-neutral-600">
                      Requested {formatDate(w.createdAt)}
                      {w.decidedAt && ` · decided ${formatDate(w.decidedAt)}`}
                      {w.reference && ` · reference ${w.reference}`}
                      {w.rejectionReason && ` · reason: ${w.rejectionReason}`}
                    </p>
                  </div>
                  <span className="rounded-full bg-neutral-100 px-2 py-0.5 text-xs font-semibold text-neutral-700 uppercase">
                    {w.status}
                  </span>
                </div>
                {w.status === 'pending' && (
                  <div className="mt-3 flex flex-wrap gap-2">
                    <Button
                      size="sm"
                      onClick={() => (setActing({ w, kind: 'paid' }), setText(''), setError(null))}
                    >
                      Mark paid
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => (
                        setActing({ w, kind: 'rejected' }),
                        setText(''),
                        setError(null)
                      )}
                    >
                      Reject
                    </Button>
                  </div>
                )}
              </Card>
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={acting !== null}
        onOpenChange={(open) => !open && setActing(null)}
        title={acting?.kind === 'paid' ? 'Mark withdrawal paid' : 'Reject withdrawal'}
        description={
          acting
            ? `${formatCurrency(acting.w.amount, acting.w.currency)} to ${acting.w.tutor.fullName} (${acting.w.payoutTo})`
            : ''
        }
        actions={
          <>
            <Button variant="secondary" onClick={() => setActing(null)}>
              Cancel
            </Button>
            <Button
              variant={acting?.kind === 'rejected' ? 'danger' : 'primary'}
              loading={decide.isPending}
              onClick={confirm}
            >
              {acting?.kind === 'paid' ? 'Mark paid' : 'Reject'}
            </Button>
          </>
        }
      >
        <Field
          label={acting?.kind === 'paid' ? 'Payment reference (UTR / UPI ref)' : 'Reason'}
          error={error ?? undefined}
        >
          <Input value={text} onChange={(e) => setText(e.target.value)} />
        </Field>
      </Dialog>
    </div>
  );
}
