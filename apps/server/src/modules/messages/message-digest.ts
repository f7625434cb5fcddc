// The unread-message mail (a single-runner job, started next to the sweeper). A message unread for
// 10 minutes is mailed to its receiver: one mail per conversation and receiver for the messages
// not mailed before, at most one an hour, with the times on the receiver's clock and a link
// straight to the conversation. Never to someone who turned message mails off, nor within a
// blocked pair. Several machines may run it: a mail is claimed by moving the conversation's
// `*_mailed_at` from the value that was read (a conditional update); a failed send gives it back.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { MESSAGING_LIMITS, digestDue } from '@tm/shared/rules/messaging';
import type { Db } from '../../db/client';
import type { MailPort } from '../../ports/mail';
import { startPeriodicJob } from '../../lib/periodic-job';
import { rowsOf } from '../discovery/tutor-card';
import { digestMail, type DigestLine } from './digest-mail';

export interface DigestContext {
  db: Db;
  mail: MailPort;
  /** The public address of the web app (links). */
  appUrl: string;
  log?: Pick<FastifyBaseLogger, 'error'>;
}

interface DueRow {
  conversation_id: string;
  recipient_id: string;
  recipient_role: 'student' | 'tutor';
  email: string;
  recipient_name: string;
  timezone: string;
  sender_name: string;
  n: number;
  oldest: Date | string;
  mailed_at: Date | string | null;
}

/** Unread messages are mailed only within this horizon (older ones wait for the inbox). */
const HORIZON = "interval '7 days'";

async function dueConversations(db: Db, now: Date): Promise<DueRow[]> {
  const ready = new Date(now.getTime() - MESSAGING_LIMITS.unreadMailDelayMs);
  const result = await db.execute(sql`
    with unread as (
      select m.conversation_id, m.sender_id,
        case when m.sender_id = c.student_id then c.tutor_id else c.student_id end as recipient_id,
        case when m.sender_id = c.student_id then c.tutor_mailed_at else c.student_mailed_at end as mailed_at,
        m.created_at
      from direct_messages m
      join conversations c on c.id = m.conversation_id
      where m.read_at is null and m.deleted_at is null
        and m.created_at > ${now}::timestamptz - ${sql.raw(HORIZON)}
    )
    select u.conversation_id, u.recipient_id, r.role as recipient_role, r.email,
      r.full_name as recipient_name, min(s.full_name) as sender_name,
      coalesce(min(sp.timezone), min(tp.timezone), 'Asia/Kolkata') as timezone,
      count(*)::int as n, min(u.created_at) as oldest, u.mailed_at
    from unread u
    join users r on r.id = u.recipient_id
    join users s on s.id = u.sender_id
    left join student_profiles sp on sp.user_id = r.id
    left join tutor_profiles tp on tp.user_id = r.id
    left join messaging_settings ms on ms.user_id = r.id
    where (u.mailed_at is null or u.created_at > u.mailed_at)
      and coalesce(ms.message_mails, true)
      and not exists (select 1 from conversation_blocks b
        where (b.blocker_id = u.recipient_id and b.blocked_id = u.sender_id)
           or (b.blocker_id = u.sender_id and b.blocked_id = u.recipient_id))
    group by u.conversation_id, u.recipient_id, r.role, r.email, r.full_name, u.mailed_at
    having min(u.created_at) <= ${ready}`);
  return rowsOf<DueRow>(result);
}

/**
 * Moves the receiver's mailed-at of the conversation from `from` to `to`, only if it still is
 * `from`: the claim of a mail (from what was read to now), and its release after a failed send.
 */
async function moveMailedAt(db: Db, row: DueRow, from: Date | null, to: Date | null) {
  const column = sql.raw(
    row.recipient_role === 'student' ? 'student_mailed_at' : 'tutor_mailed_at',
  );
  const result = await db.execute(sql`
    update conversations set ${column} = ${to}::timestamptz
    where id = ${row.conversation_id} and ${column} is not distinct from ${from}::timestamptz
    returning id`);
  return rowsOf(result).length === 1;
}

/** The newest unread messages not mailed before (after the previous mail), as the receiver sees them. */
async function latestLines(db: Db, row: DueRow, after: Date | null): Promise<DigestLine[]> {
  const result = await db.execute(sql`
    select coalesce(m.masked_body, m.body) as body, m.created_at, m.attachment_file_id is not null as has_file
    from direct_messages m
    where m.conversation_id = ${row.conversation_id} and m.sender_id <> ${row.recipient_id}
      and m.read_at is null and m.deleted_at is null
      and m.created_at > coalesce(${after}::timestamptz, '-infinity'::timestamptz)
    order by m.created_at desc limit 5`);
  return rowsOf<{ body: string; created_at: Date | string; has_file: boolean }>(result)
    .reverse()
    .map((m) => ({ body: m.body, createdAt: new Date(m.created_at), hasAttachment: m.has_file }));
}

export async function sendMessageDigests(ctx: DigestContext, now = new Date()): Promise<number> {
  let sent = 0;
  for (const row of await dueConversations(ctx.db, now)) {
    const lastMailedAt = row.mailed_at === null ? null : new Date(row.mailed_at);
    if (!digestDue({ oldestUnread: new Date(row.oldest), lastMailedAt, now })) continue;
    if (!(await moveMailedAt(ctx.db, row, lastMailedAt, now))) continue;
    try {
      await ctx.mail.send(
        digestMail({
          to: {
            name: row.recipient_name,
            email: row.email,
            timezone: row.timezone,
            role: row.recipient_role,
          },
          senderName: row.sender_name,
          count: row.n,
          lines: await latestLines(ctx.db, row, lastMailedAt),
          conversationId: row.conversation_id,
          appUrl: ctx.appUrl,
        }),
      );
      sent++;
    } catch (err) {
      ctx.log?.error(
        { err, conversationId: row.conversation_id },
        'message mail failed; retried later',
      );
      await moveMailedAt(ctx.db, row, now, lastMailedAt);
    }
  }
  return sent;
}

/** Runs the digest now and every `intervalSeconds` (0: off); stop() waits for a run in progress. */
export function startMessageDigestJob(
  ctx: DigestContext & { intervalSeconds: number; log: Pick<FastifyBaseLogger, 'info' | 'error'> },
): { stop: () => Promise<void> } {
  return startPeriodicJob({
    intervalSeconds: ctx.intervalSeconds,
    run: async () => {
      const n = await sendMessageDigests(ctx);
      if (n) ctx.log.info({ mails: n }, 'message mails sent');
    },
    onError: (err) => ctx.log.error({ err }, 'message mail run failed'),
  });
}
