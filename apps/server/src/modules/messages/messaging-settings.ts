// A person's messaging settings: message mails on or off (their account), an admin's suspension,
// and the last activity shown to the people they write with.
import { eq, sql } from 'drizzle-orm';
import { AppError } from '@tm/shared/errors';
import type { MessagingSettings } from '@tm/shared/contract/conversations';
import type { Db } from '../../db/client';
import { messagingSettings } from '../../db/schema/messages';
import { users } from '../../db/schema/users';

export async function getMessagingSettings(db: Db, userId: string): Promise<MessagingSettings> {
  const [row] = await db
    .select()
    .from(messagingSettings)
    .where(eq(messagingSettings.userId, userId))
    .limit(1);
  return { messageMails: row?.messageMails ?? true, suspended: Boolean(row?.suspendedAt) };
}

export async function setMessageMails(
  db: Db,
  userId: string,
  messageMails: boolean,
): Promise<MessagingSettings> {
  await db
    .insert(messagingSettings)
    .values({ userId, messageMails })
    .onConflictDoUpdate({ target: messagingSettings.userId, set: { messageMails } });
  return getMessagingSettings(db, userId);
}

/** Last activity: when the person last had their messages open (moved at most once a minute). */
export async function touchLastActive(db: Db, userId: string): Promise<void> {
  await db
    .insert(messagingSettings)
    .values({ userId, lastActiveAt: sql`now()` })
    .onConflictDoUpdate({
      target: messagingSettings.userId,
      set: { lastActiveAt: sql`now()` },
      setWhere: sql`${messagingSettings.lastActiveAt} is null or ${messagingSettings.lastActiveAt} < now() - interval '1 minute'`,
    });
}

/** An admin suspends (or lifts the suspension of) a student's or tutor's messaging. */
export async function setSuspension(opts: {
  db: Db;
  adminId: string;
  userId: string;
  suspend: boolean;
  reason?: string;
}): Promise<{ userId: string; suspended: boolean }> {
  const [user] = await opts.db
    .select({ role: users.role })
    .from(users)
    .where(eq(users.id, opts.userId))
    .limit(1);
  if (!user || user.role === 'admin') throw new AppError('NOT_FOUND', 'User not found.');
  const set = opts.suspend
    ? { suspendedAt: sql`now()`, suspendedBy: opts.adminId, suspendReason: opts.reason ?? null }
    : { suspendedAt: null, suspendedBy: null, suspendReason: null };
  await opts.db
    .insert(messagingSettings)
    .values({ userId: opts.userId, ...set })
    .onConflictDoUpdate({ target: messagingSettings.userId, set });
  return { userId: opts.userId, suspended: opts.suspend };
}
