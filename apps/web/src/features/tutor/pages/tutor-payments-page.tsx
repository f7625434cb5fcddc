// core-marketplace §2 "Tutor payments": title Payments while loading, then Payments &
// Transactions; a balance card (available = totalEarning − totalWithdrawals); the transaction table
// (date, amount, status upper-case and styling the row, type, orderId; N/A when missing); pager
// "Page X of Y"; footer "Showing N of M transactions"; the empty state and error card texts.
// Below it, payouts (issue 11): bank details and withdrawal requests.
import { useSearchParams } from 'react-router';
import { PAYMENT_MESSAGES, type TransactionDto } from '@tm/shared/schemas/payments';

import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/spinner';
import { formatCurrency, formatDate } from '@/lib/format';
import { PageNav } from '@/components/ui/page-nav';
import { useDocumentTitle } from '@/lib/use-document-title';
import { cn } from '@/lib/cn';
import { usePaymentsSummary, useTransactions } from '../api/payments';
import { PayoutPanel } from '../components/payout-panel';

const NA = 'N/A';
const ROW_STYLE: Record<string, string> = {
  COMPLETED: 'bg-success-50/40',
  PAID: 'bg-success-50/40',
  PENDING: 'bg-warning-50/50',
  REJECTED: 'bg-danger-50/40',
  REFUND_DUE: 'bg-danger-50/40',
};
const BADGE_STYLE: Record<string, string> = {
  COMPLETED: 'bg-success-50 text-success-700',
  PAID: 'bg-success-50 text-success-700',
  PENDING: 'bg-warning-50 text-warning-700',
  REJECTED: 'bg-danger-50 text-danger-700',
  REFUND_DUE: 'bg-danger-50 text-danger-700',
};
const TYPE_LABEL: Record<string, string> = {
  earning: 'Earning',
  withdrawal: 'Withdrawal',
  payment: 'Payment',
  platform_fee: 'Platform fee',
  // Issue 15: a refund takes the tutor's share of it back off the earnings.
  earning_reversal: 'Refund (earning reversed)',
  refund: 'Refund',
};

/** Rows that take money off the tutor's earnings, shown with a minus sign (issue 15 refunds). */
const DEBITS = new Set(['earning_reversal']);

const cell = (v: string | number | null | undefined) =>
  v === null || v === undefined || v === '' ? NA : String(v);

function TransactionRow({ t }: { t: TransactionDto }) {
  const status = t.status ? t.status.toUpperCase() : NA;
  return (
    <tr className={cn('border-t border-neutral-100', ROW_STYLE[status])}>
      <td className="px-4 py-3 whitespace-nowrap">{formatDate(t.createdAt, NA)}</td>
      <td className="px-4 py-3 whitespace-nowrap">
        {typeof t.amount === 'number'
          ? `${DEBITS.has(t.type ?? '') ? '−' : ''}${formatCurrency(t.amount, t.currency)}`
          : NA}
      </td>
      <td className="px-4 py-3">
        <span
          className={cn(
            'rounded-full px-2 py-0.5 text-xs font-semibold',
            BADGE_STYLE[status] ?? 'bg-neutral-100 text-neutral-700',
          )}
        >
          {status}
        </span>
      </td>
      <td className="px-4 py-3">{t.type ? (TYPE_LABEL[t.type] ?? t.type) : NA}</td>
      <td className="px-4 py-3 font-mono text-xs break-all">{cell(t.orderId)}</td>
    </tr>
  );
}

export default function TutorPaymentsPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const tx = useTransactions(page);
  const summary = usePaymentsSummary();
  const loading = tx.isPending || summary.isPending;
  const title = loading ? 'Payments' : 'Payments & Transactions';
  useDocumentTitle(title);
  const pages = Math.max(1, tx.data?.pagination.pages ?? 1);
  const total = tx.data?.pagination.total ?? 0;
  const currency = summary.data?.currency ?? 'INR';

  return (
    <section aria-labelledby="payments-title" className="grid w-full gap-6 [&>*]:min-w-0">
      <h1 id="payments-title" className="text-2xl font-semibold tracking-tight md:text-3xl">
        {title}
      </h1>

      {summary.isError ? (
        <ErrorState message={summary.error.message} onRetry={() => void summary.refetch()} />
      ) : (
        <Card className="bg-accent-50/60">
          <p className="text-sm font-medium text-neutral-600">Available balance</p>
          <p
            className="mt-1 text-3xl font-semibold text-neutral-900"
            data-testid="available-balance"
          >
            {summary.data ? formatCurrency(summary.data.availableBalance, currency) : '…'}
          </p>
          {summary.data && (
            <p className="mt-2 text-sm text-neutral-600">
              Total earning {formatCurrency(summary.data.totalEarning, currency)} (after the 5%
              platform fee) · Total withdrawals{' '}
              {formatCurrency(summary.data.totalWithdrawals, currency)}
            </p>
          )}
        </Card>
      )}

      {summary.data && (
        <PayoutPanel available={summary.data.availableBalance} currency={currency} />
      )}

      <Card className="p-0">
        <h2 className="px-4 pt-4 text-base font-semibold text-neutral-900 md:px-6">Transactions</h2>
        {tx.isPending && <LoadingState label="Loading transactions…" />}
        {tx.isError && (
          <div className="p-4">
            <ErrorState
              message={PAYMENT_MESSAGES.transactionsFailed}
              onRetry={() => void tx.refetch()}
            />
          </div>
        )}
        {tx.data && tx.data.transactions.length === 0 && (
          <EmptyState
            title={PAYMENT_MESSAGES.noTransactions}
            description={PAYMENT_MESSAGES.noTransactionsHint}
          />
        )}
        {tx.data && tx.data.transactions.length > 0 && (
          <>
            <div className="mt-3 overflow-x-auto">
              <table className="w-full min-w-[36rem] text-left text-sm">
                <thead className="bg-neutral-50 text-xs font-semibold tracking-wide text-neutral-600 uppercase">
                  <tr>
                    <th scope="col" className="px-4 py-2">
                      Date
                    </th>
                    <th scope="col" className="px-4 py-2">
                      Amount
                    </th>
                    <th scope="col" className="px-4 py-2">
                      Status
                    </th>
                    <th scope="col" className="px-4 py-2">
                      Type
                    </th>
                    <th scope="col" className="px-4 py-2">
                      Order ID
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {tx.data.transactions.map((t) => (
                    <TransactionRow key={t._id} t={t} />
                  ))}
                </tbody>
              </table>
            </div>
            <PageNav
              label="Transactions pages"
              className="border-t border-neutral-100 px-4 py-3 md:px-6"
              page={page}
              pages={pages}
              shown={tx.data.transactions.length}
              total={total}
              noun="transactions"
              onPage={(p) => setParams({ page: String(p) })}
            />
          </>
        )}
      </Card>
    </section>
  );
}
