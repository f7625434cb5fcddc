// POST /api/submit-consultation-form (mentorship-policies-video §2 /consultation-form, §4, §7): a
// visitor books a 1-to-1 consultation. The server prices it (session type and country, §9; a
// price sent by the browser is ignored), refuses a date or slot in the past and a slot already
// paid for, records the request as pending and opens an order with the payments port. A pending
// request holds no slot: only a verified payment does (verify-consultation-payment.ts).
import { and, eq } from 'drizzle-orm';
import { AppError } from '@tm/shared/errors';
import { CONSULTATION_ZONE, consultationPriceFor, slotStart } from '@tm/shared/rules/consultation';
import { toCalendarDate } from '@tm/shared/rules/calendar-date';
import { isIanaZone } from '@tm/shared/rules/timezone';
import { MENTORSHIP_MESSAGES as M, consultationFormSchema } from '@tm/shared/schemas/mentorship';
import type { Db } from '../../db/client';
import { consultationRequests } from '../../db/schema/mentorship';
import { PaymentProviderError, type PaymentsPort } from '../../ports/payments';
import type { ReceivedForm } from '../files/receive-uploads';
import { assertKnownCountry, parseForm, recordDocument } from './form-fields';
import { consultationSubmittedMail, type MentorshipMailContext } from './mentorship-mail';

/**
 * What the browser needs to open the checkout (§7: "the order, with id"). `id` is the created
 * record's (sent back at verification as formId), `orderId` the provider's order (spec core §3's
 * payment order: price, currency, description, orderId, name, email, phone).
 */
export interface ConsultationOrder {
  /** Our consultation request (sent back at verification as formId). */
  id: string;
  _id: string;
  /** The same id, under the name verification uses. */
  formId: string;
  /** The provider's order id (sent back at verification as orderId). */
  orderId: string;
  description: string;
  name: string;
  email: string;
  phone: string;
  /** Minor units, as the checkout takes them. */
  amount: number;
  currency: 'INR' | 'USD';
  /** The price in major units, as shown. */
  price: number;
  provider: PaymentsPort['kind'];
  keyId: string | null;
  sessionType: 'quick' | 'deep';
  sessionDate: string;
  sessionTime: string;
  startsAt: string;
}

/**
 * A spec client sends `sessionDate` as `Date.toISOString()` of a local midnight; it means the
 * calendar date in the visitor's zone: the `timezone` field when sent, else India's (the zone of
 * the slots, and right for every visitor at or west of India).
 */
function withCalendarDate(fields: Record<string, unknown>): Record<string, unknown> {
  const zone =
    typeof fields.timezone === 'string' && isIanaZone(fields.timezone)
      ? fields.timezone
      : CONSULTATION_ZONE;
  return { ...fields, sessionDate: toCalendarDate(fields.sessionDate, zone) };
}

export async function isSlotPaid(db: Db, startsAt: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: consultationRequests.id })
    .from(consultationRequests)
    .where(
      and(eq(consultationRequests.startsAt, startsAt), eq(consultationRequests.status, 'paid')),
    )
    .limit(1);
  return Boolean(row);
}

export async function submitConsultationForm(opts: {
  db: Db;
  form: Pick<ReceivedForm, 'fields' | 'uploads'>;
  payments: PaymentsPort;
  mail: MentorshipMailContext;
  now?: () => Date;
}): Promise<ConsultationOrder> {
  const now = opts.now ?? (() => new Date());
  const values = parseForm(consultationFormSchema(now), withCalendarDate(opts.form.fields));
  assertKnownCountry(values.country);
  const price = consultationPriceFor(values.sessionType, values.country);
  const startsAt = slotStart(values.sessionDate, values.sessionTime)!;
  if (await isSlotPaid(opts.db, startsAt))
    throw new AppError('CONFLICT', M.slotTaken, { errors: { sessionTime: M.slotTaken } });

  const upload = opts.form.uploads.find((u) => u.field === 'consultationDocument');
  const row = await opts.db.transaction(async (tx) => {
    const documentFileId = await recordDocument(tx, upload, 'consultation_document');
    const [inserted] = await tx
      .insert(consultationRequests)
      .values({
        fullName: values.fullName,
        email: values.email,
        phone: values.phone,
        university: values.university,
        country: values.country,
        phdStage: values.phdStage,
        researchTitle: values.researchTitle,
        researchDescription: values.researchDescription,
        guidanceAreas: values.guidanceAreas,
        otherGuidance: values.guidanceAreas.includes('Other') ? values.otherGuidance : '',
        sessionType: values.sessionType,
        sessionDate: values.sessionDate,
        sessionTime: values.sessionTime,
        startsAt,
        durationMinutes: price.minutes,
        amountMinor: price.amountMinor,
        currency: price.currency,
        documentFileId,
      })
      .returning();
    return inserted!;
  });

  let order;
  try {
    order = await opts.payments.createOrder({
      amountMinor: price.amountMinor,
      currency: price.currency,
      receipt: `consult_${row.id.replaceAll('-', '').slice(0, 24)}`,
      notes: { consultationId: row.id, email: values.email },
    });
  } catch (err) {
    if (err instanceof PaymentProviderError)
      throw new AppError(
        'BAD_GATEWAY',
        'The payment provider could not be reached. Please try again in a few minutes.',
      );
    throw err;
  }
  const [saved] = await opts.db
    .update(consultationRequests)
    .set({ providerOrderId: order.orderId, updatedAt: new Date() })
    .where(eq(consultationRequests.id, row.id))
    .returning();
  await consultationSubmittedMail(opts.mail, saved!);
  return {
    id: row.id,
    _id: row.id,
    formId: row.id,
    orderId: order.orderId,
    description: price.label,
    name: values.fullName,
    email: values.email,
    phone: values.phone,
    amount: order.amountMinor,
    currency: price.currency,
    price: price.amount,
    provider: opts.payments.kind,
    keyId: order.keyId ?? null,
    sessionType: values.sessionType,
    sessionDate: values.sessionDate,
    sessionTime: values.sessionTime,
    startsAt: startsAt.toISOString(),
  };
}
