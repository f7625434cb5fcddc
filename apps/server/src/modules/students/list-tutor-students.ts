// GET /api/students?page&limit (core-marketplace §2 "Tutor students"): the signed-in
// tutor's students, most recent first, paged in the database. Three queries per page whatever its
// size: the page of students (grouped on the tutor's bookings), their bookings with this tutor
// (for classes held and the next class, shared rules), and what they paid (captured payments).
import { and, countDistinct, desc, eq, inArray, max, sql } from 'drizzle-orm';
import { TUTOR_STUDENT_STATUSES, classesHeld, nextClass } from '@tm/shared/rules/tutor-students';
import type { TutorStudentsQuery, TutorStudentsResponse } from '@tm/shared/schemas/tutor-students';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { payments } from '../../db/schema/payments';
import { users } from '../../db/schema/users';
import { studentProfiles } from '../../db/schema/student-profiles';
import { publicFileUrl } from '../../lib/file-url';
import type { AuthUser } from '../auth/tokens';
import { whereParty } from '../access/booking-access';
import { statusAsOfIn } from '../bookings/status-as-of';

/** Where the tutor sees one student's bookings (the Requests screen, all statuses, that student). */
export const studentBookingsUrl = (studentId: string) =>
  `/tutor-requests?student=${encodeURIComponent(studentId)}`;

export async function listTutorStudents(opts: {
  db: Db;
  user: AuthUser;
  query: TutorStudentsQuery;
  now?: Date;
}): Promise<TutorStudentsResponse> {
  const { db, user, query } = opts;
  const now = opts.now ?? new Date();
  const mine = and(whereParty(user), statusAsOfIn(TUTOR_STUDENT_STATUSES, now));

  const [totals] = await db
    .select({ total: countDistinct(bookings.studentId) })
    .from(bookings)
    .where(mine);
  const total = totals?.total ?? 0;
  const lastBooked = max(bookings.createdAt);
  const page = await db
    .select({
      id: bookings.studentId,
      fullName: users.fullName,
      photo: users.profilePhotoKey,
      city: studentProfiles.city,
      country: studentProfiles.country,
      studentType: studentProfiles.studentType,
      timezone: studentProfiles.timezone,
      subjects: sql<string[]>`array_agg(distinct ${bookings.subject} order by ${bookings.subject})`,
      lastBooked,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.studentId))
    .leftJoin(studentProfiles, eq(studentProfiles.userId, bookings.studentId))
    .where(mine)
    .groupBy(
      bookings.studentId,
      users.fullName,
      users.profilePhotoKey,
      studentProfiles.city,
      studentProfiles.country,
      studentProfiles.studentType,
      studentProfiles.timezone,
    )
    .orderBy(desc(lastBooked), bookings.studentId)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);

  const ids = page.map((p) => p.id);
  const [rows, paid] = ids.length
    ? await Promise.all([
        db
          .select()
          .from(bookings)
          .where(and(mine, inArray(bookings.studentId, ids))),
        db
          .select({
            studentId: payments.studentId,
            currency: payments.currency,
            amountMinor: sql<number>`sum(${payments.amountMinor})::int`,
          })
          .from(payments)
          .where(
            and(
              whereParty(user, payments),
              inArray(payments.studentId, ids),
              eq(payments.status, 'captured'),
            ),
          )
          .groupBy(payments.studentId, payments.currency)
          .orderBy(payments.currency),
      ])
    : [[], []];

  const students = page.map((p) => {
    const theirs = rows.filter((b) => b.studentId === p.id);
    const next = nextClass(theirs, now);
    return {
      _id: p.id,
      fullName: p.fullName,
      profilePhoto: publicFileUrl(p.photo),
      subjects: p.subjects,
      classesHeld: classesHeld(theirs, now),
      nextClass: next
        ? {
            bookingId: next.booking.id,
            subject: next.booking.subject,
            startAt: next.session.start.toISOString(),
            endAt: next.session.end.toISOString(),
          }
        : null,
      totalPaid: paid
        .filter((m) => m.studentId === p.id)
        .map((m) => ({ amountMinor: m.amountMinor, currency: m.currency })),
      bookingsUrl: studentBookingsUrl(p.id),
      // Every listed student has a class with this tutor (accepted or later): the tutor may see
      // where and on which clock the student is, as the class needs.
      city: p.city ?? null,
      country: p.country ?? null,
      student_type: p.studentType ?? null,
      timezone: p.timezone ?? 'Asia/Kolkata',
    };
  });
  return {
    students,
    pagination: {
      page: query.page,
      limit: query.limit,
      total,
      pages: Math.max(1, Math.ceil(total / query.limit)),
    },
  };
}
