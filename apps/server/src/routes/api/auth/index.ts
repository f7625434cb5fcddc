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

export const MSG_GOOGLE_NOT_CONFIGURED = 'Google sign-in is not configured on this server.';

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  // Sign-ins a minute from one client address (SIGN_IN_RATE_LIMIT, default 30): one count shared
  // by Google and developer sign-in (one limiter, so one store), checked before the body is read.
  const signInLimit = app.rateLimit({
    max: config.SIGN_IN_RATE_LIMIT,
    timeWindow: '1 minute',
  });

  // A server without GOOGLE_CLIENT_ID has no Google sign-in: a plain 404 (a client's setup, not a
  // failure of ours), said before the body is read.
  const googleConfigured = async () => {
    if (!config.GOOGLE_CLIENT_ID) throw new AppError('NOT_FOUND', MSG_GOOGLE_NOT_CONFIGURED);
  };

  app.post(
    '/google-sign-in',
    {
      schema: {
        tags: ['auth'],
        body: googleSignInRequestSchema,
        response: okResponse(signInResponseSchema),
      },
      onRequest: [signInLimit, googleConfigured],
    },
    async (request) => {
      const identity = await verifyGoogleIdToken(request.body.credential, {
        clientId: config.GOOGLE_CLIENT_ID!,
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
  // configured or in production, so it can never be used to skip Google on a real deployment;
  // said before the body is read, so a production server does not describe the route.
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
      onRequest: [signInLimit, devOnly],
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
      onRequest: devOnly,
    },
    async () => ok(listDemoAccounts()),
  );

  app.post(
    '/logout',
    {
      schema: { tags: ['auth'], body: z.unknown().optional(), response: okResponse(noData) },
      preHandler: app.requireUser(),
    },
    async (request) => {
      await revokeToken(app.db, request.authTokenId!);
      await app.sessions.endToken(request.authTokenId!);
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
      preHandler: app.requireUser(),
    },
    async (request) => {
      const user = currentUser(request);
      const ended = await revokeAllTokens(app.db, user.id);
      await app.sessions.endUser(user.id);
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
