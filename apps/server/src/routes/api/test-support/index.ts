import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponse } from '@tm/shared/contract/envelope';
import { liveClassFixtureSchema } from '@tm/shared/contract/calls';
import { z } from 'zod';
import { ok } from '../../../lib/envelope';
import { createLiveClass } from '../../../modules/calls/live-class-fixture';

/**
 * Test-only routes: registered only when NODE_ENV=test (see register.ts), never in development
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
};

export default testSupportRoutes;
