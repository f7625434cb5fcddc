import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idParamSchema } from '@tm/shared/schemas/common';
import {
  bookingListQuerySchema,
  rejectBookingRequestSchema,
  submitBookingRequestSchema,
  tutorBookingListQuerySchema,
} from '@tm/shared/schemas/booking';
import { okResponse } from '@tm/shared/contract/envelope';
import { bookingListSchema, bookingSchema } from '@tm/shared/contract/bookings';
import { ok } from '../../../lib/envelope';
import { idempotencyKeyOf } from '../../../lib/idempotency-key';
import { currentUser } from '../../../plugins/app/auth';
import { submitBooking } from '../../../modules/bookings/submit-booking';
import { getBooking, listBookings } from '../../../modules/bookings/list-bookings';
import {
  acceptBooking,
  rejectBooking,
  withdrawBooking,
} from '../../../modules/bookings/decide-booking';
import { bookingCalendar } from '../../../modules/bookings/booking-calendar';

const tags = ['bookings'];

const noBody = z.unknown().optional();

/** core-marketplace §7 booking calls, plus withdraw, one booking and its calendar file (ours). */
const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const mailFor = (request: FastifyRequest) => ({
    mail: app.ports.mail,
    appUrl: app.config.PUBLIC_URL,
    log: request.log,
  });

  app.post(
    '/submit-booking',
    {
      schema: { tags, body: submitBookingRequestSchema, response: okResponse(bookingSchema) },
      preHandler: app.requireUser('student'),
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) =>
      ok(
        await submitBooking({
          db: app.db,
          mail: mailFor(request),
          user: currentUser(request),
          request: request.body,
          idempotencyKey: idempotencyKeyOf(request),
        }),
        'Booking request sent.',
      ),
  );

  app.get(
    '/get-bookings',
    {
      schema: {
        tags,
        querystring: bookingListQuerySchema,
        response: okResponse(bookingListSchema),
      },
      preHandler: app.requireUser('student'),
    },
    async (request) => {
      const bookings = await listBookings({
        db: app.db,
        user: currentUser(request),
        ...request.query,
      });
      return ok({ bookings: bookings });
    },
  );

  app.get(
    '/get-tutor-bookings',
    {
      schema: {
        tags,
        querystring: tutorBookingListQuerySchema,
        response: okResponse(bookingListSchema),
      },
      preHandler: app.requireUser('tutor'),
    },
    async (request) => {
      const bookings = await listBookings({
        db: app.db,
        user: currentUser(request),
        ...request.query,
      });
      return ok({ bookings: bookings });
    },
  );

  app.post(
    '/accept-booking/:id',
    {
      schema: { tags, params: idParamSchema, body: noBody, response: okResponse(bookingSchema) },
      preHandler: app.requireUser('tutor'),
    },
    async (request) =>
      ok(
        await acceptBooking({
          db: app.db,
          mail: mailFor(request),
          user: currentUser(request),
          bookingId: request.params.id,
        }),
        'Booking accepted.',
      ),
  );

  app.post(
    '/reject-booking/:id',
    {
      schema: {
        tags,
        params: idParamSchema,
        body: rejectBookingRequestSchema,
        response: okResponse(bookingSchema),
      },
      preHandler: app.requireUser('tutor'),
    },
    async (request) =>
      ok(
        await rejectBooking({
          db: app.db,
          mail: mailFor(request),
          user: currentUser(request),
          bookingId: request.params.id,
          rejectionReason: request.body.rejectionReason,
        }),
        'Booking rejected.',
      ),
  );

  app.post(
    '/withdraw-booking/:id',
    {
      schema: { tags, params: idParamSchema, body: noBody, response: okResponse(bookingSchema) },
      preHandler: app.requireUser('student'),
    },
    async (request) =>
      ok(
        await withdrawBooking({
          db: app.db,
          mail: mailFor(request),
          user: currentUser(request),
          bookingId: request.params.id,
        }),
        'Booking request withdrawn.',
      ),
  );

  app.get(
    '/bookings/:id',
    {
      schema: { tags, params: idParamSchema, response: okResponse(bookingSchema) },
      preHandler: app.requireUser('student', 'tutor'),
    },
    async (request) =>
      ok(
        await getBooking({
          db: app.db,
          user: currentUser(request),
          bookingId: request.params.id,
        }),
      ),
  );

  app.get(
    '/bookings/:id/calendar.ics',
    { schema: { tags, params: idParamSchema }, preHandler: app.requireUser('student', 'tutor') },
    async (request, reply) => {
      const file = await bookingCalendar({
        db: app.db,
        user: currentUser(request),
        bookingId: request.params.id,
        appUrl: app.config.PUBLIC_URL,
      });
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.ics);
    },
  );
};

export default bookingRoutes;
