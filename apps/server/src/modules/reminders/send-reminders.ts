// The reminder job. Every node runs it on a timer, like the booking sweeper;
// what makes it send each reminder once is the sent-log (reminder_log): a node claims a
// reminder with INSERT ... ON CONFLICT DO NOTHING RETURNING and sends only if its insert made
// the row. Two nodes racing for one reminder meet on the primary key; PostgreSQL lets one insert
// and the other finds the conflict. A send that throws gives its claim back, so a later run retries.
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import { bookingSessions, type Session } from '@tm/shared/rules/booking-time';
import {
  PENDING_SUMMARY_AGE_MS,
  REMINDER_LOOKAHEAD_MS,
  dueReminder,
  summaryDateDue,
  type ReminderKind,
} from '@tm/shared/rules/reminders';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { reminderLog } from '../../db/schema/reminders';
import { studentProfiles } from '../../db/schema/student-profiles';
import { tutorProfiles } from '../../db/schema/tutor-profiles';
import { users } from '../../db/schema/users';
import type { MailPort } from '../../ports/mail';
import { startPeriodicJob } from '../../lib/periodic-job';
import {
  classReminderMail,
  pendingSummaryMail,
  type Party,
  type PendingRequest,
  type ReminderBooking,
} from './reminder-mail';

type LogKind = ReminderKind | 'pending_summary';

export interface ReminderContext {
  db: Db;
  mail: MailPort;
  /** The public address of the web app (join links). */
  appUrl: string;
  log?: Pick<FastifyBaseLogger, 'error'>;
}

/** True when this caller made the sent-log row, i.e. it is the one to send. */
async function claim(db: Db, kind: LogKind, subjectId: string, slot: string, now: Date) {
  const rows = await db
    .insert(reminderLog)
    .values({ kind, subjectId, slot, sentAt: now })
    .onConflictDoNothing()
    .returning({ slot: reminderLog.slot });
  return rows.length === 1;
}

async function release(db: Db, kind: LogKind, subjectId: string, slot: string) {
  await db
    .delete(reminderLog)
    .where(
      and(
        eq(reminderLog.kind, kind),
        eq(reminderLog.subjectId, subjectId),
        eq(reminderLog.slot, slot),
      ),
    );
}

/** Claims, sends, and on a failed send gives the claim back. Returns whether it sent. */
async function sendOnce(
  ctx: ReminderContext,
  key: { kind: LogKind; subjectId: string; slot: string },
  now: Date,
  send: () => Promise<void>,
): Promise<boolean> {
  if (!(await claim(ctx.db, key.kind, key.subjectId, key.slot, now))) return false;
  try {
    await send();
    return true;
  } catch (err) {
    ctx.log?.error({ err, ...key }, 'reminder mail failed; it will be retried');
    await release(ctx.db, key.kind, key.subjectId, key.slot);
    return false;
  }
}

const tutorUser = alias(users, 'tutor_user');
const studentUser = alias(users, 'student_user');

function parties(db: Db) {
  return db
    .select({
      b: bookings,
      tutor: {
        id: tutorUser.id,
        fullName: tutorUser.fullName,
        email: tutorUser.email,
        timezone: tutorProfiles.timezone,
      },
      student: {
        id: studentUser.id,
        fullName: studentUser.fullName,
        email: studentUser.email,
        timezone: sql<string>`coalesce(${studentProfiles.timezone}, ${bookings.timezone})`,
      },
    })
    .from(bookings)
    .innerJoin(tutorUser, eq(tutorUser.id, bookings.tutorId))
    .innerJoin(tutorProfiles, eq(tutorProfiles.userId, bookings.tutorId))
    .innerJoin(studentUser, eq(studentUser.id, bookings.studentId))
    .leftJoin(studentProfiles, eq(studentProfiles.userId, bookings.studentId));
}

/**
 * 24-hour and 1-hour reminders for the sessions of confirmed classes (status active: paid, or a
 * trial the tutor accepted) starting within the next 24 hours. Indexed: (status, first_start_at).
 */
async function sendClassReminders(ctx: ReminderContext, now: Date): Promise<number> {
  const horizon = new Date(now.getTime() + REMINDER_LOOKAHEAD_MS);
  const rows = await parties(ctx.db).where(
    and(
      eq(bookings.status, 'active'),
      lte(bookings.firstStartAt, horizon),
      gt(bookings.lastEndAt, now),
    ),
  );
  let sent = 0;
  for (const { b, tutor, student } of rows) {
    const booking: ReminderBooking = {
      id: b.id,
      subject: b.subject,
      isTrial: b.isTrial,
      tutoringModes: b.tutoringModes,
      tutor,
      student,
    };
    for (const s of bookingSessions(b)) {
      const kind = dueReminder(s.start, now);
      if (!kind) continue;
      const key = { kind, subjectId: b.id, slot: s.start.toISOString() };
      const ok = await sendOnce(ctx, key, now, async () => {
        for (const to of [student, tutor])
          await ctx.mail.send(classReminderMail(kind, booking, s, to, ctx.appUrl));
      });
      if (ok) sent++;
    }
  }
  return sent;
}

/**
 * The tutor's daily summary: pending requests made more than 24 hours ago whose first session is
 * still ahead (so still answerable), once per tutor per local date, from 9 AM on their clock.
 */
async function sendPendingSummaries(ctx: ReminderContext, now: Date): Promise<number> {
  const rows = await parties(ctx.db)
    .where(
      and(
        eq(bookings.status, 'pending'),
        gt(bookings.firstStartAt, now),
        lte(bookings.createdAt, new Date(now.getTime() - PENDING_SUMMARY_AGE_MS)),
      ),
    )
    .orderBy(asc(bookings.tutorId), asc(bookings.firstStartAt));
  const byTutor = new Map<string, { tutor: Party; requests: PendingRequest[] }>();
  for (const { b, tutor, student } of rows) {
    const first: Session | undefined = bookingSessions(b)[0];
    if (!first) continue;
    const entry = byTutor.get(tutor.id) ?? { tutor, requests: [] };
    entry.requests.push({
      studentName: student.fullName,
      subject: b.subject,
      isTrial: b.isTrial,
      firstSession: first,
      createdAt: b.createdAt,
    });
    byTutor.set(tutor.id, entry);
  }
  let sent = 0;
  for (const { tutor, requests } of byTutor.values()) {
    const day = summaryDateDue(now, tutor.timezone);
    if (!day) continue;
    const key = { kind: 'pending_summary' as const, subjectId: tutor.id, slot: day };
    if (
      await sendOnce(ctx, key, now, () =>
        ctx.mail.send(pendingSummaryMail(tutor, requests, ctx.appUrl)),
      )
    )
      sent++;
  }
  return sent;
}

export async function sendDueReminders(
  ctx: ReminderContext,
  now = new Date(),
): Promise<{ classReminders: number; summaries: number }> {
  return {
    classReminders: await sendClassReminders(ctx, now),
    summaries: await sendPendingSummaries(ctx, now),
  };
}

/**
 * Runs sendDueReminders now and every `intervalSeconds` (0: off) on this node. A run never
 * overlaps the previous one; stop() waits for a run in progress. Several nodes may run it: the
 * sent-log keeps each reminder to one send.
 */
export function startReminderJob(
  ctx: ReminderContext & {
    intervalSeconds: number;
    log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  },
): { stop: () => Promise<void> } {
  return startPeriodicJob({
    intervalSeconds: ctx.intervalSeconds,
    run: async () => {
      const n = await sendDueReminders(ctx);
      if (n.classReminders || n.summaries) ctx.log.info(n, 'reminders sent');
    },
    onError: (err) => ctx.log.error({ err }, 'reminder run failed'),
  });
}
