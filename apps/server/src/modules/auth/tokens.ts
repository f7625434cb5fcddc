import crypto from 'node:crypto';
import { and, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { namedStatementsAllowed, type Db } from '../../db/client';
import { authTokens, users } from '../../db/schema/users';
import type { SessionCache } from './session-cache';

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** A random bearer token; only its hash is stored. */
export async function issueToken(
  db: Db,
  userId: string,
  ttlHours: number,
  now = new Date(),
): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await db.insert(authTokens).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + ttlHours * 3600_000),
    lastUsedAt: now,
  });
  return token;
}

export type AuthUser = typeof users.$inferSelect;

function buildTokenLookup(db: Db, named: boolean) {
  return (
    db
      .select({
        user: users,
        tokenId: authTokens.id,
        expiresAt: authTokens.expiresAt,
        lastUsedAt: authTokens.lastUsedAt,
      })
      .from(authTokens)
      .innerJoin(users, eq(users.id, authTokens.userId))
      .where(
        and(
          eq(authTokens.tokenHash, sql.placeholder('hash')),
          isNull(authTokens.revokedAt),
          gt(authTokens.expiresAt, sql.placeholder('now')),
          gt(authTokens.lastUsedAt, sql.placeholder('idleSince')),
        ),
      )
      .limit(1)
      // An empty name is an unnamed statement (parsed again each time), which a transaction pooler
      // such as PgBouncer can run on any server connection.
      .prepare(named ? 'auth_token_lookup' : '')
  );
}

// Every authenticated request runs this lookup: as a named prepared statement, PostgreSQL plans
// it once per connection instead of on every request (unnamed behind a transaction pooler). One
// per database handle.
const lookups = new WeakMap<Db, ReturnType<typeof buildTokenLookup>>();

/** How stale last_used_at may get before a request writes it again (one write a minute at most). */
const TOUCH_EVERY_MS = 60_000;

/**
 * The user a live token belongs to, or null: not revoked, before its absolute expiry, and used
 * within the idle timeout. A use refreshes the idle clock (written at most once a minute). With a
 * `cache`, a lookup made in the last few seconds is used again (session-cache.ts); expiry and idle
 * time are still checked against the token's own clock on every call.
 */
export async function userForToken(
  db: Db,
  token: string,
  opts: { idleHours: number; now?: Date; cache?: SessionCache<AuthUser> },
): Promise<{ user: AuthUser; tokenId: string } | null> {
  const now = opts.now ?? new Date();
  const idleSince = new Date(now.getTime() - opts.idleHours * 3600_000);
  const hash = hashToken(token);
  let found = opts.cache?.get(hash, now.getTime());
  if (found && !(found.expiresAt > now && found.lastUsedAt > idleSince)) found = undefined;
  if (!found) {
    const stamp = opts.cache?.stamp() ?? 0;
    let lookup = lookups.get(db);
    if (!lookup) {
      lookup = buildTokenLookup(db, namedStatementsAllowed(db));
      lookups.set(db, lookup);
    }
    const rows = await lookup.execute({ hash, now, idleSince });
    const row = rows[0];
    if (!row) return null;
    found = { ...row };
    opts.cache?.set(hash, found, stamp, now.getTime());
  }
  if (now.getTime() - found.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
    found.lastUsedAt = now;
    await db.update(authTokens).set({ lastUsedAt: now }).where(eq(authTokens.id, found.tokenId));
  }
  return { user: found.user, tokenId: found.tokenId };
}

export async function revokeToken(db: Db, tokenId: string): Promise<void> {
  await db.update(authTokens).set({ revokedAt: new Date() }).where(eq(authTokens.id, tokenId));
}

/** "Log out everywhere": ends every live session of the user. Returns how many were ended. */
export async function revokeAllTokens(db: Db, userId: string): Promise<number> {
  const ended = await db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)))
    .returning({ id: authTokens.id });
  return ended.length;
}

/**
 * Deletes tokens that can never be used again: revoked, past their absolute expiry, or idle for
 * longer than the idle timeout. Run by the sweeper; safe on several nodes at once.
 */
export async function purgeDeadTokens(
  db: Db,
  opts: { idleHours: number; now?: Date },
): Promise<number> {
  const now = opts.now ?? new Date();
  const idleSince = new Date(now.getTime() - opts.idleHours * 3600_000);
  const dead = await db
    .select({ id: authTokens.id })
    .from(authTokens)
    .where(
      or(
        isNotNull(authTokens.revokedAt),
        lt(authTokens.expiresAt, now),
        lt(authTokens.lastUsedAt, idleSince),
      ),
    )
    .limit(5000);
  if (!dead.length) return 0;
  await db.delete(authTokens).where(
    inArray(
      authTokens.id,
      dead.map((d) => d.id),
    ),
  );
  return dead.length;
}
