// POST /api/admin/tutors/{id}/approve and /reject (core-marketplace §4 Tutor verification): an
// admin decides on a tutor awaiting review; the tutor is emailed the outcome through the mail port.
import { and, eq } from 'drizzle-orm';
import { BRAND_NAME } from '@tm/shared/constants/contact';
import { AppError } from '@tm/shared/errors';
import { MSG_TUTOR_CHANGED } from '@tm/shared/schemas/admin-tutors';
import type { Db } from '../../db/client';
import { tutorProfiles } from '../../db/schema/tutor-profiles';
import { users } from '../../db/schema/users';
import type { MailMessage, MailPort } from '../../ports/mail';
import { baseUserDto, tutorProfileWire } from '../users/user-dto';

export const MSG_TUTOR_NOT_FOUND = 'Tutor not found.';
export const MSG_NOT_AWAITING_REVIEW = 'This tutor is not awaiting review.';

interface ReviewOptions {
  db: Db;
  mail: MailPort;
  tutorId: string;
  /** Where the app is served, for links in the email (PUBLIC_URL), or null for relative paths. */
  publicUrl: string | null;
  /** The submission the admin reviewed (ISO time); a later resubmission refuses the decision. */
  reviewedSubmission?: string | null;
}

export function approvalEmail(to: string, fullName: string, publicUrl: string | null): MailMessage {
  const link = `${publicUrl ?? ''}/tutor-dashboard`;
  return {
    to,
    subject: `Your ${BRAND_NAME} tutor profile is verified`,
    text:
      `Hi ${fullName},\n\nGood news: your tutor profile has been verified. Your full dashboard is now open, and students can find ` +
      `and book you.\n\nOpen your dashboard: ${link}\n\nRemember that sessions and payments must go through the platform only.\n\n— The ${BRAND_NAME} team`,
  };
}

export function rejectionEmail(
  to: string,
  fullName: string,
  reason: string,
  publicUrl: string | null,
): MailMessage {
  const link = `${publicUrl ?? ''}/tutor-account`;
  return {
    to,
    subject: `Your ${BRAND_NAME} tutor profile needs changes`,
    text:
      `Hi ${fullName},\n\nWe could not verify your tutor profile yet. The reason:\n\n${reason}\n\n` +
      `Please update your details or documents in your account and resubmit them for review: ${link}\n\n— The ${BRAND_NAME} team`,
  };
}

async function decide(
  opts: ReviewOptions,
  decision: { status: 'verified' | 'rejected'; reason: string | null },
) {
  const now = new Date();
  const result = await opts.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        user: users,
        status: tutorProfiles.verificationStatus,
        submittedAt: tutorProfiles.submittedAt,
        rejectionReason: tutorProfiles.rejectionReason,
      })
      .from(tutorProfiles)
      .innerJoin(users, eq(users.id, tutorProfiles.userId))
      .where(eq(tutorProfiles.userId, opts.tutorId))
      .for('update', { of: tutorProfiles })
      .limit(1);
    if (!row || row.user.role !== 'tutor') throw new AppError('NOT_FOUND', MSG_TUTOR_NOT_FOUND);
    // the same decision again (a double click) is answered as the success it was.
    if (
      row.user.isFormSubmitted &&
      row.status === decision.status &&
      (decision.status === 'verified' || row.rejectionReason === decision.reason)
    ) {
      const [profile] = await tx
        .select()
        .from(tutorProfiles)
        .where(eq(tutorProfiles.userId, opts.tutorId));
      return { user: row.user, profile: profile!, repeat: true };
    }
    // Only a submitted profile awaiting review can be decided (a decision is made once; a rejected
    // tutor who resubmits is pending again).
    if (!row.user.isFormSubmitted || row.status !== 'pending')
      throw new AppError('CONFLICT', MSG_NOT_AWAITING_REVIEW);
    if (
      opts.reviewedSubmission !== undefined &&
      (row.submittedAt?.toISOString() ?? null) !==
        (opts.reviewedSubmission ? new Date(opts.reviewedSubmission).toISOString() : null)
    )
      throw new AppError('CONFLICT', MSG_TUTOR_CHANGED);
    const [profile] = await tx
      .update(tutorProfiles)
      .set({
        verificationStatus: decision.status,
        rejectionReason: decision.reason,
        reviewedAt: now,
        updatedAt: now,
      })
      .where(
        and(
          eq(tutorProfiles.userId, opts.tutorId),
          eq(tutorProfiles.verificationStatus, 'pending'),
        ),
      )
      .returning();
    return { user: row.user, profile: profile!, repeat: false };
  });
  const { user } = result;
  if (!result.repeat)
    await opts.mail.send(
      decision.status === 'verified'
        ? approvalEmail(user.email, user.fullName, opts.publicUrl)
        : rejectionEmail(user.email, user.fullName, decision.reason!, opts.publicUrl),
    );
  return { ...baseUserDto(user), role: 'tutor' as const, ...tutorProfileWire(result.profile) };
}

export function approveTutor(opts: ReviewOptions) {
  return decide(opts, { status: 'verified', reason: null });
}

export function rejectTutor(opts: ReviewOptions & { reason: string }) {
  return decide(opts, { status: 'rejected', reason: opts.reason });
}
