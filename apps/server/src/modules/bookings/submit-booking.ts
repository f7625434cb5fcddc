import { and, eq, inArray, sql } from 'drizzle-orm';
import { DEFAULT_TIMEZONE, type Currency } from '@tm/shared/constants/marketplace';
import { AppError } from '@tm/shared/errors';
import { MSG } from '@tm/shared/messages';
import { BOOKING_MESSAGES, checkBooking } from '@tm/shared/rules/booking-checks';
import { bookingPrice } from '@tm/shared/rules/booking-price';
import { toCalendarDate } from '@tm/shared/rules/calendar-date';
import type { BookingDto, SubmitBookingRequest } from '@tm/shared/schemas/booking';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { users } from '../../db/schema/users';
import { studentProfiles } from '../../db/schema/student-profiles';
import { tutorProfiles } from '../../db/schema/tutor-profiles';
import type { AuthUser } from '../auth/tokens';
import { toMajor, toMinor } from '../../lib/money';
import { assertBookingAccess, whereParty } from '../access/booking-access';
import { bookingFor, loadBookingDto, partiesOf } from './booking-dto';
import { sendBookingMail, type BookingMailContext } from './booking-mail';
import { assertSlotFree, assertTrialAvailable } from './booking-limits';
import { assertConsentAllows } from '../data-rights/parental-consent';

export interface SubmitBookingOptions {
  db: Db;
  mail: BookingMailContext;
  user: AuthUser;
  request: SubmitBookingRequest;
  /** The Idempotency-Key header: the same key again answers the booking it made. */
  idempotencyKey?: string | null;
  now?: Date;
}

/**
 * POST /submit-booking (core-marketplace §5, §7). Re-runs every check of the booking form on the
 * server, plus: the tutor exists, is verified and has submitted their profile; the student's
 * profile is complete; subject and modes are ones the tutor offers. Computes sessions, instants
 * and the total itself; the browser's values are never trusted. The tutor is emailed.
 */
export async function submitBooking(opts: SubmitBookingOptions): Promise<BookingDto> {
  const { db, user, request } = opts;
  const now = opts.now ?? new Date();
  assertConsentAllows(user);

  const [tutor] = await db
    .select({ user: users, profile: tutorProfiles })
    .from(users)
    .innerJoin(tutorProfiles, eq(tutorProfiles.userId, users.id))
    .where(and(eq(users.id, request.tutorId), eq(users.role, 'tutor')))
    .limit(1);
  if (!tutor) throw new AppError('NOT_FOUND', MSG.tutorNotFound);
  if (tutor.profile.verificationStatus !== 'verified' || !tutor.user.isFormSubmitted) {
    throw new AppError('CONFLICT', BOOKING_MESSAGES.tutorNotBookable);
  }

  // an ISO instant is the calendar date it names in the student's zone.
  let zone = request.timezone;
  if (!zone) {
    const [profile] = await db
      .select({ timezone: studentProfiles.timezone })
      .from(studentProfiles)
      .where(eq(studentProfiles.userId, user.id))
      .limit(1);
    zone = profile?.timezone ?? DEFAULT_TIMEZONE;
  }
  const draft = {
    ...request,
    startDate: toCalendarDate(request.startDate, zone),
    endDate: toCalendarDate(request.endDate, zone),
  };

  const result = checkBooking(draft, {
    profileComplete: user.isFormSubmitted,
    now,
    tutor: {
      minHourCharge: toMajor(tutor.profile.minHourChargeMinor),
      maxHourCharge: toMajor(tutor.profile.maxHourChargeMinor),
      currency: tutor.profile.currency as Currency,
      timezone: tutor.profile.timezone,
      tutoringModes: tutor.profile.tutoringModes,
      subjects: tutor.profile.subcategories,
    },
  });
  if (!result.ok) throw new AppError('BAD_REQUEST', result.message, { field: result.field });
  const b = result.booking;
  const price = bookingPrice({
    pricePerHour: b.price,
    startTime: b.startTime,
    endTime: b.endTime,
    sessions: b.sessions,
    isTrial: b.isTrial,
  })!;

  const key = opts.idempotencyKey ?? null;
  const made = await db.transaction(async (tx) => {
    // A double-clicked or re-sent form must not make two identical requests. Requests from one
    // student to one tutor take turns (a transaction-scoped advisory lock), so two sent at the
    // same instant cannot both pass the check below.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${user.id}), hashtext(${request.tutorId}))`,
    );
    if (key) {
      const [repeat] = await tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(whereParty(user), eq(bookings.idempotencyKey, key)))
        .limit(1);
      if (repeat) return { id: repeat.id, repeat: true };
    }
    const [same] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          whereParty(user),
          eq(bookings.tutorId, request.tutorId),
          eq(bookings.firstStartAt, b.firstStartAt),
          inArray(bookings.status, ['pending', 'accepted', 'active']),
        ),
      )
      .limit(1);
    if (same) throw new AppError('CONFLICT', BOOKING_MESSAGES.duplicate);
    // one free trial per student and tutor (the lock above makes check and insert one step).
    if (b.isTrial) await assertTrialAvailable(tx, user.id, request.tutorId, now);
    // a slot the tutor already holds is refused now, not only when the tutor accepts.
    await assertSlotFree(tx, { ...b, tutorId: request.tutorId }, now);
    const [row] = await tx
      .insert(bookings)
      .values({
        studentId: user.id,
        tutorId: request.tutorId,
        subject: b.subject,
        status: 'pending',
        sessionType: b.sessionType,
        isTrial: b.isTrial,
        tutoringModes: b.tutoringMode,
        startDate: b.startDate,
        endDate: b.endDate,
        availableDays: b.availableDays,
        startTime: b.startTime,
        endTime: b.endTime,
        timezone: b.timezone,
        sessions: b.sessions,
        priceMinor: toMinor(b.price),
        totalMinor: price.totalMinor,
        currency: b.currency,
        firstStartAt: b.firstStartAt,
        lastEndAt: b.lastEndAt,
        createdAt: now,
        updatedAt: now,
        idempotencyKey: key,
      })
      .returning({ id: bookings.id });
    return { id: row!.id, repeat: false };
  });

  const dto = (await loadBookingDto(db, made.id, now))!;
  // A repeat is the same request: the tutor was told once.
  if (!made.repeat) await sendBookingMail(opts.mail, 'requested', dto);
  return bookingFor(assertBookingAccess(opts.user, partiesOf(dto), 'view'), dto);
}
