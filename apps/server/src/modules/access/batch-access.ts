// Who may read or change a batch (group class), decided here only (docs/decisions/access.md).
// The same shape as booking-access.ts: a pure function of the viewer and the batch with the
// viewer's enrolment, an action table, one set of messages, one loader, one list filter.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { AppError } from '@tm/shared/errors';
import { BATCH_MESSAGES } from '@tm/shared/rules/batches';
import type { Db } from '../../db/client';
import { batches } from '../../db/schema/batches';
import { bookings } from '../../db/schema/bookings';
import type { Tx } from '../payments/tx';
import type { Viewer } from './booking-access';

/** What access needs to know about a batch: its tutor and whether it is still running. */
export interface BatchFacts {
  tutorId: string;
  status: 'open' | 'cancelled';
}

/** The viewer's enrolment in the batch, if any: `active` = paid, `accepted` = a seat held. */
export type EnrolmentState = 'active' | 'accepted' | null;

/**
 * What a viewer is to a batch. Its tutor (in the tutor role) owns it; a student who paid is
 * enrolled, one who holds a seat while paying is holding; an admin reads it; anyone else (another
 * student, another tutor, a guest) sees it only while it is open, as the public does.
 */
export type BatchAccess =
  | { level: 'act'; as: 'owner' }
  | { level: 'act'; as: 'enrolled' }
  | { level: 'act'; as: 'holding' }
  | { level: 'read'; as: 'admin' }
  | { level: 'public'; as: 'student' | 'other' }
  | { level: 'none'; reason: 'missing' | 'not-a-party' };

export type BatchGrant = Exclude<BatchAccess, { level: 'none' }>;
type Who = BatchGrant['as'];

export function batchAccess(
  viewer: Viewer | null,
  batch: BatchFacts | null | undefined,
  enrolment: EnrolmentState = null,
): BatchAccess {
  if (!batch) return { level: 'none', reason: 'missing' };
  if (viewer?.role === 'tutor' && viewer.id === batch.tutorId) return { level: 'act', as: 'owner' };
  if (viewer?.role === 'student' && enrolment === 'active') return { level: 'act', as: 'enrolled' };
  if (viewer?.role === 'student' && enrolment === 'accepted')
    return { level: 'act', as: 'holding' };
  if (viewer?.role === 'admin') return { level: 'read', as: 'admin' };
  // A cancelled batch is no longer listed: only its people and admins still see it.
  if (batch.status !== 'open') return { level: 'none', reason: 'not-a-party' };
  return { level: 'public', as: viewer?.role === 'student' ? 'student' : 'other' };
}

export const BATCH_ACCESS_MESSAGES = {
  notFound: BATCH_MESSAGES.notFound,
  manage: 'Only the tutor of this batch can change it.',
  roster: 'Only the tutor of this batch or an admin can see its students.',
  enrol: 'Only students can enrol in a batch.',
  join: 'Only the tutor and the enrolled students of this batch can join its class.',
} as const;

/**
 * Who may do what, as data. `view`: the batch's page (public while open); `manage`: edit, cancel
 * it or one of its sessions; `roster`: its students and attendance; `enrol`: take a seat (a
 * student holding one may enrol again to get the same seat back); `join`: its class room.
 */
export const BATCH_ACTIONS = {
  view: ['owner', 'enrolled', 'holding', 'admin', 'student', 'other'],
  manage: ['owner'],
  roster: ['owner', 'admin'],
  enrol: ['student', 'holding'],
  join: ['owner', 'enrolled'],
} as const satisfies Record<string, readonly Who[]>;

export type BatchAction = keyof typeof BATCH_ACTIONS;

export type BatchDecision =
  { ok: true; grant: BatchGrant } | { ok: false; code: 'NOT_FOUND' | 'FORBIDDEN'; message: string };

export function decideBatchAccess(
  viewer: Viewer | null,
  batch: BatchFacts | null | undefined,
  enrolment: EnrolmentState,
  action: BatchAction,
): BatchDecision {
  const access = batchAccess(viewer, batch, enrolment);
  if (access.level === 'none')
    return { ok: false, code: 'NOT_FOUND', message: BATCH_ACCESS_MESSAGES.notFound };
  if (!(BATCH_ACTIONS[action] as readonly Who[]).includes(access.as)) {
    // Someone who only sees the public page is told a private part does not exist.
    if (access.level === 'public' && action !== 'enrol')
      return { ok: false, code: 'NOT_FOUND', message: BATCH_ACCESS_MESSAGES.notFound };
    const a: BatchAction = action;
    const message = a === 'view' ? BATCH_ACCESS_MESSAGES.notFound : BATCH_ACCESS_MESSAGES[a];
    return { ok: false, code: 'FORBIDDEN', message };
  }
  return { ok: true, grant: access as BatchGrant };
}

type BatchRow = typeof batches.$inferSelect;
type BookingRow = typeof bookings.$inferSelect;

/** The viewer's open enrolment (held or paid) in a batch, if they are a student. */
export async function enrolmentOf(
  db: Db | Tx,
  viewer: Viewer | null,
  batchId: string,
): Promise<BookingRow | null> {
  if (viewer?.role !== 'student') return null;
  const [row] = await db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.batchId, batchId),
        eq(bookings.studentId, viewer.id),
        inArray(bookings.status, ['accepted', 'active']),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * The one loader: the batch row (FOR UPDATE with `lock`, inside a transaction), the viewer's
 * enrolment, then the check, before any other work.
 */
export async function loadBatchFor(opts: {
  db: Db | Tx;
  viewer: Viewer | null;
  batchId: string;
  action: BatchAction;
  lock?: boolean;
}): Promise<{ batch: BatchRow; grant: BatchGrant; enrolment: BookingRow | null }> {
  const query = opts.db.select().from(batches).where(eq(batches.id, opts.batchId)).limit(1);
  const [batch] = await (opts.lock ? query.for('update') : query);
  const enrolment = batch ? await enrolmentOf(opts.db, opts.viewer, batch.id) : null;
  const state: EnrolmentState =
    enrolment?.status === 'active' || enrolment?.status === 'accepted' ? enrolment.status : null;
  const decision = decideBatchAccess(opts.viewer, batch, state, opts.action);
  if (!decision.ok) throw new AppError(decision.code, decision.message);
  return { batch: batch!, grant: decision.grant, enrolment };
}

/** The list filter for "my batches": a tutor's own, a student's enrolled (held or paid). */
export function whereMyBatches(viewer: Viewer): SQL {
  if (viewer.role === 'tutor') return eq(batches.tutorId, viewer.id);
  if (viewer.role === 'student')
    return sql`exists (select 1 from ${bookings} where ${bookings.batchId} = ${batches.id} and ${bookings.studentId} = ${viewer.id} and ${bookings.status} in ('accepted', 'active'))`;
  return sql`false`;
}
