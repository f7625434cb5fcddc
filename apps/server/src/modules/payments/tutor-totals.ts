// The tutor's money figures, from the ledger (README "Payments" defines them):
// totalEarning = the tutor's earning rows (payments after the 5% fee) minus their reversals by
// refunds; totalWithdrawals = their
// withdrawal rows that are pending or paid (a rejected one gives the money back).
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerEntries } from '../../db/schema/payments';
import type { Tx } from './tx';

export interface TutorTotalsMinor {
  earningMinor: number;
  withdrawalsMinor: number;
}

export async function tutorTotalsMinor(db: Db | Tx, tutorId: string): Promise<TutorTotalsMinor> {
  const [row] = await db
    .select({
      // a refund's earning_reversal takes its share back off the earnings.
      earning: sql<number>`(coalesce(sum(${ledgerEntries.amountMinor}) filter (where ${ledgerEntries.type} = 'earning' and ${ledgerEntries.status} = 'completed'), 0) - coalesce(sum(${ledgerEntries.amountMinor}) filter (where ${ledgerEntries.type} = 'earning_reversal' and ${ledgerEntries.status} = 'completed'), 0))::int`,
      withdrawals: sql<number>`coalesce(sum(${ledgerEntries.amountMinor}) filter (where ${ledgerEntries.type} = 'withdrawal' and ${ledgerEntries.status} in ('pending', 'paid')), 0)::int`,
    })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, tutorId)));
  return { earningMinor: row?.earning ?? 0, withdrawalsMinor: row?.withdrawals ?? 0 };
}
