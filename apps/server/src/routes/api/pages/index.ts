import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponse } from '@tm/shared/contract/envelope';
import { pageSchema } from '@tm/shared/contract/content';
import { z } from 'zod';
import { ok } from '../../../lib/envelope';
import { getPage } from '../../../modules/content/get-page';

/**
 * GET /api/pages/{key}: a policy page by its route name (privacy-policy, terms-and-conditions,
 * cancellation-refund, shipping-policy), `{key, title, html, updatedAt}`. Open to any visitor.
 * An unknown key is a missing page (404), not bad input.
 */
const pageRoutes: FastifyPluginAsyncZod = async (app) => {
  const params = z.object({ key: z.string().max(64, { error: 'Page not found.' }) });
  app.get(
    '/pages/:key',
    { schema: { tags: ['content'], params, response: okResponse(pageSchema) } },
    async (request) => ok(await getPage({ db: app.db, key: request.params.key })),
  );
};

export default pageRoutes;
