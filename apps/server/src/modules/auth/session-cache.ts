// A short-lived in-process cache of sign-in token lookups: every API request carries a
// bearer token, and looking it up was half the database work of a search request. A lookup is
// kept for SESSION_CACHE_SECONDS (default 10 s) at most; what must take effect at once is
// forgotten explicitly, on this node and, through the pub/sub port (Redis with REDIS_URL), on every
// other node:
// - logout (the token), "log out everywhere" and an admin taken off ADMIN_EMAILS (the user);
// - a role change at sign-in, and any successful write the user makes (their own row may have
//   changed: profile, form submitted), see plugins/app/auth.ts.
// Expiry and the idle timeout are checked on every use, cached or not (tokens.ts).
// A forget that ends sessions (logout, "log out everywhere", an admin taken off the list) says so,
// and every node tells its listeners (onEnded): the call sockets those sessions opened close.
import type { PubSub, Unsubscribe } from '../../ports/pubsub';

/** What a token lookup found: the user row and the token's own clock. */
export interface CachedSession<U> {
  user: U & { id: string };
  tokenId: string;
  expiresAt: Date;
  lastUsedAt: Date;
}

/** The pub/sub channel on which nodes tell each other what to forget. */
export const SESSION_FORGET_CHANNEL = 'auth:forget';

/** Sessions that ended: one token's, or every one of a user's. */
export type EndedSessions = { token: string } | { user: string };
type ForgetMessage = EndedSessions & { ended?: true };

export interface SessionCache<U = unknown> {
  /** A lookup made within the time-to-live, or undefined. */
  get(tokenHash: string, now?: number): CachedSession<U> | undefined;
  /** Stamp to take before a database lookup and give to `set`. */
  stamp(): number;
  /** Keeps a lookup, unless something was forgotten since `stamp` (it may be stale). */
  set(tokenHash: string, session: CachedSession<U>, stamp: number, now?: number): void;
  /** Forgets one token here and on every node. */
  forgetToken(tokenId: string): Promise<void>;
  /** Forgets every token of a user here and on every node. */
  forgetUser(userId: string): Promise<void>;
  /** Forgets a token whose session ended (logout), and tells every node's onEnded listeners. */
  endToken(tokenId: string): Promise<void>;
  /** Forgets and ends every session of a user ("log out everywhere"), on every node. */
  endUser(userId: string): Promise<void>;
  /** Called on this node whenever sessions end, here or on another node; returns its remover. */
  onEnded(listener: (ended: EndedSessions) => void): () => void;
  /** Listens for other nodes' forget messages; resolves to the function that stops it. */
  listen(): Promise<Unsubscribe>;
  readonly size: number;
}

export function createSessionCache<U>(opts: {
  ttlMs: number;
  pubsub: PubSub;
  maxEntries?: number;
  onError?: (err: unknown, msg: string) => void;
}): SessionCache<U> {
  const maxEntries = opts.maxEntries ?? 10_000;
  const entries = new Map<string, { session: CachedSession<U>; until: number }>();
  // Bumped by every forget: a lookup that was in flight when one arrived is not kept.
  let generation = 0;
  const endedListeners = new Set<(ended: EndedSessions) => void>();

  function drop(message: ForgetMessage) {
    generation++;
    for (const [hash, entry] of entries) {
      const s = entry.session;
      if ('token' in message ? s.tokenId === message.token : s.user.id === message.user)
        entries.delete(hash);
    }
    if (message.ended !== true) return;
    const ended: EndedSessions =
      'token' in message ? { token: message.token } : { user: message.user };
    for (const listener of endedListeners) {
      try {
        listener(ended);
      } catch (err) {
        opts.onError?.(err, 'session cache: a listener of ended sessions failed');
      }
    }
  }

  async function forget(message: ForgetMessage) {
    drop(message); // here at once, before the publish's round trip
    try {
      await opts.pubsub.publish(SESSION_FORGET_CHANNEL, JSON.stringify(message));
    } catch (err) {
      // The database change stands; other nodes drop the entry when its time-to-live ends.
      opts.onError?.(err, 'session cache: could not tell the other nodes to forget a session');
    }
  }

  return {
    get(tokenHash, now = Date.now()) {
      if (opts.ttlMs <= 0) return undefined;
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      if (entry.until > now) return entry.session;
      entries.delete(tokenHash);
      return undefined;
    },
    stamp: () => generation,
    set(tokenHash, session, stamp, now = Date.now()) {
      if (opts.ttlMs <= 0 || stamp !== generation) return;
      entries.delete(tokenHash);
      entries.set(tokenHash, { session, until: now + opts.ttlMs });
      // Maps iterate in insertion order: past the bound, the oldest entries go.
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    forgetToken: (tokenId) => forget({ token: tokenId }),
    forgetUser: (userId) => forget({ user: userId }),
    endToken: (tokenId) => forget({ token: tokenId, ended: true }),
    endUser: (userId) => forget({ user: userId, ended: true }),
    onEnded(listener) {
      endedListeners.add(listener);
      return () => endedListeners.delete(listener);
    },
    listen: () =>
      opts.pubsub.subscribe(SESSION_FORGET_CHANNEL, (raw) => {
        try {
          const message = JSON.parse(raw) as ForgetMessage;
          if (typeof message === 'object' && message && ('token' in message || 'user' in message))
            drop(message);
        } catch (err) {
          opts.onError?.(err, 'session cache: unreadable forget message');
        }
      }),
    get size() {
      return entries.size;
    },
  };
}
