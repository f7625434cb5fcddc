import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { devSignInRequestSchema, googleSignInRequestSchema } from '@tm/shared/schemas/auth';
import { AppError } from '@tm/shared/errors';
import { ok } from '../../../lib/envelope';
import { signIn } from '../../../modules/auth/sign-in';
import { verifyGoogleIdToken } from '../../../modules/auth/google';
import { revokeAllTokens, revokeToken } from '../../../modules/auth/tokens';
import { loadUserDto } from '../../../modules/users/user-dto';
import { currentUser } from '../../../plugins/app/auth';
import { listDemoAccounts } from '../../../modules/auth/demo-accounts';
import { noData, okResponse } from '@tm/shared/contract/envelope';
import {
  demoAccountListSchema,
  logoutEverywhereSchema,
  signInResponseSchema,
  userSchema,
} from '@tm/shared/contract/users';

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  // Sign-ins per client address a minute (SIGN_IN_RATE_LIMIT, default 30).
  const signInRateLimit = {
    rateLimit: { max: config.SIGN_IN_RATE_LIMIT, timeWindow: '1 minute' },
  };

  app.post(
    '/google-sign-in',
    {
      schema: {
        tags: ['auth'],
        body: googleSignInRequestSchema,
        response: okResponse(signInResponseSchema),
      },
      config: signInRateLimit,
    },
    async (request) => {
      if (!config.GOOGLE_CLIENT_ID) {
        throw new AppError(
          'SERVICE_UNAVAILABLE',
          'Google sign-in is not configured on this server.',
        );
      }
      const identity = await verifyGoogleIdToken(request.body.credential, {
        clientId: config.GOOGLE_CLIENT_ID,
        jwksUrl: config.GOOGLE_JWKS_URL,
      });
      const result = await signIn({
        db: app.db,
        identity,
        role: request.body.role,
        authType: request.body.authType,
        adminEmails: config.ADMIN_EMAILS,
        tokenTtlHours: config.TOKEN_TTL_HOURS,
      });
      // Sign-in may have changed the account (made it admin): no node keeps the old row.
      await app.sessions.forgetUser(result.user._id);
      return ok(result, 'Signed in.');
    },
  );

  // Dev sign-in: the embedded default's stand-in for Google. 404 (as if absent) when Google is
  // configured or in production, so it can never be used to skip Google on a real deployment.
  const devOnly = async () => {
    if (!config.devSignInEnabled) throw new AppError('NOT_FOUND', 'No API route for this path.');
  };

  app.post(
    '/dev/sign-in',
    {
      schema: {
        tags: ['auth'],
        body: devSignInRequestSchema,
        response: okResponse(signInResponseSchema),
      },
      preHandler: devOnly,
      config: signInRateLimit,
    },
    async (request) => {
      const { email, fullName, role, authType } = request.body;
      const result = await signIn({
        db: app.db,
        identity: { email, fullName },
        role,
        authType,
        adminEmails: config.ADMIN_EMAILS,
        tokenTtlHours: config.TOKEN_TTL_HOURS,
      });
      // Sign-in may have changed the account (made it admin): no node keeps the old row.
      await app.sessions.forgetUser(result.user._id);
      return ok(result, 'Signed in.');
    },
  );

  app.get(
    '/dev/accounts',
    {
      schema: { tags: ['auth'], response: okResponse(demoAccountListSchema) },
      preHandler: devOnly,
    },
    async () => ok(listDemoAccounts()),
  );

  app.post(
    '/logout',
    { schema: { tags: ['auth'], body: z.unknown().optional(), response: okResponse(noData) } },
    async (request) => {
      currentUser(request);
      await revokeToken(app.db, request.authTokenId!);
      await app.sessions.forgetToken(request.authTokenId!);
      return ok(null, 'Logged out.');
    },
  );

  // "Log out everywhere": ends every session of the caller (other devices included).
  app.post(
    '/logout-everywhere',
    {
      schema: {
        tags: ['auth'],
        body: z.unknown().optional(),
        response: okResponse(logoutEverywhereSchema),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const ended = await revokeAllTokens(app.db, user.id);
      await app.sessions.forgetUser(user.id);
      return ok({ sessionsEnded: ended }, 'Logged out on every device.');
    },
  );

  app.get(
    '/me',
    { schema: { tags: ['auth'], response: okResponse(userSchema) }, preHandler: app.requireUser() },
    async (request) => {
      const user = await loadUserDto(app.db, currentUser(request).id);
      if (!user) throw new AppError('UNAUTHORIZED', 'Your account no longer exists.');
      return ok(user);
    },
  );
};

export default authRoutes;
