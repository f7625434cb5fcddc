// Payments that arrived after their booking expired: recorded and flagged, refunded here through
// the payments port (the student is emailed). Shown only when there are some.
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatCurrency, formatDate } from '@/lib/format';
import { showToast } from '@/lib/toast-store';
import { useRefundPayment, useRefundsDue } from '../api/withdrawals';

export function RefundsDue() {
  const refunds = useRefundsDue();
  const refund = useRefundPayment();
  if (!refunds.data?.length) return null;
  return (
    <section aria-labelledby="refunds-title" className="grid gap-3">
      <h2 id="refunds-title" className="text-lg font-semibold text-neutral-900">
        Refunds due
      </h2>
      <ul className="grid gap-3">
        {refunds.data.map((p) => (
          <li key={p._id}>
            <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="min-w-0 text-sm">
                <p className="font-semibold text-neutral-900">
                  {formatCurrency(p.amount, p.currency)} · {p.student.fullName}
                </p>
                <p className="break-words text-neutral-600">
                  {p.subject} · receipt {p.receiptNumber} · paid {formatDate(p.createdAt)} after the
                  booking expired
                </p>
              </div>
              <Button
                size="sm"
                variant="secondary"
                loading={refund.isPending && refund.variables === p._id}
                onClick={() =>
                  refund.mutate(p._id, {
                    onSuccess: () =>
                      showToast('Refunded. The student has been emailed.', 'success'),
                    onError: (err) => showToast(err.message, 'danger'),
                  })
                }
              >
                Refund
              </Button>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
