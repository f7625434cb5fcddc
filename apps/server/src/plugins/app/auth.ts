import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Role } from '@tm/shared/constants/marketplace';
import { AppError } from '@tm/shared/errors';
import { revokeToken, userForToken, type AuthUser } from '../../modules/auth/tokens';
import { isAdminEmail } from '../../modules/auth/admin-emails';
import { createSessionCache, type SessionCache } from '../../modules/auth/session-cache';
import { requireSubmittedTutor } from '../../modules/tutors/require-submitted-tutor';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, when the request carries a live bearer token. */
    user: AuthUser | null;
    authTokenId: string | null;
    /** True when a token was sent but is unknown, expired or revoked. */
    authTokenInvalid: boolean;
  }
  interface FastifyContextConfig {
    /**
     * A tutor route a tutor may call before submitting the tutor form (the sign-up itself). Every
     * other route open to tutors refuses them until then (requireUser).
     */
    tutorSignUp?: boolean;
  }
  interface FastifyInstance {
    /**
     * preHandler: the caller must be signed in (401), and have one of `roles` if given (403). A
     * route naming the tutor role also wants the tutor form submitted (403 FORM_NOT_SUBMITTED),
     * unless its config says `tutorSignUp: true`: the one place that rule is enforced.
     */
    requireUser: (...roles: Role[]) => preHandlerAsyncHookHandler;
    /** Every route guarded by requireUser on this instance, with the roles it lets in. */
    routeGuards: readonly RouteGuard[];
    /** Recent token lookups; forget a token or user here when a session must change at once. */
    sessions: SessionCache<AuthUser>;
    /** Settles once this node hears other nodes' forget messages (the cache is used from then on). */
    sessionsHearing: Promise<void>;
  }
}

export interface RouteGuard {
  method: string;
  url: string;
  roles: readonly Role[];
  tutorSignUp: boolean;
}

export const MSG_SIGN_IN = 'Please sign in to continue.';
export const MSG_SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

/** The caller; throws 401 when nobody is signed in (for modules that need a user). */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user)
    throw new AppError(
      'UNAUTHORIZED',
      request.authTokenInvalid ? MSG_SESSION_EXPIRED : MSG_SIGN_IN,
    );
  return request.user;
}

/**
 * The caller, or null for a guest (public routes, issue 13). A token that is sent but no longer
 * valid still answers 401, so a client with a stale session learns it and signs in again.
 */
export function currentUserOrGuest(request: FastifyRequest): AuthUser | null {
  if (request.authTokenInvalid) currentUser(request);
  return request.user ?? null;
}

/** Who is calling: reads `Authorization: Bearer <token>` on every request. */
export default fp(async function auth(app: FastifyInstance) {
  app.decorateRequest('user', null);
  app.decorateRequest('authTokenId', null);
  app.decorateRequest('authTokenInvalid', false);

  const sessions = createSessionCache<AuthUser>({
    ttlMs: app.config.SESSION_CACHE_SECONDS * 1000,
    pubsub: app.ports.pubsub,
    onError: (err, msg) => app.log.error({ err }, msg),
  });
  app.decorate('sessions', sessions);
  // Other nodes' forget messages. Not awaited: a broker that is slow to answer must not hold the
  // start. Until this node hears them, it does not use the cache at all (every lookup reads the
  // database), so a logout on another node is never missed in that window.
  let hearing = false;
  const listening = sessions.listen().then(
    (unsubscribe) => {
      hearing = true;
      return unsubscribe;
    },
    (err: unknown) => {
      app.log.error({ err }, 'session cache: cannot listen for other nodes');
      return null;
    },
  );
  app.decorate(
    'sessionsHearing',
    listening.then(() => undefined),
  );
  app.addHook('onClose', async () => {
    await (
      await listening
    )?.();
  });

  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header) return;
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match || match[1]!.length > 200) {
      request.authTokenInvalid = true;
      return;
    }
    const found = await userForToken(app.db, match[1]!, {
      idleHours: app.config.SESSION_IDLE_HOURS,
      cache: hearing ? sessions : undefined,
    });
    if (!found) {
      request.authTokenInvalid = true;
      return;
    }
    // Admin rights follow ADMIN_EMAILS on every request (no extra query: the email came with the
    // token): an address taken off the list loses access at once, and its sessions end.
    if (found.user.role === 'admin' && !isAdminEmail(found.user.email, app.config.ADMIN_EMAILS)) {
      await revokeToken(app.db, found.tokenId);
      await sessions.forgetUser(found.user.id);
      request.authTokenInvalid = true;
      return;
    }
    request.user = found.user;
    request.authTokenId = found.tokenId;
  });

  // A successful write by a signed-in user may have changed their own row (profile, form
  // submitted), which the cached lookup holds: forget it on every node before the answer leaves,
  // so the next request, wherever it lands, reads the row again.
  app.addHook('onSend', async (request, reply) => {
    if (!request.user || reply.statusCode >= 400) return;
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS')
      return;
    await sessions.forgetUser(request.user.id);
  });

  app.decorate('requireUser', (...roles: Role[]) => {
    const handler: preHandlerAsyncHookHandler = async (request) => {
      const user = currentUser(request);
      if (roles.length && !roles.includes(user.role)) {
        throw new AppError('FORBIDDEN', 'You do not have access to this.');
      }
      if (
        user.role === 'tutor' &&
        roles.includes('tutor') &&
        !request.routeOptions.config.tutorSignUp
      )
        requireSubmittedTutor(user);
    };
    return Object.assign(handler, { roles });
  });

  // Who may call each route, as requireUser declared it (read by the tests of the guards).
  const guards: RouteGuard[] = [];
  app.decorate('routeGuards', guards);
  app.addHook('onRoute', (route) => {
    const hooks = [route.preHandler ?? []].flat() as Array<{ roles?: Role[] }>;
    const roles = hooks.find((h) => Array.isArray(h.roles))?.roles;
    if (!roles) return;
    for (const method of [route.method].flat())
      guards.push({ method, url: route.url, roles, tutorSignUp: !!route.config?.tutorSignUp });
  });
});
