import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idParamSchema } from '@tm/shared/schemas/common';
import {
  adminRefundListSchema,
  adminRefundListQuerySchema,
  cancellationPolicySchema,
  declineRescheduleRequestSchema,
  proposeRescheduleRequestSchema,
  refundDecisionSchema,
  refundDtoSchema,
  refundQuoteDtoSchema,
  refundQuoteQuerySchema,
  requestRefundSchema,
  myBookingChangesSchema,
  rescheduleDtoSchema,
  rescheduleListSchema,
  tutorCancelSchema,
} from '@tm/shared/schemas/booking-changes';
import { okResponse } from '@tm/shared/contract/envelope';
import { ok } from '../../../lib/envelope';
import { currentUser } from '../../../plugins/app/auth';
import {
  readCancellationPolicy,
  saveCancellationPolicy,
} from '../../../modules/booking-changes/cancellation-policy-setting';
import { cancelBooking, refundQuote } from '../../../modules/booking-changes/cancel-booking';
import { decideRefund, listRefundsForAdmin } from '../../../modules/booking-changes/refunds';
import {
  answerReschedule,
  listMyBookingChanges,
  listReschedules,
  proposeReschedule,
} from '../../../modules/booking-changes/reschedule';

const tags = ['booking-changes'];
const noBody = z.unknown().optional();

/** reschedule proposals, cancellations with refunds, the policy's numbers. */
const bookingChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (request: FastifyRequest) => ({
    db: app.db,
    mail: { mail: app.ports.mail, appUrl: app.config.PUBLIC_URL, log: request.log },
    user: currentUser(request),
  });
  const party = app.requireUser('student', 'tutor');
  const admin = app.requireUser('admin');

  app.get(
    '/cancellation-policy',
    { schema: { tags, response: okResponse(cancellationPolicySchema) } },
    async () => ok(await readCancellationPolicy(app.db)),
  );
  app.put(
    '/admin/cancellation-policy',
    {
      schema: {
        tags,
        body: cancellationPolicySchema,
        response: okResponse(cancellationPolicySchema),
      },
      preHandler: admin,
    },
    async (request) =>
      ok(
        await saveCancellationPolicy({
          db: app.db,
          adminId: currentUser(request).id,
          policy: request.body,
        }),
        'Cancellation policy saved.',
      ),
  );

  app.get(
    '/refund-quote',
    {
      schema: {
        tags,
        querystring: refundQuoteQuerySchema,
        response: okResponse(refundQuoteDtoSchema),
      },
      preHandler: party,
    },
    async (request) => ok(await refundQuote({ ...ctx(request), ...request.query })),
  );
  app.post(
    '/request-refund',
    {
      schema: { tags, body: requestRefundSchema, response: okResponse(refundDtoSchema) },
      preHandler: app.requireUser('student'),
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      const refund = await cancelBooking({
        ...ctx(request),
        payments: app.ports.payments,
        ...request.body,
      });
      return ok(refund, refundMessage(refund.status));
    },
  );
  app.post(
    '/cancel-booking/:id',
    {
      schema: {
        tags,
        params: idParamSchema,
        body: tutorCancelSchema,
        response: okResponse(refundDtoSchema),
      },
      preHandler: app.requireUser('tutor'),
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      const refund = await cancelBooking({
        ...ctx(request),
        payments: app.ports.payments,
        bookingId: request.params.id,
        ...request.body,
      });
      return ok(refund, refundMessage(refund.status));
    },
  );

  app.get(
    '/admin/refund-requests',
    {
      schema: {
        tags,
        querystring: adminRefundListQuerySchema,
        response: okResponse(adminRefundListSchema),
      },
      preHandler: admin,
    },
    async (request) =>
      ok({ refunds: await listRefundsForAdmin({ db: app.db, status: request.query.status }) }),
  );
  for (const action of ['approve', 'decline'] as const) {
    app.post(
      `/admin/refund-requests/:id/${action}`,
      {
        schema: {
          tags,
          params: idParamSchema,
          body: refundDecisionSchema,
          response: okResponse(refundDtoSchema),
        },
        preHandler: admin,
      },
      async (request) =>
        ok(
          await decideRefund({
            ...ctx(request),
            admin: currentUser(request),
            payments: app.ports.payments,
            refundId: request.params.id,
            approve: action === 'approve',
            note: request.body.note,
          }),
          action === 'approve' ? 'Refund paid.' : 'Refund declined.',
        ),
    );
  }

  app.post(
    '/bookings/:id/reschedule',
    {
      schema: {
        tags,
        params: idParamSchema,
        body: proposeRescheduleRequestSchema,
        response: okResponse(rescheduleDtoSchema),
      },
      preHandler: party,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) =>
      ok(
        await proposeReschedule({
          ...ctx(request),
          bookingId: request.params.id,
          request: request.body,
        }),
        'New time proposed.',
      ),
  );
  app.get(
    '/bookings/:id/reschedules',
    {
      schema: {
        tags,
        params: idParamSchema,
        response: okResponse(rescheduleListSchema),
      },
      preHandler: party,
    },
    async (request) =>
      ok({ proposals: await listReschedules({ ...ctx(request), bookingId: request.params.id }) }),
  );
  const answers = { accept: noBody, decline: declineRescheduleRequestSchema, withdraw: noBody };
  for (const event of ['accept', 'decline', 'withdraw'] as const) {
    app.post(
      `/reschedules/:id/${event}`,
      {
        schema: {
          tags,
          params: idParamSchema,
          body: answers[event],
          response: okResponse(rescheduleDtoSchema),
        },
        preHandler: party,
      },
      async (request) =>
        ok(
          await answerReschedule({
            ...ctx(request),
            proposalId: request.params.id,
            event,
            declineReason: (request.body as { declineReason?: string } | undefined)?.declineReason,
          }),
          {
            accept: 'New time accepted.',
            decline: 'New time declined.',
            withdraw: 'Proposal withdrawn.',
          }[event],
        ),
    );
  }
  app.get(
    '/booking-changes',
    {
      schema: {
        tags,
        response: okResponse(myBookingChangesSchema),
      },
      preHandler: party,
    },
    async (request) => ok(await listMyBookingChanges(ctx(request))),
  );
};

function refundMessage(status: string): string {
  if (status === 'processed') return 'Cancelled. Your refund is on its way.';
  if (status === 'pending_approval') return 'Cancelled. The refund waits for approval.';
  return 'Cancelled.';
}

export default bookingChangeRoutes;
