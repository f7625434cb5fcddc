import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okResponse } from '@tm/shared/contract/envelope';
import { consentTokenSchema, parentViewSchema } from '@tm/shared/contract/data-rights';
import { DATA_RIGHTS_MESSAGES } from '@tm/shared/constants/data-rights';
import { ok } from '../../../lib/envelope';
import {
  confirmConsent,
  parentView,
  withdrawConsent,
} from '../../../modules/data-rights/parental-consent';

/**
 * The parent's side of a minor's consent, reached by the mailed link (no account: the token is
 * the parent's key). Public, rate-limited so tokens cannot be guessed.
 */
const parentalConsentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['parental-consent'];
  const limit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

  app.get(
    '/parental-consent/:token',
    {
      schema: {
        tags,
        params: z.object({ token: z.string().min(20).max(100) }),
        response: okResponse(parentViewSchema),
      },
      config: limit,
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return ok(await parentView(app.db, request.params.token));
    },
  );

  app.post(
    '/parental-consent/confirm',
    {
      schema: { tags, body: consentTokenSchema, response: okResponse(parentViewSchema) },
      config: limit,
    },
    async (request) =>
      ok(
        await confirmConsent({
          db: app.db,
          token: request.body.token,
          ip: request.ip,
          forgetUser: (id) => app.sessions.forgetUser(id),
        }),
        DATA_RIGHTS_MESSAGES.consentGranted,
      ),
  );

  app.post(
    '/parental-consent/withdraw',
    {
      schema: { tags, body: consentTokenSchema, response: okResponse(parentViewSchema) },
      config: limit,
    },
    async (request) =>
      ok(
        await withdrawConsent({
          db: app.db,
          token: request.body.token,
          ip: request.ip,
          endSessions: (id) => app.sessions.endUser(id),
        }),
        DATA_RIGHTS_MESSAGES.consentWithdrawnDone,
      ),
  );
};

export default parentalConsentRoutes;
