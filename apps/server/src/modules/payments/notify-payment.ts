import { eq } from 'drizzle-orm';
import { PLATFORM_FEE_LABEL } from '@tm/shared/constants/marketplace';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { users } from '../../db/schema/users';
import type { PaymentRow } from './record-payment';
import { formatMoney, sendPaymentMail, type PaymentMailContext } from './payment-mail';

/** After a payment is recorded: the student gets a confirmation, the tutor hears of the earning. */
export async function notifyPaymentRecorded(db: Db, ctx: PaymentMailContext, p: PaymentRow) {
  const [b] = await db
    .select({ subject: bookings.subject })
    .from(bookings)
    .where(eq(bookings.id, p.bookingId))
    .limit(1);
  const people = await db
    .select({ id: users.id, email: users.email, fullName: users.fullName })
    .from(users)
    .where(eq(users.id, p.studentId))
    .union(
      db
        .select({ id: users.id, email: users.email, fullName: users.fullName })
        .from(users)
        .where(eq(users.id, p.tutorId)),
    );
  const student = people.find((u) => u.id === p.studentId);
  const tutor = people.find((u) => u.id === p.tutorId);
  const subject = b?.subject ?? 'class';
  const paid = formatMoney(p.amountMinor, p.currency);
  if (p.status === 'refund_due') {
    await sendPaymentMail(ctx, [
      ...(student
        ? [
            {
              to: student.email,
              subject: `Payment received after your ${subject} booking expired`,
              text: `We received ${paid} (receipt ${p.receiptNumber}) after the booking had expired. It has been flagged for a refund; our team will return it to you.`,
            },
          ]
        : []),
    ]);
    return;
  }
  await sendPaymentMail(ctx, [
    ...(student
      ? [
          {
            to: student.email,
            subject: `Payment received: ${subject}`,
            text: `Your payment of ${paid} was successful and the booking is now active. Receipt ${p.receiptNumber}.`,
          },
        ]
      : []),
    ...(tutor
      ? [
          {
            to: tutor.email,
            subject: `New earning: ${subject} with ${student?.fullName ?? 'a student'}`,
            text: `${student?.fullName ?? 'A student'} paid ${paid} for ${subject}. After the ${PLATFORM_FEE_LABEL} platform fee (${formatMoney(p.feeMinor, p.currency)}), ${formatMoney(p.tutorEarningMinor, p.currency)} was added to your balance.`,
          },
        ]
      : []),
  ]);
}
