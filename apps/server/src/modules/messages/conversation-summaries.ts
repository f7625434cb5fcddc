// The inbox's rows: a viewer's conversations with the other person, the last message as the viewer
// sees it, the unread count and the block state, newest first. One query per page (the last
// message and the count come from indexed lateral reads); used by the list and by one
// conversation's detail.
import { sql, type SQL } from 'drizzle-orm';
import type { ConversationSummary } from '@tm/shared/contract/conversations';
import { MESSAGING_TEXT } from '@tm/shared/rules/messaging';
import type { Db } from '../../db/client';
import { publicFileUrl } from '../../lib/file-url';
import { rowsOf } from '../discovery/tutor-card';

interface SummaryRow {
  id: string;
  other_id: string;
  other_name: string;
  other_photo: string | null;
  other_role: 'student' | 'tutor';
  other_active: Date | string | null;
  last_message_at: Date | string;
  last_sender: string | null;
  last_body: string | null;
  last_masked: string | null;
  last_deleted: boolean | null;
  last_file: string | null;
  last_created: Date | string | null;
  unread: number;
  blocked_by_me: boolean;
  blocked_by_them: boolean;
  total?: number;
}

const iso = (d: Date | string) => new Date(d).toISOString();

/**
 * Rows of the viewer's conversations matching `filter` (SQL over `c` and `o`, the other person),
 * in inbox order, `limit` from `offset`, with the total count of matches.
 */
export async function conversationSummaries(
  db: Db,
  viewerId: string,
  opts: { filter?: SQL; limit: number; offset: number },
): Promise<{ rows: ConversationSummary[]; total: number }> {
  const result = await db.execute(sql`
    with mine as (
      select c.id, c.last_message_at, c.started_by,
        case when c.student_id = ${viewerId} then c.tutor_id else c.student_id end as other_id
      from conversations c
      where (c.student_id = ${viewerId} or c.tutor_id = ${viewerId})
    )
    select c.id, c.last_message_at, o.id as other_id, o.full_name as other_name,
      o.profile_photo_key as other_photo, o.role as other_role, s.last_active_at as other_active,
      last.sender_id as last_sender, last.body as last_body, last.masked_body as last_masked,
      last.deleted_at is not null as last_deleted, last.attachment_file_id as last_file,
      last.created_at as last_created,
      (select count(*)::int from direct_messages u
        where u.conversation_id = c.id and u.sender_id <> ${viewerId}
          and u.read_at is null and u.deleted_at is null) as unread,
      exists(select 1 from conversation_blocks b where b.blocker_id = ${viewerId} and b.blocked_id = o.id) as blocked_by_me,
      exists(select 1 from conversation_blocks b where b.blocker_id = o.id and b.blocked_id = ${viewerId}) as blocked_by_them,
      count(*) over ()::int as total
    from mine c
    join users o on o.id = c.other_id
    left join messaging_settings s on s.user_id = o.id
    left join lateral (
      select m.sender_id, m.body, m.masked_body, m.deleted_at, m.attachment_file_id, m.created_at
      from direct_messages m where m.conversation_id = c.id
      order by m.created_at desc, m.id desc limit 1
    ) last on true
    -- A conversation opened but never written in shows only to the one who opened it.
    where (last.created_at is not null or c.started_by = ${viewerId})
      ${opts.filter ? sql`and ${opts.filter}` : sql``}
    order by c.last_message_at desc, c.id desc
    limit ${opts.limit} offset ${opts.offset}`);
  const rows = rowsOf<SummaryRow>(result);
  return { rows: rows.map((r) => toSummary(viewerId, r)), total: rows[0]?.total ?? 0 };
}

function toSummary(viewerId: string, r: SummaryRow): ConversationSummary {
  const mine = r.last_sender === viewerId;
  return {
    id: r.id,
    other: {
      id: r.other_id,
      fullName: r.other_name,
      profilePhoto: publicFileUrl(r.other_photo),
      role: r.other_role,
      lastActiveAt: r.other_active ? iso(r.other_active) : null,
    },
    lastMessage:
      r.last_created === null
        ? null
        : {
            body: r.last_deleted
              ? MESSAGING_TEXT.deleted
              : !mine && r.last_masked !== null
                ? r.last_masked
                : (r.last_body ?? ''),
            mine,
            deleted: r.last_deleted === true,
            hasAttachment: r.last_file !== null,
            createdAt: iso(r.last_created),
          },
    lastMessageAt: iso(r.last_message_at),
    unread: r.unread,
    blocked: r.blocked_by_me ? 'by_me' : r.blocked_by_them ? 'by_them' : 'none',
  };
}
