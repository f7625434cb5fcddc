import { sql, type SQL } from 'drizzle-orm';

/**
 * Tutor search leaves out the tutors a student has blocked (over `p`, tutor_profiles). True for a
 * guest or anyone who is not a student.
 */
export function notBlockedBy(studentId: string | null): SQL {
  if (!studentId) return sql`true`;
  return sql`not exists (select 1 from conversation_blocks b
    where b.blocker_id = ${studentId} and b.blocked_id = p.user_id)`;
}
