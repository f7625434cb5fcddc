// A batch's page (/batch/:id): public while it is open. A student enrols (a seat is held) and pays
// through the booking payment flow; the tutor and enrolled students get the class room link.
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { BATCH_MESSAGES } from '@tm/shared/rules/batches';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/spinner';
import { MessageDialog } from '@/components/ui/message-dialog';
import { SandboxCheckoutDialog } from '@/components/payments/sandbox-checkout-dialog';
import { ApiError } from '@/lib/api-client';
import { formatCurrency } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSession } from '@/lib/session-store';
import { usePayBooking } from '../components/use-pay-booking';
import { completeSandboxOrder, getSandboxOrder } from '../api/pay-booking';
import { enrol, getEnrolmentBooking, useBatch } from '@/entities/batch/api';
import { scheduleSummary } from '@/entities/batch/batch-card';

export default function BatchPage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const batch = useBatch(id);
  const payment = usePayBooking();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useDocumentTitle(batch.data ? `${batch.data.title} | Group class` : 'Group class');

  if (batch.isPending) return <LoadingState label="Loading the batch…" />;
  if (batch.isError)
    return (
      <ErrorState
        message={
          batch.error instanceof ApiError ? batch.error.message : 'Could not load the batch.'
        }
        onRetry={() => void batch.refetch()}
      />
    );
  const b = batch.data;
  const sandboxOrder = payment.sandbox?.order;

  const enrolAndPay = async () => {
    setBusy(true);
    try {
      const e = await enrol(b._id);
      const booking = await getEnrolmentBooking(e.bookingId);
      await payment.pay(booking);
      await batch.refetch();
    } catch (err) {
      setFailure(err instanceof ApiError ? err.message : 'Could not enrol. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-6"
      aria-labelledby="batch-title"
    >
      <Card className="flex flex-col gap-3">
        <h1 id="batch-title" className="text-2xl font-semibold text-neutral-900">
          {b.title}
        </h1>
        <p className="text-neutral-700">
          {b.subject} · {b.level} · {b.mode} · with{' '}
          <Link className="underline" to={`/tutor/${b.tutor._id}`}>
            {b.tutor.fullName}
          </Link>
        </p>
        {b.description && <p className="whitespace-pre-line text-neutral-700">{b.description}</p>}
        <p className="text-sm text-neutral-600">{scheduleSummary(b)}</p>
        <p className="font-medium">
          {formatCurrency(b.price, b.currency)} per student for the whole batch ·{' '}
          {b.seatsLeft === 0 ? 'Full' : `${b.seatsLeft} of ${b.seats} seats left`}
        </p>
        {b.status === 'cancelled' && (
          <p className="font-medium text-danger-700">{BATCH_MESSAGES.cancelled}</p>
        )}
        {!b.groupClassesEnabled && (
          <p role="note" className="rounded-lg bg-neutral-100 p-3 text-sm text-neutral-700">
            {BATCH_MESSAGES.notEnabled}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          {b.viewer === 'none' && user?.role === 'student' && b.status === 'open' && (
            <Button onClick={() => void enrolAndPay()} loading={busy} disabled={b.seatsLeft === 0}>
              Enrol and pay {formatCurrency(b.price, b.currency)}
            </Button>
          )}
          {b.viewer === 'holding' && (
            <Button onClick={() => void enrolAndPay()} loading={busy}>
              Complete payment
            </Button>
          )}
          {!user && b.status === 'open' && (
            <ButtonLink to="/authentication">Log in to enrol</ButtonLink>
          )}
          {(b.viewer === 'enrolled' || b.viewer === 'tutor') && b.groupClassesEnabled && (
            <ButtonLink to={`/group-class/${b._id}`}>Open the class room</ButtonLink>
          )}
        </div>
        {b.viewer === 'enrolled' && <p className="text-sm text-accent-800">You are enrolled.</p>}
      </Card>
      <Card>
        <h2 className="mb-2 text-lg font-semibold">Sessions (your time)</h2>
        <ol className="flex flex-col gap-1 text-sm">
          {b.schedule.map((s) => (
            <li key={s.key} className={s.cancelled ? 'text-neutral-500 line-through' : ''}>
              {new Date(s.start).toLocaleString('en-IN', {
                dateStyle: 'medium',
                timeStyle: 'short',
              })}
              {s.cancelled ? ' (cancelled)' : ''}
            </li>
          ))}
        </ol>
      </Card>
      <MessageDialog
        open={payment.dialog !== null}
        onOpenChange={(open) => !open && payment.closeDialog()}
        title={payment.dialog?.title ?? ''}
        message={payment.dialog?.message ?? ''}
      />
      {sandboxOrder && (
        <SandboxCheckoutDialog
          description={sandboxOrder.description}
          amountLabel={formatCurrency(sandboxOrder.price, sandboxOrder.currency)}
          email={sandboxOrder.email}
          checkStatus={async () => (await getSandboxOrder(sandboxOrder.orderId)).status}
          complete={(outcome, method) =>
            completeSandboxOrder(sandboxOrder.orderId, outcome, method)
          }
          onDone={(o) => {
            payment.finishSandbox(o);
            void batch.refetch();
          }}
        />
      )}
      <MessageDialog
        open={failure !== null}
        onOpenChange={(open) => !open && setFailure(null)}
        title="Error"
        message={failure ?? ''}
      />
    </section>
  );
}
