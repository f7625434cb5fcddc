import { eq, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { BookingDto } from '@tm/shared/schemas/booking';
import { statusAsOf } from '@tm/shared/rules/booking-status';
import { isWithinAvailability } from '@tm/shared/rules/tutor-availability';
import type { Day } from '@tm/shared/constants/marketplace';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { users } from '../../db/schema/users';
import { tutorProfiles } from '../../db/schema/tutor-profiles';
import { studentProfiles } from '../../db/schema/student-profiles';
import { publicFileUrl } from '../../lib/file-url';
import { toMajor } from '../../lib/money';
import type { BookingGrant, BookingParties } from '../access/booking-access';

const student = alias(users, 'student');
const tutor = alias(users, 'tutor');

const columns = {
  booking: bookings,
  student: {
    id: student.id,
    fullName: student.fullName,
    email: student.email,
    photo: student.profilePhotoKey,
    cbId: student.cbId,
  },
  studentZone: studentProfiles.timezone,
  tutor: {
    id: tutor.id,
    fullName: tutor.fullName,
    email: tutor.email,
    photo: tutor.profilePhotoKey,
    cbId: tutor.cbId,
  },
  tutorHeadline: tutorProfiles.headline,
  tutorZone: tutorProfiles.timezone,
  tutorAvailability: { avlDays: tutorProfiles.avlDays, avlTime: tutorProfiles.avlTime },
  tutorSeconds: attendedSeconds(bookings.tutorId),
  studentSeconds: attendedSeconds(bookings.studentId),
};

/** Seconds a user spent in the booking's call room (class_attendance). */
function attendedSeconds(userColumn: AnyPgColumn) {
  return sql<number>`(select coalesce(sum(extract(epoch from (coalesce(a.left_at, a.last_seen_at) - a.joined_at))), 0) from class_attendance a where a.booking_id = ${bookings.id} and a.user_id = ${userColumn})`.mapWith(
    Number,
  );
}

type Row = {
  booking: typeof bookings.$inferSelect;
  student: {
    id: string;
    fullName: string;
    email: string;
    photo: string | null;
    cbId: number | null;
  };
  studentZone: string | null;
  tutor: { id: string; fullName: string; email: string; photo: string | null; cbId: number | null };
  tutorHeadline: string | null;
  tutorZone: string | null;
  tutorAvailability: { avlDays: string[]; avlTime: string[] } | null;
  tutorSeconds: number;
  studentSeconds: number;
};

/**
 * Bookings with both people, filtered by `where`, newest first. The people are joined in the same
 * query (no query per booking).
 */
export function selectBookings(db: Db, where: SQL | undefined) {
  return db
    .select(columns)
    .from(bookings)
    .innerJoin(student, eq(student.id, bookings.studentId))
    .innerJoin(tutor, eq(tutor.id, bookings.tutorId))
    .leftJoin(studentProfiles, eq(studentProfiles.userId, bookings.studentId))
    .leftJoin(tutorProfiles, eq(tutorProfiles.userId, bookings.tutorId))
    .where(where);
}

/** The one place a booking row becomes the spec's Booking (core-marketplace §3). */
export function toBookingDto(row: Row, now: Date): BookingDto {
  const b = row.booking;
  return {
    _id: b.id,
    studentId: {
      _id: row.student.id,
      fullName: row.student.fullName,
      profilePhoto: publicFileUrl(row.student.photo),
      email: row.student.email,
      cb_id: row.student.cbId,
      timezone: row.studentZone ?? b.timezone,
    },
    tutorId: {
      _id: row.tutor.id,
      fullName: row.tutor.fullName,
      profilePhoto: publicFileUrl(row.tutor.photo),
      headline: row.tutorHeadline,
      email: row.tutor.email,
      cb_id: row.tutor.cbId,
      timezone: row.tutorZone ?? b.timezone,
    },
    subject: b.subject,
    status: statusAsOf(b, now),
    startDate: b.startDate,
    endDate: b.sessionType === 'single' ? null : b.endDate,
    startTime: b.startTime,
    endTime: b.endTime,
    sessionType: b.sessionType,
    availableDays: b.availableDays as Day[],
    tutoringMode: b.tutoringModes,
    isTrial: b.isTrial,
    price: toMajor(b.priceMinor) ?? 0,
    currency: b.currency,
    rejectionReason: b.rejectionReason,
    createdAt: b.createdAt.toISOString(),
    timezone: b.timezone,
    sessions: b.sessions,
    total: toMajor(b.totalMinor) ?? 0,
    firstStartAt: b.firstStartAt.toISOString(),
    lastEndAt: b.lastEndAt.toISOString(),
    attendedMinutes: {
      tutor: Math.round(row.tutorSeconds / 60),
      student: Math.round(row.studentSeconds / 60),
    },
    sessionChanges: b.sessionChanges,
    // against the tutor's availability as it stands (tutor's view only, see below).
    outsideAvailability: !isWithinAvailability(b, {
      avlDays: row.tutorAvailability?.avlDays ?? [],
      avlTime: row.tutorAvailability?.avlTime ?? [],
    }),
  };
}

export async function loadBookingDto(
  db: Db,
  bookingId: string,
  now = new Date(),
): Promise<BookingDto | null> {
  const [row] = await selectBookings(db, eq(bookings.id, bookingId)).limit(1);
  return row ? toBookingDto(row, now) : null;
}

type BookingPerson = BookingDto['studentId'] | BookingDto['tutorId'];

/** Another person's email is shown only while the booking is active (the call page needs it). */
const emailWhileActive = <P extends BookingPerson>(b: BookingDto, person: P): P =>
  b.status === 'active' ? person : { ...person, email: null };

/**
 * Who sees which field of a booking (core-marketplace §3, privacy): one projection per viewer.
 * Every module operation that answers with a booking passes it through `bookingFor`; server-side
 * uses (emails to send, the calendar file) read the full DTO and never leave the module.
 */
const projections: Record<BookingGrant['as'], (b: BookingDto) => BookingDto> = {
  student: ({ outsideAvailability: _tutorOnly, ...b }: BookingDto): BookingDto => ({
    ...b,
    studentId: emailWhileActive(b, b.studentId),
    tutorId: emailWhileActive(b, b.tutorId),
  }),
  tutor: (b: BookingDto): BookingDto => ({
    ...b,
    studentId: emailWhileActive(b, b.studentId),
    tutorId: emailWhileActive(b, b.tutorId),
  }),
  // Staff, not a party: the booking as stored (admins see people's emails on their own screens).
  admin: (b: BookingDto): BookingDto => b,
};

/**
 * The booking as the viewer may see it, by the access they were granted (access/booking-access.ts
 * decides who they are to it): the student's view, the tutor's view or an admin's.
 */
export function bookingFor(grant: BookingGrant, b: BookingDto): BookingDto {
  return projections[grant.as](b);
}

/** A booking answer's two people, for the access check. */
export const partiesOf = (b: BookingDto): BookingParties => ({
  studentId: b.studentId._id,
  tutorId: b.tutorId._id,
});
