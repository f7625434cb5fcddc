// GET /api/get-upcoming-classes: the signed-in user's next class sessions, as tutor or
// as student, soonest first, each with whether its Start/Join window is open now. Classes are the
// active bookings (a trial once accepted, a paid class once paid) whose last session is ahead;
// sessions come from the shared rules, so the list, the banner and the call page agree.
import { and, eq, gt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ONLINE_TUTORING } from '@tm/shared/constants/marketplace';
import { isClassWindowOpen, remainingSessions } from '@tm/shared/rules/class-window';
import type { UpcomingClassesResponse } from '@tm/shared/schemas/classes';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { users } from '../../db/schema/users';
import { publicFileUrl } from '../../lib/file-url';
import type { AuthUser } from '../auth/tokens';
import { whereParty } from '../access/booking-access';

const other = alias(users, 'other');

export async function upcomingClasses(opts: {
  db: Db;
  user: AuthUser;
  limit: number;
  now?: Date;
}): Promise<UpcomingClassesResponse> {
  const now = opts.now ?? new Date();
  const otherId = opts.user.role === 'tutor' ? bookings.studentId : bookings.tutorId;
  // Active as of now: status active and the last session not yet ended (index on owner, status).
  const rows = await opts.db
    .select({
      booking: bookings,
      other: { id: other.id, fullName: other.fullName, photo: other.profilePhotoKey },
    })
    .from(bookings)
    .innerJoin(other, eq(other.id, otherId))
    .where(and(whereParty(opts.user), eq(bookings.status, 'active'), gt(bookings.lastEndAt, now)));

  const sessions = rows.flatMap(({ booking: b, other: o }) =>
    remainingSessions(b, now, opts.limit).map((s) => ({ b, o, s })),
  );
  sessions.sort((x, y) => x.s.start.getTime() - y.s.start.getTime());
  return {
    classes: sessions.slice(0, opts.limit).map(({ b, o, s }) => {
      const online = b.tutoringModes.includes(ONLINE_TUTORING);
      const window = { ...b, tutoringMode: b.tutoringModes };
      return {
        bookingId: b.id,
        subject: b.subject,
        isTrial: b.isTrial,
        tutoringMode: b.tutoringModes,
        with: { _id: o.id, fullName: o.fullName, profilePhoto: publicFileUrl(o.photo) },
        startAt: s.start.toISOString(),
        endAt: s.end.toISOString(),
        startDateTime: s.start.toISOString(),
        endDateTime: s.end.toISOString(),
        timezone: b.timezone,
        online,
        // The window rule reads "today" on the tutor's clock; it is open only for the session now.
        canJoin: online && s.start <= now && isClassWindowOpen(window, now),
      };
    }),
  };
}
