import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '@tm/shared/errors';
import { idParamSchema } from '@tm/shared/schemas/common';
import {
  PAYMENT_MESSAGES,
  bankDetailsSchema,
  createBookingOrderSchema,
  markWithdrawalPaidSchema,
  rejectWithdrawalSchema,
  sandboxCompleteSchema,
  transactionsQuerySchema,
  verifyBookingPaymentSchema,
  withdrawalListQuerySchema,
  withdrawalRequestSchema,
} from '@tm/shared/schemas/payments';
import { noData, okResponse } from '@tm/shared/contract/envelope';
import { paidBookingSchema } from '@tm/shared/contract/bookings';
import {
  checkoutResultSchema,
  nullableBankDetailsSchema,
  paymentOrderSchema,
  paymentsSummarySchema,
  paymentMismatchListSchema,
  refundListSchema,
  savedBankDetailsSchema,
  sandboxOrderSchema,
  transactionsPageSchema,
  webhookOutcomeSchema,
  withdrawalListSchema,
  withdrawalSchema,
} from '@tm/shared/contract/payments';
import { ok } from '../../../lib/envelope';
import { currentUser } from '../../../plugins/app/auth';
import { createBookingOrder } from '../../../modules/payments/create-booking-order';
import { verifyBookingPayment } from '../../../modules/payments/verify-booking-payment';
import { handleRazorpayWebhook } from '../../../modules/payments/handle-webhook';
import {
  completeSandboxCheckout,
  getSandboxOrder,
} from '../../../modules/payments/sandbox-checkout';
import { listTransactions } from '../../../modules/payments/list-transactions';
import {
  findBankDetails,
  saveBankDetails,
  toBankDetailsDto,
} from '../../../modules/payments/bank-details';
import { requestWithdrawal } from '../../../modules/payments/request-withdrawal';
import { decideWithdrawal } from '../../../modules/payments/decide-withdrawal';
import {
  listTutorWithdrawals,
  listWithdrawalsForAdmin,
} from '../../../modules/payments/withdrawal-dto';
import { paymentsSummary } from '../../../modules/payments/payments-summary';
import { paymentReceipt } from '../../../modules/payments/payment-receipt';
import { listPaymentMismatches } from '../../../modules/payments/list-mismatches';
import { listRefundPayments, refundPayment } from '../../../modules/payments/refund-payment';

const tags = ['payments'];
const orderIdParam = z.object({ orderId: z.string().trim().min(1).max(64) });

/** Payments (core-marketplace §7 create/verify, transactions), payouts, receipts, the sandbox. */
const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const mailFor = (request: FastifyRequest) => ({ mail: app.ports.mail, log: request.log });

  app.post(
    '/create-booking-order',
    {
      schema: { tags, body: createBookingOrderSchema, response: okResponse(paymentOrderSchema) },
      preHandler: app.requireUser('student'),
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) =>
      ok(
        await createBookingOrder({
          db: app.db,
          payments: app.ports.payments,
          user: currentUser(request),
          bookingId: request.body.bookingId,
          log: request.log,
        }),
      ),
  );

  app.post(
    '/verify-booking-payment',
    {
      schema: { tags, body: verifyBookingPaymentSchema, response: okResponse(paidBookingSchema) },
      preHandler: app.requireUser('student'),
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      const booking = await verifyBookingPayment({
        db: app.db,
        payments: app.ports.payments,
        mail: mailFor(request),
        user: currentUser(request),
        request: request.body,
      });
      return ok({ booking }, 'Payment verified.');
    },
  );

  // The sandbox checkout: 404 unless the sandbox is on (never in production or with keys).
  const sandboxGuard = async () => {
    if (!app.config.paymentsSandboxEnabled || !app.ports.payments.sandbox) {
      throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.sandboxUnavailable);
    }
  };
  app.get(
    '/payments/sandbox/orders/:orderId',
    {
      schema: { tags, params: orderIdParam, response: okResponse(sandboxOrderSchema) },
      preHandler: [sandboxGuard, app.requireUser('student')],
    },
    async (request) =>
      ok(
        await getSandboxOrder({
          db: app.db,
          user: currentUser(request),
          orderId: request.params.orderId,
        }),
      ),
  );
  app.post(
    '/payments/sandbox/orders/:orderId/complete',
    {
      schema: {
        tags,
        params: orderIdParam,
        body: sandboxCompleteSchema,
        response: okResponse(checkoutResultSchema),
      },
      preHandler: [sandboxGuard, app.requireUser('student')],
    },
    async (request) =>
      ok(
        await completeSandboxCheckout({
          db: app.db,
          payments: app.ports.payments,
          user: currentUser(request),
          orderId: request.params.orderId,
          ...request.body,
        }),
      ),
  );

  app.get(
    '/transactions',
    {
      schema: {
        tags,
        querystring: transactionsQuerySchema,
        response: okResponse(transactionsPageSchema),
      },
      preHandler: app.requireUser('tutor', 'student'),
    },
    async (request) =>
      ok(await listTransactions({ db: app.db, user: currentUser(request), ...request.query })),
  );

  app.get(
    '/payments/summary',
    {
      schema: { tags, response: okResponse(paymentsSummarySchema) },
      preHandler: app.requireUser('tutor'),
    },
    async (request) => ok(await paymentsSummary(app.db, currentUser(request).id)),
  );

  app.get(
    '/bank-details',
    {
      schema: { tags, response: okResponse(nullableBankDetailsSchema) },
      preHandler: app.requireUser('tutor'),
    },
    async (request) => {
      const row = await findBankDetails(app.db, currentUser(request).id);
      const dto = row ? toBankDetailsDto(row) : null;
      return ok(dto ? { ...dto, details: dto } : { details: null });
    },
  );
  // PUT as this app sends it; POST as a spec client does. Both save the same way.
  for (const method of ['put', 'post'] as const) {
    app[method](
      '/bank-details',
      {
        schema: { tags, body: bankDetailsSchema, response: okResponse(savedBankDetailsSchema) },
        preHandler: app.requireUser('tutor'),
      },
      async (request) => {
        const dto = await saveBankDetails({
          db: app.db,
          mail: mailFor(request),
          tutor: currentUser(request),
          details: request.body,
        });
        return ok({ ...dto, details: dto }, 'Bank details saved.');
      },
    );
  }

  app.get(
    '/withdrawals',
    {
      schema: { tags, response: okResponse(withdrawalListSchema) },
      preHandler: app.requireUser('tutor'),
    },
    async (request) =>
      ok({ withdrawals: await listTutorWithdrawals(app.db, currentUser(request).id) }),
  );
  app.post(
    '/withdrawals',
    {
      schema: { tags, body: withdrawalRequestSchema, response: okResponse(withdrawalSchema) },
      preHandler: app.requireUser('tutor'),
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) =>
      ok(
        await requestWithdrawal({
          db: app.db,
          mail: mailFor(request),
          user: currentUser(request),
          amount: request.body.amount,
        }),
        'Withdrawal requested.',
      ),
  );

  app.get(
    '/admin/withdrawals',
    {
      schema: {
        tags,
        querystring: withdrawalListQuerySchema,
        response: okResponse(withdrawalListSchema),
      },
      preHandler: app.requireUser('admin'),
    },
    async (request) =>
      ok({ withdrawals: await listWithdrawalsForAdmin(app.db, request.query.status) }),
  );
  app.post(
    '/admin/withdrawals/:id/mark-paid',
    {
      schema: {
        tags,
        params: idParamSchema,
        body: markWithdrawalPaidSchema,
        response: okResponse(withdrawalSchema),
      },
      preHandler: app.requireUser('admin'),
    },
    async (request) =>
      ok(
        await decideWithdrawal({
          db: app.db,
          mail: mailFor(request),
          admin: currentUser(request),
          withdrawalId: request.params.id,
          decision: { status: 'paid', reference: request.body.reference },
        }),
        'Withdrawal marked paid.',
      ),
  );
  app.post(
    '/admin/withdrawals/:id/reject',
    {
      schema: {
        tags,
        params: idParamSchema,
        body: rejectWithdrawalSchema,
        response: okResponse(withdrawalSchema),
      },
      preHandler: app.requireUser('admin'),
    },
    async (request) =>
      ok(
        await decideWithdrawal({
          db: app.db,
          mail: mailFor(request),
          admin: currentUser(request),
          withdrawalId: request.params.id,
          decision: { status: 'rejected', reason: request.body.reason },
        }),
        'Withdrawal rejected.',
      ),
  );

  app.get(
    '/admin/refunds',
    {
      schema: {
        tags,
        querystring: z.object({ status: z.enum(['refund_due', 'refunded']).default('refund_due') }),
        response: okResponse(refundListSchema),
      },
      preHandler: app.requireUser('admin'),
    },
    async (request) => ok({ payments: await listRefundPayments(app.db, request.query.status) }),
  );
  app.get(
    '/admin/payment-mismatches',
    {
      schema: { tags, response: okResponse(paymentMismatchListSchema) },
      preHandler: app.requireUser('admin'),
    },
    async () => ok({ mismatches: await listPaymentMismatches(app.db) }),
  );
  app.post(
    '/admin/refunds/:id/refund',
    {
      schema: { tags, params: idParamSchema, response: okResponse(noData) },
      preHandler: app.requireUser('admin'),
    },
    async (request) => {
      await refundPayment({
        db: app.db,
        payments: app.ports.payments,
        mail: mailFor(request),
        paymentId: request.params.id,
        log: request.log,
      });
      return ok(null, 'Payment refunded.');
    },
  );

  app.get(
    '/bookings/:id/receipt',
    { schema: { tags, params: idParamSchema }, preHandler: app.requireUser('student', 'admin') },
    async (request, reply) => {
      const r = await paymentReceipt({
        db: app.db,
        user: currentUser(request),
        bookingId: request.params.id,
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${r.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(r.pdf);
    },
  );

  // The webhook reads its body raw (the signature is over the exact bytes), in its own scope.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: 1024 * 1024 },
      (_req, body, done) => done(null, body),
    );
    raw.post(
      '/webhooks/razorpay',
      {
        schema: { tags, hide: true, response: okResponse(webhookOutcomeSchema) },
        config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
      },
      async (request) => {
        const header = (name: string) => {
          const v = request.headers[name];
          return Array.isArray(v) ? v[0] : v;
        };
        const body = request.body;
        if (!Buffer.isBuffer(body)) throw new AppError('BAD_REQUEST', 'Webhook body is required.');
        const outcome = await handleRazorpayWebhook({
          db: app.db,
          payments: app.ports.payments,
          mail: { mail: app.ports.mail, log: request.log },
          rawBody: body,
          signature: header('x-razorpay-signature'),
          eventId: header('x-razorpay-event-id'),
        });
        return ok({ outcome });
      },
    );
  });
};

export default paymentRoutes;
