import crypto from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authTokens, users } from '../../db/schema/users';

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
  });
  return token;
}

export type AuthUser = typeof users.$inferSelect;

function buildTokenLookup(db: Db) {
  return db
    .select({ user: users, tokenId: authTokens.id })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.tokenHash, sql.placeholder('hash')),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('auth_token_lookup');
}

// Every authenticated request runs this lookup: as a named prepared statement, PostgreSQL plans
// it once per connection instead of on every request. One per database handle.
const lookups = new WeakMap<Db, ReturnType<typeof buildTokenLookup>>();

/** The user a live (unexpired, unrevoked) token belongs to, or null. */
export async function userForToken(
  db: Db,
  token: string,
  now = new Date(),
): Promise<{ user: AuthUser; tokenId: string } | null> {
  let lookup = lookups.get(db);
  if (!lookup) {
    lookup = buildTokenLookup(db);
    lookups.set(db, lookup);
  }
  const rows = await lookup.execute({ hash: hashToken(token), now });
  return rows[0] ?? null;
}

export async function revokeToken(db: Db, tokenId: string): Promise<void> {
  await db.update(authTokens).set({ revokedAt: new Date() }).where(eq(authTokens.id, tokenId));
}
