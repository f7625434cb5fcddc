import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { AppError } from '@tm/shared/errors';
import { hasControlChars, MSG_CONTROL_CHAR, URL_FORBIDDEN } from '../../lib/control-chars';

/**
 * One gate for every route: a path, query or JSON body carrying NUL or another
 * control character is refused with 400 before any handler runs, so it can never reach a query
 * (PostgreSQL refuses NUL in text with an error that used to surface as a 500).
 */
export default fp(async function refuseControlChars(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (URL_FORBIDDEN.test(request.url)) throw new AppError('BAD_REQUEST', MSG_CONTROL_CHAR);
  });
  app.addHook('preValidation', async (request) => {
    if (request.body !== undefined && hasControlChars(request.body))
      throw new AppError('BAD_REQUEST', MSG_CONTROL_CHAR);
  });
});
