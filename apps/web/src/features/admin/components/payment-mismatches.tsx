// Payments the server refused because their amount or currency was not their order's (a signed
// webhook or the provider's answer at verification). None became a payment or an earning; each
// is refunded from the payment provider's dashboard. Shown only when there are some.
import { Card } from '@/components/ui/card';
import { formatCurrency, formatDate } from '@/lib/format';
import { usePaymentMismatches, type PaymentMismatch } from '../api/withdrawals';

function received(m: PaymentMismatch): string {
  if (m.receivedAmount === null) return 'no amount';
  if (m.receivedCurrency === 'INR' || m.receivedCurrency === 'USD')
    return formatCurrency(m.receivedAmount, m.receivedCurrency);
  return `${m.receivedAmount} ${m.receivedCurrency ?? '(no currency)'}`;
}

export function PaymentMismatches() {
  const list = usePaymentMismatches();
  if (!list.data?.length) return null;
  return (
    <section aria-labelledby="mismatches-title" className="grid gap-3">
      <h2 id="mismatches-title" className="text-lg font-semibold text-neutral-900">
        Payments that did not match their order
      </h2>
      <p className="text-sm text-neutral-600">
        These were not accepted and earned nobody anything. Refund each from the payment
        provider&apos;s dashboard.
      </p>
      <ul className="grid gap-3">
        {list.data.map((m) => (
          <li key={m._id}>
            <Card className="grid gap-1 p-4 text-sm">
              <p className="font-semibold text-neutral-900">
                Received {received(m)} for an order of{' '}
                {m.expectedCurrency === 'INR' || m.expectedCurrency === 'USD'
                  ? formatCurrency(m.expectedAmount, m.expectedCurrency)
                  : `${m.expectedAmount} ${m.expectedCurrency}`}
              </p>
              <p className="break-words text-neutral-600">
                {m.kind === 'booking' ? 'Class booking' : 'PhD consultation'} · order {m.orderId} ·
                payment {m.paymentId} · reported by{' '}
                {m.source === 'webhook' ? 'the provider' : 'verification'} on{' '}
                {formatDate(m.createdAt)}
              </p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
