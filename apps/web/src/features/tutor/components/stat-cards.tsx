// core-marketplace §2 Tutor dashboard stat cards: Total Views, Total Conversion, Active Students,
// Total Earning (rs), Total Withdrawals (rs). The spec's labels name the currency, so the amounts
// under them carry no ₹ of their own (the currency is said once).
import { formatAmount } from '@/lib/format';
import type { DashboardInsights } from '@tm/shared/contract/admin';

const number = new Intl.NumberFormat('en-IN');

export function StatCards({ insights }: { insights: DashboardInsights | undefined }) {
  const cards = [
    { label: 'Total Views', value: insights && number.format(insights.totalViews) },
    { label: 'Total Conversion', value: insights && number.format(insights.totalConversions) },
    { label: 'Active Students', value: insights && number.format(insights.activeStudents) },
    {
      label: 'Total Earning (rs)',
      value: insights && formatAmount(insights.totalEarning),
    },
    {
      label: 'Total Withdrawals (rs)',
      value: insights && formatAmount(insights.totalWithdrawals),
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5">
      {cards.map((c) => (
        <div
          key={c.label}
          className="rounded-xl border border-neutral-200 bg-white p-4 shadow-xs last:col-span-2 lg:last:col-span-1"
        >
          <dt className="text-xs font-medium text-neutral-600">{c.label}</dt>
          <dd className="mt-1 text-2xl font-semibold text-neutral-900 tabular-nums">
            {c.value ?? <span className="text-neutral-400">—</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
