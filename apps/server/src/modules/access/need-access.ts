// Who may read or answer a need, decided here only (docs/decisions/access.md, the same shape as
// booking-access.ts). Its student owns it; a tutor it was sent to (a notified match) may read it
// without the student's identity and answer it; an admin reads it; anyone else is told it does
// not exist. An offer is a child of its need and asks this function.
import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { AppError } from '@tm/shared/errors';
import { NEED_MESSAGES } from '@tm/shared/schemas/needs';
import type { Db } from '../../db/client';
import { needMatches, needs } from '../../db/schema/needs';
import type { Tx } from '../payments/tx';
import type { Viewer } from './booking-access';

export interface NeedParties {
  studentId: string;
  /** Whether the viewer (a tutor) is among the need's notified matches; loaders fill it in. */
  viewerNotified?: boolean;
}

export type NeedAccess =
  | { level: 'act'; as: 'student' }
  | { level: 'act'; as: 'tutor' }
  | { level: 'read'; as: 'admin' }
  | { level: 'none'; reason: 'missing' | 'not-a-party' };

export type NeedGrant = Exclude<NeedAccess, { level: 'none' }>;

export function needAccess(viewer: Viewer, need: NeedParties | null | undefined): NeedAccess {
  if (!need) return { level: 'none', reason: 'missing' };
  if (viewer.role === 'student' && viewer.id === need.studentId)
    return { level: 'act', as: 'student' };
  if (viewer.role === 'tutor' && need.viewerNotified === true) return { level: 'act', as: 'tutor' };
  if (viewer.role === 'admin') return { level: 'read', as: 'admin' };
  return { level: 'none', reason: 'not-a-party' };
}

export const NEED_ACCESS_MESSAGES = {
  notFound: NEED_MESSAGES.notFound,
  manage: 'Only the student who posted this need can change it.',
  answer: 'Only a tutor this need was sent to can answer it.',
} as const;

type Who = NeedGrant['as'];

/**
 * `view`: the need itself (the student sees its offers; a tutor their own answer only);
 * `manage`: close, shortlist, mark booked, see offers; `answer`: send an offer or decline.
 */
export const NEED_ACTIONS = {
  view: ['student', 'tutor', 'admin'],
  manage: ['student'],
  answer: ['tutor'],
} as const satisfies Record<string, readonly Who[]>;

export type NeedAction = keyof typeof NEED_ACTIONS;
export type NeedGrantFor<A extends NeedAction> = Extract<
  NeedGrant,
  { as: (typeof NEED_ACTIONS)[A][number] }
>;

export type NeedDecision<A extends NeedAction = NeedAction> =
  | { ok: true; grant: NeedGrantFor<A> }
  | { ok: false; code: 'NOT_FOUND' | 'FORBIDDEN'; message: string };

export function decideNeedAccess<A extends NeedAction>(
  viewer: Viewer,
  need: NeedParties | null | undefined,
  action: A,
): NeedDecision<A> {
  const access = needAccess(viewer, need);
  if (access.level === 'none')
    return { ok: false, code: 'NOT_FOUND', message: NEED_ACCESS_MESSAGES.notFound };
  if (!(NEED_ACTIONS[action] as readonly Who[]).includes(access.as)) {
    const a: NeedAction = action;
    const message = a === 'view' ? NEED_ACCESS_MESSAGES.notFound : NEED_ACCESS_MESSAGES[a];
    return { ok: false, code: 'FORBIDDEN', message };
  }
  return { ok: true, grant: access as NeedGrantFor<A> };
}

export function assertNeedAccess<A extends NeedAction>(
  viewer: Viewer,
  need: NeedParties | null | undefined,
  action: A,
): NeedGrantFor<A> {
  const decision = decideNeedAccess(viewer, need, action);
  if (!decision.ok) throw new AppError(decision.code, decision.message);
  return decision.grant;
}

type NeedRow = typeof needs.$inferSelect;

/** The one loader: the need (FOR UPDATE with `lock`), whether a tutor viewer was told, the check. */
export async function loadNeedFor<A extends NeedAction>(opts: {
  db: Db | Tx;
  viewer: Viewer;
  needId: string;
  action: A;
  lock?: boolean;
}): Promise<{ need: NeedRow; grant: NeedGrantFor<A> }> {
  const query = opts.db.select().from(needs).where(eq(needs.id, opts.needId)).limit(1);
  const [need] = await (opts.lock ? query.for('update') : query);
  let viewerNotified = false;
  if (need && opts.viewer.role === 'tutor') {
    const [m] = await opts.db
      .select({ one: sql<number>`1` })
      .from(needMatches)
      .where(
        and(
          eq(needMatches.needId, need.id),
          eq(needMatches.tutorId, opts.viewer.id),
          isNotNull(needMatches.notifiedAt),
        ),
      )
      .limit(1);
    viewerNotified = Boolean(m);
  }
  const grant = assertNeedAccess(
    opts.viewer,
    need ? { studentId: need.studentId, viewerNotified } : null,
    opts.action,
  );
  return { need: need!, grant };
}

/** The list filter for a student's own needs (on needs_student_idx); nobody else lists needs. */
export function whereNeedOwner(viewer: Viewer): SQL {
  if (viewer.role === 'student') return eq(needs.studentId, viewer.id);
  return sql`false`;
}

/**
 * A tutor's own rows of needs' matches or answers (their leads, their offers), on the tables'
 * tutor indexes; `alias` names the table in raw SQL. Nobody else has leads.
 */
export function whereOwnTutorRows(viewer: Viewer, alias: string): SQL {
  if (viewer.role === 'tutor') return sql`${sql.raw(alias)}.tutor_id = ${viewer.id}`;
  return sql`false`;
}
