// GET /api/transactions (core-marketplace §3 Transaction, §7): the caller's own ledger rows, newest
// first — a tutor's earnings and withdrawals, a student's payments.
import { desc, eq, sql } from 'drizzle-orm';
import type { TransactionDto } from '@tm/shared/schemas/payments';
import type { Db } from '../../db/client';
import { ledgerEntries } from '../../db/schema/payments';
import type { AuthUser } from '../auth/tokens';

export async function listTransactions(opts: {
  db: Db;
  user: AuthUser;
  page: number;
  limit: number;
}): Promise<{
  transactions: TransactionDto[];
  pagination: { pages: number; total: number; page: number; limit: number };
}> {
  const where = eq(ledgerEntries.userId, opts.user.id);
  const [count] = await opts.db
    .select({ total: sql<number>`count(*)::int` })
    .from(ledgerEntries)
    .where(where);
  const total = count?.total ?? 0;
  const rows = await opts.db
    .select()
    .from(ledgerEntries)
    .where(where)
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(opts.limit)
    .offset((opts.page - 1) * opts.limit);
  return {
    transactions: rows.map((r) => ({
      _id: r.id,
      createdAt: r.createdAt.toISOString(),
      amount: r.amountMinor / 100,
      status: r.status,
      type: r.type,
      orderId: r.providerOrderId,
      currency: r.currency,
    })),
    pagination: { pages: Math.ceil(total / opts.limit), total, page: opts.page, limit: opts.limit },
  };
}
