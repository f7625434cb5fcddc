import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '@tm/shared/errors';
import { verifyConsultationPaymentSchema } from '@tm/shared/schemas/mentorship';
import type { UploadField } from '@tm/shared/rules/uploads';
import { okResponse } from '@tm/shared/contract/envelope';
import { checkoutResultSchema } from '@tm/shared/contract/payments';
import {
  consultationOrderSchema,
  consultationSlotsSchema,
  researchSubmittedSchema,
  verifiedConsultationSchema,
} from '@tm/shared/contract/mentorship';
import { ok } from '../../../lib/envelope';
import { withUploadedForm } from '../../../modules/files/with-uploaded-form';
import { parseForm } from '../../../modules/mentorship/form-fields';
import { completeConsultationSandbox } from '../../../modules/mentorship/consultation-sandbox';
import { consultationSlots } from '../../../modules/mentorship/consultation-slots';
import { submitConsultationForm } from '../../../modules/mentorship/submit-consultation-form';
import { submitResearchForm } from '../../../modules/mentorship/submit-research-form';
import { verifyConsultationPayment } from '../../../modules/mentorship/verify-consultation-payment';

const tags = ['mentorship'];
/** Open to visitors who are not signed in: a tighter limit than the app's default. */
const submitLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };

/**
 * PhD mentorship (mentorship-policies-video §7): the research-support form, the consultation form
 * and its payment verification. Open to any visitor (§6), signed in or not.
 */
const mentorshipRoutes: FastifyPluginAsyncZod = async (app) => {
  const mail = {
    mail: app.ports.mail,
    team: app.config.ADMIN_EMAILS,
    log: (err: unknown, msg: string) => app.log.error({ err }, msg),
  };

  /** Multipart with an optional `document`, or JSON without one. */
  const files = (field: UploadField) => ({
    store: app.ports.files,
    allowed: [field],
    aliases: { document: field },
    json: true,
  });

  app.post(
    '/submit-research-support-form',
    {
      schema: {
        tags,
        consumes: ['multipart/form-data', 'application/json'],
        response: okResponse(researchSubmittedSchema),
        description:
          'Research support request (§3 fields). Optional file `document`: pdf, doc, docx, jpg or png, up to 10 MB, checked by content.',
      },
      config: submitLimit,
    },
    async (request) => {
      const data = await withUploadedForm(request, files('researchDocument'), (form) =>
        submitResearchForm({ db: app.db, form, mail }),
      );
      return ok(data, 'Your request has been submitted.');
    },
  );

  app.post(
    '/submit-consultation-form',
    {
      schema: {
        tags,
        consumes: ['multipart/form-data', 'application/json'],
        response: okResponse(consultationOrderSchema),
        description:
          'Consultation request (§3 fields). The price is computed by the server; a sent price is ignored. Optional file `document`: pdf, doc or docx. Answers the payment order (id) and formId.',
      },
      config: submitLimit,
    },
    async (request) => {
      const data = await withUploadedForm(request, files('consultationDocument'), (form) =>
        submitConsultationForm({ db: app.db, form, payments: app.ports.payments, mail }),
      );
      return ok(data, 'Consultation request saved. Please complete the payment.');
    },
  );

  app.get(
    '/consultation-slots',
    {
      schema: {
        tags,
        querystring: z.object({
          date: z.iso.date({ error: 'Please select a session date.' }),
        }),
        response: okResponse(consultationSlotsSchema),
      },
    },
    async (request) => ok(await consultationSlots({ db: app.db, date: request.query.date })),
  );

  // The sandbox checkout of a consultation order: 404 unless the sandbox is on.
  app.post(
    '/consultation-sandbox/complete',
    {
      schema: {
        tags,
        body: z.object({
          formId: z.uuid({ error: 'Invalid form id.' }),
          orderId: z.string().trim().min(1).max(64),
          outcome: z.enum(['success', 'failure'], { error: 'outcome must be success or failure.' }),
          method: z.enum(['upi', 'card'], { error: 'method must be upi or card.' }),
        }),
        response: okResponse(checkoutResultSchema),
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      if (!app.config.paymentsSandboxEnabled || !app.ports.payments.sandbox)
        throw new AppError('NOT_FOUND', 'The payment sandbox is not available.');
      return ok(
        await completeConsultationSandbox({
          db: app.db,
          payments: app.ports.payments,
          ...request.body,
        }),
      );
    },
  );

  app.post(
    '/verify-consultation-form-payment',
    {
      schema: {
        tags,
        response: okResponse(verifiedConsultationSchema),
        description:
          'Body: formId, orderId, and the checkout result (paymentId and signature, or razorpay_payment_id and razorpay_signature).',
      },
    },
    async (request) => {
      const input = parseForm(verifyConsultationPaymentSchema, request.body ?? {});
      const data = await verifyConsultationPayment({
        db: app.db,
        payments: app.ports.payments,
        mail,
        input,
      });
      return ok(data, 'Thank you! Your session has been booked successfully!');
    },
  );
};

export default mentorshipRoutes;
