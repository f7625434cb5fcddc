// PhD mentorship (mentorship-policies-video §2–§9): the research-support form, the
// consultation form with its server-side price and slot rules, payment verification through the
// payments port (sandbox), and the admin follow-up.
import crypto from 'node:crypto';
import { DateTime } from 'luxon';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MENTORSHIP_MESSAGES as M } from '@tm/shared/schemas/mentorship';
import { body, build } from './helper';
import { createAdmin, createStudent, createTutor } from '../src/seed/factories';
import { consultationRequests, researchRequests } from '../src/db/schema/mentorship';
import { files } from '../src/db/schema/files';
import { mailOutbox } from '../src/db/schema/mail';
import { samplePdf } from '../src/seed/sample-files';

const ctx = await build();
const admin = await createAdmin(ctx.db);

// A real one-page PDF: a document's PDF must parse and have a page (modules/files/check-pdf.ts).
const PDF = samplePdf(['Research proposal']);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

function multipart(
  fields: Record<string, unknown>,
  fileParts: Array<{ field: string; filename: string; type: string; data: Buffer }> = [],
) {
  const boundary = `----tm${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    const text = Array.isArray(value) ? JSON.stringify(value) : String(value);
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${text}\r\n`,
      ),
    );
  }
  for (const f of fileParts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.filename}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const RESEARCH = {
  fullName: 'Asha Rao',
  email: 'asha.research@example.in',
  phone: '919812345678',
  country: 'India',
  researchArea: 'Marine ecology',
  currentStage: 'Methodology',
  supportNeeded: ['Methodology clarity', 'Formatting (APA, MLA, etc.)'],
  deadline: '2–3 weeks',
};

/** An India date `days` from today (always in the future for days >= 1). */
const dayAhead = (days: number) =>
  DateTime.now().setZone('Asia/Kolkata').plus({ days }).toFormat('yyyy-MM-dd');

const consultation = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Vikram Iyer',
  email: `vikram.${crypto.randomBytes(3).toString('hex')}@example.in`,
  phone: '919900112233',
  university: 'IISc',
  country: 'India',
  phdStage: 'Proposal writing',
  researchTitle: 'Monsoon variability and crop yields',
  guidanceAreas: ['Publication guidance'],
  sessionType: 'deep',
  sessionDate: dayAhead(3),
  sessionTime: '10:00 AM',
  ...overrides,
});

const post = (url: string, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as never });
const submitConsultation = (overrides: Record<string, unknown> = {}) =>
  post('/api/submit-consultation-form', consultation(overrides));

/** The sandbox checkout takes the request's amount on its order and signs the result. */
async function pay(orderId: string) {
  const [row] = await ctx.db
    .select()
    .from(consultationRequests)
    .where(eq(consultationRequests.providerOrderId, orderId));
  const taken = await ctx.ports.payments.sandbox!.pay({
    orderId,
    amountMinor: row!.amountMinor,
    currency: row!.currency,
  });
  return { paymentId: taken.paymentId, signature: taken.signature };
}
const verify = async (
  formId: string,
  orderId: string,
  result?: { paymentId: string; signature: string },
) =>
  post('/api/verify-consultation-form-payment', {
    formId,
    orderId,
    ...(result ?? (await pay(orderId))),
  });

const outboxTo = async (to: string) =>
  ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

describe('POST /api/submit-research-support-form', () => {
  it('gives every step-1 and step-2 message of §5 for an empty form', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/submit-research-support-form',
      ...multipart({}),
    });
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe(M.fullName);
    expect(body(res).data.errors).toEqual({
      fullName: 'Please enter your full name.',
      email: 'Please enter your email.',
      phone: 'Please enter your phone/WhatsApp.',
      country: 'Please select your country.',
      researchArea: 'Please enter your research area/discipline.',
      currentStage: 'Please select your current stage.',
      supportNeeded: 'Please select at least one support needed.',
      deadline: 'Please select your target deadline.',
    });
  });

  it('asks for the other support when Other is chosen, and refuses an unknown country', async () => {
    let res = await post('/api/submit-research-support-form', {
      ...RESEARCH,
      supportNeeded: ['Other'],
    });
    expect(res.statusCode).toBe(400);
    expect(body(res).data.errors).toEqual({
      otherSupport: 'Please describe the other support needed.',
    });
    res = await post('/api/submit-research-support-form', { ...RESEARCH, country: 'Atlantis' });
    expect(body(res).data.errors).toEqual({ country: 'Please select your country.' });
    res = await post('/api/submit-research-support-form', { ...RESEARCH, phone: '+91 98' });
    expect(body(res).data.errors).toEqual({ phone: M.phoneDigits });
  });

  it('stores the request with its private document and mails the team and the requester', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/submit-research-support-form',
      ...multipart(RESEARCH, [
        { field: 'document', filename: 'proposal.pdf', type: 'application/pdf', data: PDF },
      ]),
    });
    expect(res.statusCode).toBe(200);
    const id = body(res).data._id;
    const [row] = await ctx.db.select().from(researchRequests).where(eq(researchRequests.id, id));
    expect(row).toMatchObject({
      email: RESEARCH.email,
      supportNeeded: RESEARCH.supportNeeded,
      contactedAt: null,
    });
    const [file] = await ctx.db.select().from(files).where(eq(files.id, row!.documentFileId!));
    expect(file).toMatchObject({
      kind: 'research_document',
      ownerId: null,
      originalName: 'proposal.pdf',
    });
    // Private: an anonymous or student reader gets nothing; the admin gets the bytes.
    const { user: student } = await createStudent(ctx.db);
    expect(
      (await ctx.injectAs(student, { method: 'GET', url: `/api/files/${file!.id}` })).statusCode,
    ).toBe(404);
    const asAdmin = await ctx.injectAs(admin, { method: 'GET', url: `/api/files/${file!.id}` });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await outboxTo(RESEARCH.email)).toHaveLength(1);
    expect(
      (await outboxTo('admin@tutorsplace.in')).some((m) => m.subject.includes('Asha Rao')),
    ).toBe(true);
  });

  it('refuses a lying upload (text named .pdf) and stores nothing', async () => {
    const before = await ctx.db.select().from(researchRequests);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/submit-research-support-form',
      ...multipart(RESEARCH, [
        {
          field: 'document',
          filename: 'proposal.pdf',
          type: 'application/pdf',
          data: Buffer.from('just text, not a PDF'),
        },
      ]),
    });
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe('Please select a valid file (pdf, doc, docx, jpg, png).');
    expect(await ctx.db.select().from(researchRequests)).toHaveLength(before.length);
  });

  it('takes a png for research but not for a consultation (pdf, doc, docx only)', async () => {
    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/api/submit-research-support-form',
      ...multipart(RESEARCH, [
        { field: 'document', filename: 'chart.png', type: 'image/png', data: PNG },
      ]),
    });
    expect(ok.statusCode).toBe(200);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/submit-consultation-form',
      ...multipart(consultation(), [
        { field: 'document', filename: 'chart.png', type: 'image/png', data: PNG },
      ]),
    });
    expect(refused.statusCode).toBe(400);
    expect(body(refused).message).toBe('Please select a valid file (pdf, doc, docx).');
  });
});

describe('POST /api/submit-consultation-form', () => {
  it('gives every message of steps 1–6 for an empty form', async () => {
    const res = await post('/api/submit-consultation-form', {});
    expect(res.statusCode).toBe(400);
    expect(body(res).data.errors).toEqual({
      fullName: 'Please enter your full name.',
      email: 'Please enter your email.',
      phone: 'Please enter your phone/WhatsApp.',
      country: 'Please select your country.',
      phdStage: 'Please select your PhD stage.',
      researchTitle: 'Please enter your tentative title/research area.',
      guidanceAreas: 'Please select at least one guidance area.',
      sessionType: 'Please select your preferred session type.',
      sessionDate: 'Please select a session date.',
      sessionTime: 'Please select a session time.',
    });
    const other = await submitConsultation({ guidanceAreas: ['Other'] });
    expect(body(other).data.errors).toEqual({
      otherGuidance: 'Please describe the other guidance needed.',
    });
  });

  it('refuses a past date, a begun slot and a time that is not a slot', async () => {
    let res = await submitConsultation({ sessionDate: dayAhead(-1) });
    expect(body(res).data.errors).toEqual({ sessionDate: 'Session date cannot be in the past.' });
    res = await submitConsultation({ sessionTime: '07:00 PM' });
    expect(body(res).data.errors).toEqual({ sessionTime: 'Please select a session time.' });
    // 09:00 AM today in India has begun unless it is before 09:00 there now.
    const beforeNine = DateTime.now().setZone('Asia/Kolkata').hour < 9;
    res = await submitConsultation({ sessionDate: dayAhead(0), sessionTime: '09:00 AM' });
    if (!beforeNine) expect(body(res).data.errors).toEqual({ sessionTime: M.pastTime });
  });

  it('prices on the server: a tampered price is ignored', async () => {
    let res = await submitConsultation({ price: 1, sessionDate: dayAhead(4) });
    expect(res.statusCode).toBe(200);
    expect(body(res).data).toMatchObject({
      amount: 250000,
      currency: 'INR',
      price: 2500,
      provider: 'sandbox',
    });
    expect(body(res).data.orderId).toMatch(/^order_/);
    expect(body(res).data.id).toBe(body(res).data.formId);
    const [row] = await ctx.db
      .select()
      .from(consultationRequests)
      .where(eq(consultationRequests.id, body(res).data.formId));
    expect(row).toMatchObject({
      amountMinor: 250000,
      currency: 'INR',
      status: 'pending',
      durationMinutes: 60,
    });
    res = await submitConsultation({
      price: 99999,
      sessionType: 'quick',
      country: 'United States',
      sessionDate: dayAhead(4),
    });
    expect(body(res).data).toMatchObject({ amount: 2500, currency: 'USD', price: 25 });
  });
});

describe('POST /api/verify-consultation-form-payment', () => {
  it('marks the consultation paid once; a second verification is idempotent', async () => {
    const order = body(await submitConsultation({ sessionDate: dayAhead(5) })).data;
    const result = await pay(order.orderId);
    const first = await verify(order.formId, order.orderId, result);
    expect(first.statusCode).toBe(200);
    expect(body(first).message).toBe('Thank you! Your session has been booked successfully!');
    expect(body(first).data).toMatchObject({
      status: 'paid',
      paymentId: result.paymentId,
      alreadyVerified: false,
    });
    const again = await verify(order.formId, order.orderId, result);
    expect(again.statusCode).toBe(200);
    expect(body(again).data).toMatchObject({
      status: 'paid',
      paymentId: result.paymentId,
      alreadyVerified: true,
    });
    const [row] = await ctx.db
      .select()
      .from(consultationRequests)
      .where(eq(consultationRequests.id, order.formId));
    expect(row!.status).toBe('paid');
    // One mail on submission and one on payment to the requester, not one per verification.
    expect((await outboxTo(row!.email)).map((m) => m.subject)).toEqual([
      'Your PhD consultation request',
      'Your PhD consultation is booked',
    ]);
  });

  it('refuses a wrong signature and a payment of another order', async () => {
    const a = body(await submitConsultation({ sessionDate: dayAhead(6) })).data;
    const b = body(
      await submitConsultation({ sessionDate: dayAhead(6), sessionTime: '11:00 AM' }),
    ).data;
    let res = await verify(a.formId, a.orderId, { paymentId: 'pay_X', signature: 'f'.repeat(64) });
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe('Payment confirmation failed');
    res = await verify(a.formId, b.orderId);
    expect(res.statusCode).toBe(400);
    const [row] = await ctx.db
      .select()
      .from(consultationRequests)
      .where(eq(consultationRequests.id, a.formId));
    expect(row!.status).toBe('pending');
  });

  it('an unpaid request holds no slot; a second payment for a paid slot is refused', async () => {
    const date = dayAhead(7);
    const first = body(
      await submitConsultation({ sessionDate: date, sessionTime: '02:00 PM' }),
    ).data;
    const second = body(
      await submitConsultation({ sessionDate: date, sessionTime: '02:00 PM' }),
    ).data;
    // Both were accepted: a submitted but unpaid request does not hold the slot.
    expect(first.formId).not.toBe(second.formId);
    expect((await verify(first.formId, first.orderId)).statusCode).toBe(200);

    // Now the slot is paid: a new submission is refused, and so is the other payment.
    const third = await submitConsultation({ sessionDate: date, sessionTime: '02:00 PM' });
    expect(third.statusCode).toBe(409);
    expect(body(third).data.errors).toEqual({ sessionTime: M.slotTaken });
    const late = await verify(second.formId, second.orderId);
    expect(late.statusCode).toBe(409);
    expect(body(late).message).toMatch(/^This slot has already been booked\./);
    const paid = await ctx.db
      .select()
      .from(consultationRequests)
      .where(
        and(eq(consultationRequests.sessionDate, date), eq(consultationRequests.status, 'paid')),
      );
    expect(paid.map((p) => p.id)).toEqual([first.formId]);
    const [refund] = await ctx.db
      .select()
      .from(consultationRequests)
      .where(eq(consultationRequests.id, second.formId));
    expect(refund!.status).toBe('refund_due');

    const slots = body(
      await ctx.app.inject({ method: 'GET', url: `/api/consultation-slots?date=${date}` }),
    ).data.slots;
    expect(slots.find((s: { time: string }) => s.time === '02:00 PM')).toMatchObject({
      taken: true,
      available: false,
    });
    expect(slots.find((s: { time: string }) => s.time === '03:00 PM')).toMatchObject({
      taken: false,
      available: true,
    });
  });

  it('the database refuses two paid consultations in one slot, even past the checks', async () => {
    const date = dayAhead(8);
    const a = body(await submitConsultation({ sessionDate: date })).data;
    const b = body(await submitConsultation({ sessionDate: date })).data;
    const [ra, rb] = await Promise.all([verify(a.formId, a.orderId), verify(b.formId, b.orderId)]);
    expect([ra.statusCode, rb.statusCode].sort()).toEqual([200, 409]);
  });
});

describe('POST /api/consultation-sandbox/complete', () => {
  it('signs a sandbox payment that verification accepts, and reports a simulated failure', async () => {
    const order = body(await submitConsultation({ sessionDate: dayAhead(9) })).data;
    const failed = body(
      await post('/api/consultation-sandbox/complete', {
        formId: order.formId,
        orderId: order.orderId,
        outcome: 'failure',
        method: 'card',
      }),
    ).data;
    expect(failed.error.description).toBe('Card declined by the issuing bank (sandbox).');
    expect(failed.razorpay_signature).toBeUndefined();
    const r = body(
      await post('/api/consultation-sandbox/complete', {
        formId: order.formId,
        orderId: order.orderId,
        outcome: 'success',
        method: 'upi',
      }),
    ).data;
    const res = await verify(order.formId, order.orderId, {
      razorpay_payment_id: r.razorpay_payment_id,
      razorpay_signature: r.razorpay_signature,
    } as never);
    expect(res.statusCode).toBe(200);
    const wrong = await post('/api/consultation-sandbox/complete', {
      formId: crypto.randomUUID(),
      orderId: order.orderId,
      outcome: 'success',
      method: 'upi',
    });
    expect(wrong.statusCode).toBe(404);
  });
});

describe('admin follow-up', () => {
  it('lists requests for admins only, marks one contacted and assigns a verified tutor', async () => {
    const { user: student } = await createStudent(ctx.db);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/mentorship/research' })).statusCode,
    ).toBe(401);
    expect(
      (await ctx.injectAs(student, { method: 'GET', url: '/api/admin/mentorship/research' }))
        .statusCode,
    ).toBe(403);

    const list = body(
      await ctx.injectAs(admin, { method: 'GET', url: '/api/admin/mentorship/research' }),
    ).data.requests;
    const asha = list.find(
      (r: { email: string; document: { name: string } | null }) =>
        r.email === RESEARCH.email && r.document?.name === 'proposal.pdf',
    );
    expect(asha).toMatchObject({ contacted: false, fullName: 'Asha Rao' });
    expect(asha.contactMsLeft).toBeGreaterThan(23 * 3600_000);
    expect(asha.document).toMatchObject({ name: 'proposal.pdf' });

    const marked = await ctx.injectAs(admin, {
      method: 'POST',
      url: `/api/admin/mentorship/research/${asha._id}/contacted`,
      payload: { contacted: true, note: 'Called on WhatsApp' },
    });
    expect(marked.statusCode).toBe(200);
    expect(body(marked).data).toMatchObject({ contacted: true, contactNote: 'Called on WhatsApp' });

    const { user: tutor } = await createTutor(ctx.db, {
      profile: { verificationStatus: 'verified' },
    });
    const mentors = body(
      await ctx.injectAs(admin, { method: 'GET', url: '/api/admin/mentorship/mentors' }),
    ).data.mentors;
    expect(mentors.map((m: { _id: string }) => m._id)).toContain(tutor.id);
    const assigned = await ctx.injectAs(admin, {
      method: 'POST',
      url: `/api/admin/mentorship/research/${asha._id}/mentor`,
      payload: { mentorId: tutor.id },
    });
    expect(body(assigned).data.mentor).toMatchObject({ _id: tutor.id });
    const refused = await ctx.injectAs(admin, {
      method: 'POST',
      url: `/api/admin/mentorship/research/${asha._id}/mentor`,
      payload: { mentorId: student.id },
    });
    expect(refused.statusCode).toBe(400);

    const consultations = body(
      await ctx.injectAs(admin, { method: 'GET', url: '/api/admin/mentorship/consultations' }),
    ).data.requests;
    expect(
      consultations.some(
        (c: { status: string; paidAmount: number | null }) =>
          c.status === 'paid' && c.paidAmount === 2500,
      ),
    ).toBe(true);
  });
});
