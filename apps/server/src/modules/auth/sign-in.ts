import { eq } from 'drizzle-orm';
import type { AuthType, SignUpRole } from '@tm/shared/constants/marketplace';
import { AppError } from '@tm/shared/errors';
import { MSG } from '@tm/shared/messages';
import type { SignInResponse } from '@tm/shared/schemas/user';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/users';
import { loadUserDto } from '../users/user-dto';
import { issueToken } from './tokens';
import { MSG_ADMIN_REMOVED, isAdminEmail } from './admin-emails';
import { assertNotSuspended } from '../data-rights/parental-consent';
import { cancelDeletionOnSignIn } from '../data-rights/erase-account';

export const MSG_OTHER_GOOGLE_ACCOUNT =
  'This email is linked to a different Google account. Please sign in with the Google account you used before.';

export interface SignInOptions {
  db: Db;
  identity: { email: string; fullName?: string; googleSub?: string };
  role?: SignUpRole;
  /** Unset: sign in, or create the account when a role is given (spec clients). */
  authType?: AuthType;
  adminEmails: string[];
  tokenTtlHours: number;
}

/**
 * core-marketplace §4 Sign-up, for Google and dev sign-in alike.
 * - An existing account of the matching role (or any role when the screen asked for none) signs in.
 * - An existing account of another role: "Account Exists" (409); one email holds one role (§6).
 * - No account, login mode (or no authType and no role): "Account Not Found" (404).
 * - No authType but a role (a §7 client sends only credential and role): sign in or create.
 * - No account, registration mode: the account is created. A new tutor is not yet logged in on the
 *   client (isFormSubmitted is false) and continues at step 2; a new student is logged in.
 * - Emails in ADMIN_EMAILS always sign in as admin (not in the spec; the product needs admins); an
 *   admin account whose email has been taken off ADMIN_EMAILS is refused (403).
 * - Google: the account is bound to the Google account id (sub) of its first Google sign-in; a
 *   token for the same email but another sub is refused (401).
 */
export async function signIn(opts: SignInOptions): Promise<SignInResponse> {
  const email = opts.identity.email.trim().toLowerCase();
  const isAdmin = isAdminEmail(email, opts.adminEmails);
  const fullName = (opts.identity.fullName ?? '').trim() || email.split('@')[0]!;

  let isNewUser = false;
  const mayCreate = opts.authType === 'registration' || (!opts.authType && !!opts.role);
  const userId = await opts.db.transaction(async (tx) => {
    const [existing] = await tx.select().from(users).where(eq(users.email, email)).limit(1);
    if (existing) {
      const sub = opts.identity.googleSub;
      if (sub && existing.googleSub && existing.googleSub !== sub) {
        throw new AppError('UNAUTHORIZED', MSG_OTHER_GOOGLE_ACCOUNT, {
          code: 'GOOGLE_ACCOUNT_MISMATCH',
        });
      }
      if (!isAdmin && existing.role === 'admin') {
        throw new AppError('FORBIDDEN', MSG_ADMIN_REMOVED, { code: 'ADMIN_REMOVED' });
      }
      if (isAdmin && existing.role !== 'admin') {
        await tx
          .update(users)
          .set({ role: 'admin', updatedAt: new Date() })
          .where(eq(users.id, existing.id));
      } else if (!isAdmin && opts.role && existing.role !== opts.role) {
        throw new AppError('CONFLICT', MSG.accountExists(existing.role), {
          code: 'ACCOUNT_EXISTS',
          role: existing.role,
        });
      }
      // DPDP Act: a child whose parent withdrew consent is suspended; signing in within the
      // grace period of "Delete my account" cancels the deletion.
      assertNotSuspended(existing);
      await cancelDeletionOnSignIn(tx, existing);
      if (sub && !existing.googleSub) {
        await tx.update(users).set({ googleSub: sub }).where(eq(users.id, existing.id));
      }
      return existing.id;
    }
    if (!mayCreate && !isAdmin) {
      throw new AppError('NOT_FOUND', MSG.accountNotFound, { code: 'ACCOUNT_NOT_FOUND' });
    }
    const role = isAdmin ? 'admin' : opts.role!;
    const [created] = await tx
      .insert(users)
      .values({
        email,
        fullName,
        role,
        googleSub: opts.identity.googleSub ?? null,
        isFormSubmitted: role === 'admin',
      })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (!created) {
      // Two sign-ins raced to create the same email: the other one won; use its account.
      const [winner] = await tx.select().from(users).where(eq(users.email, email)).limit(1);
      if (winner && opts.role && winner.role !== opts.role && winner.role !== 'admin') {
        throw new AppError('CONFLICT', MSG.accountExists(winner.role), {
          code: 'ACCOUNT_EXISTS',
          role: winner.role,
        });
      }
      return winner!.id;
    }
    isNewUser = true;
    return created.id;
  });

  const accessToken = await issueToken(opts.db, userId, opts.tokenTtlHours);
  const user = await loadUserDto(opts.db, userId);
  return { accessToken, user: user!, isNewUser };
}
