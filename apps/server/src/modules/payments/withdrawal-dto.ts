import { desc, eq, type SQL } from 'drizzle-orm';
import type { WithdrawalDto } from '@tm/shared/schemas/payments';
import type { Db } from '../../db/client';
import { withdrawals } from '../../db/schema/payments';
import { users } from '../../db/schema/users';

export async function selectWithdrawals(
  db: Db,
  where: SQL | undefined,
  limit = 200,
): Promise<WithdrawalDto[]> {
  const rows = await db
    .select({
      w: withdrawals,
      tutor: { id: users.id, fullName: users.fullName, email: users.email },
    })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.tutorId))
    .where(where)
    .orderBy(desc(withdrawals.createdAt))
    .limit(limit);
  return rows.map(({ w, tutor }) => ({
    _id: w.id,
    tutor: { _id: tutor.id, fullName: tutor.fullName, email: tutor.email },
    amount: w.amountMinor / 100,
    currency: w.currency,
    status: w.status,
    payoutTo: w.payoutTo,
    reference: w.reference,
    rejectionReason: w.rejectionReason,
    createdAt: w.createdAt.toISOString(),
    decidedAt: w.decidedAt?.toISOString() ?? null,
  }));
}

/** GET /api/withdrawals: the tutor's own requests, newest first. */
export function listTutorWithdrawals(db: Db, tutorId: string): Promise<WithdrawalDto[]> {
  return selectWithdrawals(db, eq(withdrawals.tutorId, tutorId));
}

/** GET /api/admin/withdrawals: every tutor's requests, optionally of one status. */
export function listWithdrawalsForAdmin(
  db: Db,
  status: WithdrawalDto['status'] | 'all',
): Promise<WithdrawalDto[]> {
  return selectWithdrawals(db, status === 'all' ? undefined : eq(withdrawals.status, status));
}
