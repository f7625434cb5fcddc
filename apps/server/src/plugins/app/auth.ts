import fp from 'fastify-plugin';
import type {
  FastifyInstance,
  FastifyRequest,
  RouteOptions,
  preHandlerAsyncHookHandler,
} from 'fastify';
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
     * The access check of a route: the caller must be signed in (401), and have one of `roles`
     * if given (403). A route naming the tutor role also wants the tutor form submitted (403
     * FORM_NOT_SUBMITTED), unless its config says `tutorSignUp: true`: the one place that rule is
     * enforced. It always runs as an onRequest hook, before the body is read or validated, so a
     * caller who may not use a route learns nothing about what it takes: a route may list it
     * under `preHandler` (moved to onRequest when the route is added) or `onRequest`.
     */
    requireUser: (...roles: Role[]) => preHandlerAsyncHookHandler;
    /**
     * requireUser(...roles) on every route this plugin adds from here on (a plugin of admin
     * routes), as a route-level onRequest hook, so that `routeGuards` lists those routes too.
     */
    requireUserOnEveryRoute: (...roles: Role[]) => void;
    /** Every route guarded by requireUser on this instance, with the roles it lets in. */
    readonly routeGuards: readonly RouteGuard[];
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
 * The caller, or null for a guest (public routes). A token that is sent but no longer
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
      await sessions.endUser(found.user.id);
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

  // Fastify validates the body between onRequest and preHandler: an access check listed under a
  // later hook moves to onRequest (after the hooks already there: who is calling, rate limits),
  // so a caller who may not use a route gets 401/403 whatever body they sent. New arrays, never
  // changed in place: a GET's HEAD twin starts from a copy of the same options.
  const isGuard = (hook: unknown): hook is { roles: readonly Role[] } =>
    Array.isArray((hook as { roles?: unknown } | null)?.roles);
  const hooksOf = (route: object) => route as Record<string, unknown>;
  const listed = (route: object, phase: string) =>
    [hooksOf(route)[phase] ?? []].flat() as unknown[];
  // Every route's options as registered; a plugin's own onRoute hooks run after this one and may
  // still add its guard, so the table of guards is read from them when asked for.
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
    for (const phase of ['preValidation', 'preHandler'] as const) {
      const hooks = listed(route, phase);
      if (!hooks.some(isGuard)) continue;
      hooksOf(route).onRequest = [...listed(route, 'onRequest'), ...hooks.filter(isGuard)];
      hooksOf(route)[phase] = hooks.filter((h) => !isGuard(h));
    }
  });
  app.decorate('requireUserOnEveryRoute', function (this: FastifyInstance, ...roles: Role[]) {
    const guard = this.requireUser(...roles);
    this.addHook('onRoute', (route) => {
      hooksOf(route).onRequest = [...listed(route, 'onRequest'), guard];
    });
  });
  // Who may call each route (read by the tests of the guards).
  app.decorate('routeGuards', {
    getter: (): RouteGuard[] =>
      routes.flatMap((route) => {
        const roles = listed(route, 'onRequest').find(isGuard)?.roles;
        if (!roles) return [];
        return [route.method].flat().map((method) => ({
          method,
          url: route.url,
          roles,
          tutorSignUp: !!route.config?.tutorSignUp,
        }));
      }),
  });
});
