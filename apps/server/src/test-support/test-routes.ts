import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponse } from '@tm/shared/contract/envelope';
import {
  bookingFixtureSchema,
  heldClassFixtureSchema,
  liveClassFixtureSchema,
  paidConsultationFixtureSchema,
} from '@tm/shared/contract/calls';
import { z } from 'zod';
import { ok } from '../lib/envelope';
import { createLiveClass, createPaidConsultation } from './live-class-fixture';
import { createBookingFixture } from './booking-fixture';
import { createHeldClass } from './held-class-fixture';
import { createMessagingPair } from './messaging-fixture';
import { messagingPairFixtureSchema } from '@tm/shared/contract/conversations';
import { createGroupClass } from './group-class-fixture';
import { groupClassFixtureSchema } from '@tm/shared/schemas/batches';
import { matchingTutorsFixtureSchema } from '@tm/shared/schemas/needs';
import { createMatchingTutors } from './matching-tutors-fixture';

/**
 * Test-only routes: registered only when NODE_ENV=test (routes/api/register.ts loads this file then), never in development
 * or production. The e2e journeys use them to make data a real user would need hours to make.
 */
const testSupportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/test/live-class',
    {
      schema: {
        hide: true,
        response: okResponse(liveClassFixtureSchema),
        body: z.object({ minutes: z.number().int().min(25).max(120).optional() }).optional(),
      },
    },
    async (request) => ok(await createLiveClass(app.db, { minutes: request.body?.minutes })),
  );
  // After-booking journeys: a booking days ahead (accepted to pay and cancel, active to reschedule).
  app.post(
    '/test/booking',
    {
      schema: {
        hide: true,
        body: z.object({
          status: z.enum(['accepted', 'active']),
          daysAhead: z.number().int().min(1).max(30),
        }),
        response: okResponse(bookingFixtureSchema),
      },
    },
    async (request) => ok(await createBookingFixture(app.db, request.body)),
  );
  app.post(
    '/test/paid-consultation',
    { schema: { hide: true, response: okResponse(paidConsultationFixtureSchema) } },
    async () => ok(await createPaidConsultation(app.db)),
  );

  // a class that was held (attended, then completed by the sweeper) to review.
  app.post(
    '/test/held-class',
    { schema: { hide: true, response: okResponse(heldClassFixtureSchema) } },
    async () => ok(await createHeldClass(app.db)),
  );

  // Messages journeys: a tutor and a student who have never written or booked.
  app.post(
    '/test/messaging-pair',
    { schema: { hide: true, response: okResponse(messagingPairFixtureSchema) } },
    async () => ok(await createMessagingPair(app.db)),
  );
  // Group classes: a batch with paid students whose session is on now.
  app.post(
    '/test/group-class',
    {
      schema: {
        hide: true,
        body: z.object({ students: z.number().int().min(1).max(10) }),
        response: okResponse(groupClassFixtureSchema),
      },
    },
    async (request) => ok(await createGroupClass(app.db, request.body)),
  );
  // "Share your need": two tutors who match the same need.
  app.post(
    '/test/matching-tutors',
    { schema: { hide: true, response: okResponse(matchingTutorsFixtureSchema) } },
    async () => ok(await createMatchingTutors(app.db)),
  );
};

export default testSupportRoutes;
