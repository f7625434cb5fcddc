// Opens (or finds) the one conversation of a student and a tutor. A student with a completed
// profile may write to any verified tutor ("Message" on the tutor's page and card); a tutor may
// write to a student who has written to them or booked with them.
import { and, eq, gt, sql } from 'drizzle-orm';
import { AppError } from '@tm/shared/errors';
import type { StartConversationRequest } from '@tm/shared/schemas/conversations';
import { MESSAGING_LIMITS, MESSAGING_TEXT } from '@tm/shared/rules/messaging';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { conversations } from '../../db/schema/messages';
import { tutorProfiles } from '../../db/schema/tutor-profiles';
import { users } from '../../db/schema/users';
import type { AuthUser } from '../auth/tokens';

type Viewer = Pick<AuthUser, 'id' | 'role' | 'isFormSubmitted'>;

async function findPair(db: Db, studentId: string, tutorId: string) {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.studentId, studentId), eq(conversations.tutorId, tutorId)))
    .limit(1);
  return row?.id ?? null;
}

async function checkTutor(db: Db, tutorId: string) {
  const [tutor] = await db
    .select({ status: tutorProfiles.verificationStatus })
    .from(users)
    .innerJoin(tutorProfiles, eq(tutorProfiles.userId, users.id))
    .where(and(eq(users.id, tutorId), eq(users.role, 'tutor')))
    .limit(1);
  if (!tutor || tutor.status !== 'verified')
    throw new AppError('NOT_FOUND', MESSAGING_TEXT.tutorUnavailable);
}

async function checkStudentFor(db: Db, tutorId: string, studentId: string) {
  const [booked] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.studentId))
    .where(and(eq(bookings.tutorId, tutorId), eq(bookings.studentId, studentId)))
    .limit(1);
  if (!booked) throw new AppError('FORBIDDEN', MESSAGING_TEXT.tutorMayNotStart);
}

async function checkDailyStarts(db: Db, viewerId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(conversations)
    .where(
      and(
        eq(conversations.startedBy, viewerId),
        gt(conversations.createdAt, sql`now() - interval '1 day'`),
      ),
    );
  if ((row?.n ?? 0) >= MESSAGING_LIMITS.newConversationsPerDay)
    throw new AppError('TOO_MANY_REQUESTS', MESSAGING_TEXT.tooManyConversations);
}

export async function startConversation(opts: {
  db: Db;
  viewer: Viewer;
  request: StartConversationRequest;
}): Promise<{ id: string }> {
  const { db, viewer, request } = opts;
  let studentId: string;
  let tutorId: string;
  if (viewer.role === 'student' && request.tutorId) {
    if (!viewer.isFormSubmitted) throw new AppError('FORBIDDEN', MESSAGING_TEXT.profileIncomplete);
    studentId = viewer.id;
    tutorId = request.tutorId;
    const existing = await findPair(db, studentId, tutorId);
    if (existing) return { id: existing };
    await checkTutor(db, tutorId);
  } else if (viewer.role === 'tutor' && request.studentId) {
    studentId = request.studentId;
    tutorId = viewer.id;
    // A student who wrote first already has the conversation; otherwise a booking is needed.
    const existing = await findPair(db, studentId, tutorId);
    if (existing) return { id: existing };
    await checkStudentFor(db, tutorId, studentId);
  } else {
    throw new AppError(
      'BAD_REQUEST',
      viewer.role === 'student' ? 'Name the tutor to message.' : 'Name the student to message.',
    );
  }
  await checkDailyStarts(db, viewer.id);
  await db
    .insert(conversations)
    .values({ studentId, tutorId, startedBy: viewer.id })
    .onConflictDoNothing();
  // The insert, or a concurrent one for the same pair, made it.
  return { id: (await findPair(db, studentId, tutorId))! };
}
