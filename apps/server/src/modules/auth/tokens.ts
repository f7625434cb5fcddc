import crypto from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
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

/** The user a live (unexpired, unrevoked) token belongs to, or null. */
export async function userForToken(
  db: Db,
  token: string,
  now = new Date(),
): Promise<{ user: AuthUser; tokenId: string } | null> {
  const rows = await db
    .select({ user: users, tokenId: authTokens.id })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function revokeToken(db: Db, tokenId: string): Promise<void> {
  await db.update(authTokens).set({ revokedAt: new Date() }).where(eq(authTokens.id, tokenId));
}
