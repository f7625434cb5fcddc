// GET /api/bookings/{id}/receipt: the PDF receipt of a booking's payment, for its student and for
// admins only (pdfkit draws it; the amounts come from the stored payment row).
import { desc, eq } from 'drizzle-orm';
import { AppError } from '@tm/shared/errors';
import { PLATFORM_FEE_LABEL } from '@tm/shared/constants/marketplace';
import { PAYMENT_MESSAGES } from '@tm/shared/schemas/payments';
import { describeSchedule } from '@tm/shared/rules/booking-time';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema/payments';
import type { AuthUser } from '../auth/tokens';
import { loadBookingFor } from '../access/booking-access';
import { loadBookingDto } from '../bookings/booking-dto';
import { formatMoney } from './payment-mail';

export async function paymentReceipt(opts: {
  db: Db;
  user: AuthUser;
  bookingId: string;
}): Promise<{ fileName: string; pdf: Buffer }> {
  await loadBookingFor({ ...opts, viewer: opts.user, action: 'receipt' });
  const [p] = await opts.db
    .select()
    .from(payments)
    .where(eq(payments.bookingId, opts.bookingId))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  if (!p) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.receiptNotFound);
  const booking = (await loadBookingDto(opts.db, opts.bookingId))!;
  // pdfkit is loaded on the first receipt (~0.5 s of every start otherwise).
  const { default: PDFDocument } = await import('pdfkit');
  const pdf = await renderReceipt(PDFDocument, {
    number: p.receiptNumber,
    date: p.createdAt,
    student: `${booking.studentId.fullName} <${booking.studentId.email ?? ''}>`,
    tutor: booking.tutorId.fullName,
    // When the sessions are now (a moved session at its new time), as on the class card.
    klass: `${booking.subject}, ${booking.sessions} ${booking.sessions === 1 ? 'session' : 'sessions'}: ${describeSchedule(booking)}`,
    paymentId: p.providerPaymentId,
    lines: [
      ['Amount paid', formatMoney(p.amountMinor, p.currency)],
      [`Platform fee (${PLATFORM_FEE_LABEL}, included above)`, formatMoney(p.feeMinor, p.currency)],
      ['GST on platform fee (18%, borne by the platform)', formatMoney(p.feeGstMinor, p.currency)],
      ["Tutor's earning", formatMoney(p.tutorEarningMinor, p.currency)],
    ],
    note:
      p.status === 'refund_due'
        ? 'This payment arrived after the booking expired and is due for a refund.'
        : null,
  });
  return { fileName: `receipt-${p.receiptNumber}.pdf`, pdf };
}

interface ReceiptData {
  number: string;
  date: Date;
  student: string;
  tutor: string;
  klass: string;
  paymentId: string;
  lines: [string, string][];
  note: string | null;
}

function renderReceipt(PDFDocument: typeof import('pdfkit'), r: ReceiptData): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `Receipt ${r.number}` } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(20).text('TutorsPlace', { continued: false });
    doc.fontSize(14).text('Payment receipt').moveDown();
    doc.fontSize(10);
    const row = (k: string, v: string) =>
      doc.font('Helvetica-Bold').text(`${k}: `, { continued: true }).font('Helvetica').text(v);
    row('Receipt number', r.number);
    row('Date', `${r.date.toISOString().slice(0, 10)} (UTC)`);
    row('Student', r.student);
    row('Tutor', r.tutor);
    row('Class', r.klass);
    row('Payment id', r.paymentId);
    doc.moveDown();
    for (const [k, v] of r.lines) row(k, v);
    if (r.note) doc.moveDown().font('Helvetica-Oblique').text(r.note);
    doc.moveDown(2).font('Helvetica').fontSize(8).text('This is a computer-generated receipt.');
    doc.end();
  });
}
