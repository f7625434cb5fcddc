// Who may do what with a conversation: one answer (act / read / none) and one set of messages,
// asked first by every module that touches conversations, before any other work.
// - Its student and tutor act (send, edit, mark read), unless one of them has blocked the other
//   (mentorship-policies-video §6: a deny with mutualBlock blocks both ways) or an admin has
//   suspended the viewer's messaging: then they still read.
// - An admin reads a conversation only once it has been reported or flagged (each read is logged
//   by the admin modules); any other conversation is refused.
// - Anyone else: none, answered as "not found" so that ids cannot be probed.
import { sql } from 'drizzle-orm';
import { AppError } from '@tm/shared/errors';
import { MESSAGING_TEXT } from '@tm/shared/rules/messaging';
import type { Db } from '../../db/client';
import { conversationAdminReads } from '../../db/schema/messages';
import type { AuthUser } from '../auth/tokens';
import { rowsOf } from '../discovery/tutor-card';

export type ConversationAccessLevel = 'act' | 'read' | 'none';

/** What the access rule needs to know about a conversation. */
export interface ConversationFacts {
  id: string;
  studentId: string;
  tutorId: string;
  /** Members who have blocked the other one. */
  blockedBy: string[];
  /** Members whose messaging an admin has suspended. */
  suspended: string[];
  /** Reported by a member, or flagged by the platform (open or resolved). */
  reported: boolean;
}

export interface ConversationAccess {
  level: ConversationAccessLevel;
  /** Why the viewer may not act (one of MESSAGING_TEXT), or null when they may. */
  reason: string | null;
  /** The viewer's side in the conversation; null for an admin or a stranger. */
  side: 'student' | 'tutor' | null;
}

type Viewer = Pick<AuthUser, 'id' | 'role'>;

export function conversationAccess(viewer: Viewer, c: ConversationFacts): ConversationAccess {
  const side = viewer.id === c.studentId ? 'student' : viewer.id === c.tutorId ? 'tutor' : null;
  if (!side) {
    if (viewer.role === 'admin' && c.reported) return { level: 'read', reason: null, side };
    if (viewer.role === 'admin')
      return { level: 'none', reason: MESSAGING_TEXT.adminReadsReportedOnly, side };
    return { level: 'none', reason: MESSAGING_TEXT.notFound, side };
  }
  const other = side === 'student' ? c.tutorId : c.studentId;
  if (c.blockedBy.includes(viewer.id))
    return { level: 'read', reason: MESSAGING_TEXT.blockedByMe, side };
  if (c.blockedBy.includes(other))
    return { level: 'read', reason: MESSAGING_TEXT.blockedByThem, side };
  if (c.suspended.includes(viewer.id))
    return { level: 'read', reason: MESSAGING_TEXT.suspended, side };
  return { level: 'act', reason: null, side };
}

/** The facts of one conversation, in one query; null when there is none. */
export async function loadConversationFacts(
  db: Db,
  conversationId: string,
): Promise<ConversationFacts | null> {
  const result = await db.execute(sql`
    select c.id, c.student_id, c.tutor_id,
      array(select b.blocker_id from conversation_blocks b
            where (b.blocker_id = c.student_id and b.blocked_id = c.tutor_id)
               or (b.blocker_id = c.tutor_id and b.blocked_id = c.student_id)) as blocked_by,
      array(select s.user_id from messaging_settings s
            where s.user_id in (c.student_id, c.tutor_id) and s.suspended_at is not null) as suspended,
      exists(select 1 from message_reports r where r.conversation_id = c.id) as reported
    from conversations c where c.id = ${conversationId}`);
  const [row] = rowsOf<{
    id: string;
    student_id: string;
    tutor_id: string;
    blocked_by: string[] | string;
    suspended: string[] | string;
    reported: boolean;
  }>(result);
  if (!row) return null;
  return {
    id: row.id,
    studentId: row.student_id,
    tutorId: row.tutor_id,
    blockedBy: uuidArray(row.blocked_by),
    suspended: uuidArray(row.suspended),
    reported: row.reported === true,
  };
}

/** A uuid[] as the driver hands it over (node-postgres parses it; some paths give '{a,b}'). */
function uuidArray(v: string[] | string): string[] {
  if (Array.isArray(v)) return v;
  const inner = v.replace(/^\{|\}$/g, '');
  return inner ? inner.split(',') : [];
}

/**
 * The conversation and the viewer's access, or the refusal: 404 for a stranger (and for a
 * conversation that does not exist), 403 with the reason when the viewer may read but not act, or
 * an admin asks for a conversation nobody reported.
 */
export async function requireConversation(opts: {
  db: Db;
  viewer: Viewer;
  conversationId: string;
  need: 'read' | 'act';
  /** Only its student or tutor (not an admin reading a report): marking read, blocking, reporting. */
  memberOnly?: boolean;
}): Promise<{ conversation: ConversationFacts; access: ConversationAccess }> {
  const conversation = await loadConversationFacts(opts.db, opts.conversationId);
  if (!conversation) throw new AppError('NOT_FOUND', MESSAGING_TEXT.notFound);
  const access = conversationAccess(opts.viewer, conversation);
  if (access.level === 'none') {
    throw opts.viewer.role === 'admin'
      ? new AppError('FORBIDDEN', access.reason!)
      : new AppError('NOT_FOUND', MESSAGING_TEXT.notFound);
  }
  if (opts.memberOnly && !access.side) throw new AppError('NOT_FOUND', MESSAGING_TEXT.notFound);
  if (opts.need === 'act' && access.level !== 'act')
    throw new AppError('FORBIDDEN', access.reason ?? MESSAGING_TEXT.notFound);
  return { conversation, access };
}

/** Records an admin's read of a reported conversation (its messages, or one attachment). */
export async function logAdminRead(
  db: Db,
  entry: {
    conversationId: string;
    adminId: string;
    what: 'messages' | 'attachment';
    fileId?: string;
  },
): Promise<void> {
  await db.insert(conversationAdminReads).values({ ...entry, fileId: entry.fileId ?? null });
}

/** The other member of the conversation. */
export function otherMember(c: Pick<ConversationFacts, 'studentId' | 'tutorId'>, userId: string) {
  return userId === c.studentId ? c.tutorId : c.studentId;
}
