// core-marketplace §2 Tutor dashboard / §4 Tutor verification: a tutor who is not verified sees
// "Your account is under review", or "Your Profile Has Been Rejected." with the reason, or
// "Resubmit your details to request again." when no reason exists.
import type { VerificationStatus } from '@tm/shared/constants/marketplace';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ClockIcon, ShieldIcon } from '@/components/ui/icons';

export const REVIEW_TEXTS = {
  underReview: 'Your account is under review',
  rejected: 'Your Profile Has Been Rejected.',
  resubmit: 'Resubmit your details to request again.',
} as const;

export function ReviewCard({
  status,
  reason,
}: {
  status: VerificationStatus;
  reason: string | null | undefined;
}) {
  if (status === 'pending') {
    return (
      <Card className="flex gap-4 border-accent-200 bg-accent-50/50" role="status">
        <ClockIcon className="mt-0.5 shrink-0 text-2xl text-accent-700" />
        <div>
          <h2 className="text-lg font-semibold text-neutral-900">{REVIEW_TEXTS.underReview}</h2>
          <p className="mt-1 text-sm text-neutral-700">
            We are checking your details and documents. Your full dashboard opens once you are
            verified, and we will email you the outcome.
          </p>
        </div>
      </Card>
    );
  }
  const hasReason = Boolean(reason?.trim());
  return (
    <Card className="flex gap-4 border-danger-100 bg-danger-50/60" role="alert">
      <ShieldIcon className="mt-0.5 shrink-0 text-2xl text-danger-700" />
      <div className="min-w-0">
        <h2 className="text-lg font-semibold text-neutral-900">
          {hasReason ? REVIEW_TEXTS.rejected : REVIEW_TEXTS.resubmit}
        </h2>
        {hasReason && (
          <>
            <p className="mt-2 text-sm font-medium text-neutral-800">Reason</p>
            <p className="mt-0.5 text-sm whitespace-pre-line text-neutral-700">{reason}</p>
          </>
        )}
        <p className="mt-3 text-sm text-neutral-700">
          Update your details or documents in your account, then resubmit them for review.
        </p>
        <ButtonLink to="/tutor-account" size="sm" className="mt-4">
          Fix and resubmit
        </ButtonLink>
      </div>
    </Card>
  );
}
