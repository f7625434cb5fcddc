// The wire shape of a batch (schemas/batches.ts), with its schedule, seats left and the viewer's
// place in it. The place comes from the access grant (modules/access/batch-access.ts).
import { eq, inArray } from 'drizzle-orm';
import { bookingSessions } from '@tm/shared/rules/booking-time';
import type { BatchDto } from '@tm/shared/schemas/batches';
import type { Db } from '../../db/client';
import { batches } from '../../db/schema/batches';
import { users } from '../../db/schema/users';
import { publicFileUrl } from '../../lib/file-url';
import type { Tx } from '../payments/tx';
import type { BatchGrant } from '../access/batch-access';

export type BatchRow = typeof batches.$inferSelect;

/** The batch as a booking schedule: the same rule gives its sessions and an enrolment's. */
export function batchSchedule(b: BatchRow) {
  return {
    sessionType: 'multiple' as const,
    startDate: b.startDate,
    endDate: b.endDate,
    availableDays: b.days,
    startTime: b.startTime,
    endTime: b.endTime,
    timezone: b.timezone,
    sessionChanges: b.sessionChanges,
  };
}

/** Every session of the batch, cancelled ones included and marked. */
export function batchSessions(b: BatchRow) {
  const all = bookingSessions({ ...batchSchedule(b), sessionChanges: [] });
  const cancelled = new Set(b.sessionChanges.filter((c) => c.cancelled).map((c) => c.from));
  return all.map((s) => ({
    key: s.key!,
    start: s.start,
    end: s.end,
    cancelled: cancelled.has(s.key!),
  }));
}

export function viewerPlace(grant: BatchGrant | null): BatchDto['viewer'] {
  if (!grant) return 'none';
  if (grant.as === 'owner') return 'tutor';
  if (grant.as === 'enrolled') return 'enrolled';
  if (grant.as === 'holding') return 'holding';
  return 'none';
}

type Tutor = { id: string; fullName: string; profilePhotoKey: string | null };

export function toBatchDto(
  b: BatchRow,
  tutor: Tutor,
  taken: number,
  extra: { viewer: BatchDto['viewer']; bookingId: string | null; enabled: boolean },
): BatchDto {
  return {
    _id: b.id,
    tutor: {
      _id: tutor.id,
      fullName: tutor.fullName,
      profilePhoto: publicFileUrl(tutor.profilePhotoKey),
    },
    title: b.title,
    description: b.description,
    subject: b.subject,
    level: b.level,
    mode: b.mode,
    startDate: b.startDate,
    endDate: b.endDate,
    days: b.days,
    startTime: b.startTime,
    endTime: b.endTime,
    timezone: b.timezone,
    sessions: b.sessions,
    seats: b.seats,
    seatsLeft: Math.max(0, b.seats - taken),
    price: b.priceMinor / 100,
    currency: b.currency,
    freeFirstSession: b.freeFirstSession,
    status: b.status,
    schedule: batchSessions(b).map((s) => ({
      key: s.key,
      start: s.start.toISOString(),
      end: s.end.toISOString(),
      cancelled: s.cancelled,
    })),
    viewer: extra.viewer,
    bookingId: extra.bookingId,
    groupClassesEnabled: extra.enabled,
    createdAt: b.createdAt.toISOString(),
  };
}

export async function tutorsById(db: Db | Tx, ids: string[]): Promise<Map<string, Tutor>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, fullName: users.fullName, profilePhotoKey: users.profilePhotoKey })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

export async function tutorOf(db: Db | Tx, id: string): Promise<Tutor> {
  const [row] = await db
    .select({ id: users.id, fullName: users.fullName, profilePhotoKey: users.profilePhotoKey })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row ?? { id, fullName: 'Tutor', profilePhotoKey: null };
}
