// core-marketplace §2 "Tutor payments": title Payments while loading, then Payments &
// Transactions; a balance card (available = totalEarning − totalWithdrawals); the transaction table
// (date, amount, status upper-case and styling the row, type, orderId; N/A when missing); pager
// "Page X of Y"; footer "Showing N of M transactions"; the empty state and error card texts.
// Below it, payouts: bank details and withdrawal requests. The balance card shows how
// its three figures add up; a balance below zero is what the tutor owes the platform
// (docs/decisions/tutor-balance.md). Below 42rem of the card's width each transaction is a small
// card of label/value lines (the dashboard tables' layout), so a phone needs no sideways scroll.
import { useSearchParams } from 'react-router';
import { PAYMENT_MESSAGES, type TransactionDto } from '@tm/shared/schemas/payments';
import { owedToPlatformMinor } from '@tm/shared/rules/payments';
import { PLATFORM_FEE_LABEL, type Currency } from '@tm/shared/constants/marketplace';

import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/spinner';
import { formatCurrency, formatDate, formatSignedCurrency } from '@/lib/format';
import { PageNav } from '@/components/ui/page-nav';
import { useDocumentTitle } from '@/lib/use-document-title';
import { cn } from '@/lib/cn';
import { usePaymentsSummary, useTransactions } from '../api/payments';
import { PayoutPanel } from '../components/payout-panel';
import { DashboardCell, DashboardRow, StackedTable } from '../components/dashboard-table';

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
  // a refund takes the tutor's share of it back off the earnings.
  earning_reversal: 'Refund (earning reversed)',
  refund: 'Refund',
};

/** Rows that take money off the tutor's earnings, shown with a minus sign (refunds). */
const DEBITS = new Set(['earning_reversal']);

const cell = (v: string | number | null | undefined) =>
  v === null || v === undefined || v === '' ? NA : String(v);

const COLUMNS = ['Date', 'Amount', 'Status', 'Type', 'Order ID'] as const;

function TransactionRow({ t }: { t: TransactionDto }) {
  const status = t.status ? t.status.toUpperCase() : NA;
  const debit = DEBITS.has(t.type ?? '');
  return (
    <DashboardRow className={ROW_STYLE[status]}>
      <DashboardCell label="Date">
        <span className="whitespace-nowrap">{formatDate(t.createdAt, NA)}</span>
      </DashboardCell>
      <DashboardCell label="Amount">
        <span className="whitespace-nowrap">
          {typeof t.amount === 'number'
            ? formatSignedCurrency(debit ? -t.amount : t.amount, t.currency)
            : NA}
        </span>
      </DashboardCell>
      <DashboardCell label="Status">
        <span
          className={cn(
            'rounded-full px-2 py-0.5 text-xs font-semibold',
            BADGE_STYLE[status] ?? 'bg-neutral-100 text-neutral-700',
          )}
        >
          {status}
        </span>
      </DashboardCell>
      <DashboardCell label="Type">{t.type ? (TYPE_LABEL[t.type] ?? t.type) : NA}</DashboardCell>
      <DashboardCell label="Order ID">
        <span className="font-mono text-xs break-all">{cell(t.orderId)}</span>
      </DashboardCell>
    </DashboardRow>
  );
}

/** Available balance = total earning − total withdrawals, said as such; below zero, what is owed. */
function BalanceCard({
  summary,
}: {
  summary: {
    currency: Currency;
    availableBalance: number;
    totalEarning: number;
    totalWithdrawals: number;
  };
}) {
  const { currency } = summary;
  const owed = owedToPlatformMinor(Math.round(summary.availableBalance * 100)) / 100;
  return (
    <Card className="bg-accent-50/60">
      <p className="text-sm font-medium text-neutral-600">Available balance</p>
      <p className="mt-1 text-3xl font-semibold text-neutral-900" data-testid="available-balance">
        {formatSignedCurrency(summary.availableBalance, currency)}
      </p>
      <p className="mt-2 text-sm text-neutral-600" data-testid="balance-sum">
        Total earning {formatCurrency(summary.totalEarning, currency)} (after the{' '}
        {PLATFORM_FEE_LABEL} platform fee) − Total withdrawals{' '}
        {formatCurrency(summary.totalWithdrawals, currency)} = Available balance{' '}
        {formatSignedCurrency(summary.availableBalance, currency)}
      </p>
      {owed > 0 && (
        <p
          className="mt-3 rounded-lg border border-warning-100 bg-warning-50 px-3 py-2 text-sm text-warning-700"
          data-testid="owed-to-platform"
        >
          You owe TutorsPlace {formatCurrency(owed, currency)}: a refund took back earnings you had
          already withdrawn. Your next earnings cover it first; you can request a withdrawal again
          once your balance is above {formatCurrency(0, currency)}.
        </p>
      )}
    </Card>
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
      ) : summary.data ? (
        <BalanceCard summary={{ ...summary.data, currency }} />
      ) : (
        <Card className="bg-accent-50/60">
          <p className="text-sm font-medium text-neutral-600">Available balance</p>
          <p className="mt-1 text-3xl font-semibold text-neutral-900">…</p>
        </Card>
      )}

      {summary.data && (
        <PayoutPanel available={summary.data.availableBalance} currency={currency} />
      )}

      <Card className="@container p-0">
        <h2
          id="transactions-title"
          className="px-4 pt-4 text-base font-semibold text-neutral-900 md:px-6"
        >
          Transactions
        </h2>
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
            <StackedTable labelledBy="transactions-title" columns={COLUMNS} className="mt-3">
              {tx.data.transactions.map((t) => (
                <TransactionRow key={t._id} t={t} />
              ))}
            </StackedTable>
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
