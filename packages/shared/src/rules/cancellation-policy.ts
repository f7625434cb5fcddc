// what a cancellation refunds. The written policy (/cancellation-refund) is an
// admin-edited page; the numbers the code uses are this structured setting, edited by admins too
// and read by the server (refunds) and the web (the cancel dialog shows the amount first).
//
// Defaults (docs/decisions/after-booking.md): a student cancels free (full refund) up to 12
// hours before a session, inclusive (exactly 12 hours before is still free); later, 50% of that
// session is refunded after an admin approves it; trials are exempt (free, cancellable any time);
// a tutor's cancellation always refunds in full. A session that has started is never refunded.

export interface CancellationPolicy {
  /** A student's cancellation at least this many hours before a session refunds it in full. */
  freeCancellationHours: number;
  /** The share (0-100) of a session refunded when the student cancels later than that. */
  lateRefundPercent: number;
  /** Trials may be cancelled at any time (they cost nothing). */
  trialsExempt: boolean;
  /** A late (partial) refund waits for an admin's approval before it is paid. */
  lateRefundNeedsApproval: boolean;
}

export const DEFAULT_CANCELLATION_POLICY: CancellationPolicy = {
  freeCancellationHours: 12,
  lateRefundPercent: 50,
  trialsExempt: true,
  lateRefundNeedsApproval: true,
};

export const POLICY_LIMITS = { maxFreeCancellationHours: 24 * 14 } as const;

export const CANCELLATION_MESSAGES = {
  trialTooLate: (hours: number) =>
    `A trial can be cancelled up to ${hours} hours before it starts. Please contact support.`,
  nothingToCancel: 'This booking has no upcoming session to cancel.',
} as const;

export type CancelledBy = 'student' | 'tutor';

/**
 * Where the written policy (/cancellation-refund, an admin-edited page) shows the policy's terms:
 * the server puts cancellationPolicyTerms there when it serves the page, so the page states the
 * numbers the product enforces and can never drift from them.
 */
export const CANCELLATION_POLICY_TOKEN = '{{cancellation-policy}}';

/** One term of the policy as the written page states it: a bold lead and the rest. */
export interface PolicyTerm {
  lead: string;
  text: string;
}

/**
 * The policy in words, from its numbers: what a student's cancellation refunds and when, a tutor's
 * cancellation, started sessions, trials, and how to cancel. The written page shows these.
 */
export function cancellationPolicyTerms(policy: CancellationPolicy): {
  heading: string;
  terms: PolicyTerm[];
  howTo: string;
} {
  const h = policy.freeCancellationHours;
  const hours = `${h} hour${h === 1 ? '' : 's'}`;
  const approval = policy.lateRefundNeedsApproval ? ', once our team approves it' : '';
  const terms: PolicyTerm[] = [
    {
      lead:
        h > 0
          ? `Cancelled by you at least ${hours} before a session:`
          : 'Cancelled by you before a session starts:',
      text: 'that session is refunded in full.',
    },
  ];
  if (h > 0)
    terms.push({
      lead: `Cancelled by you less than ${hours} before a session:`,
      text:
        policy.lateRefundPercent > 0
          ? `${policy.lateRefundPercent}% of that session is refunded${approval}.`
          : 'that session is not refunded.',
    });
  terms.push(
    { lead: 'Cancelled by the tutor:', text: 'every session not yet held is refunded in full.' },
    { lead: 'A session that has started', text: 'is not refunded.' },
    {
      lead: 'Free trials',
      text: policy.trialsExempt
        ? 'cost nothing and can be cancelled at any time.'
        : `cost nothing and can be cancelled up to ${hours} before they start.`,
    },
    {
      lead: 'Classes with several sessions:',
      text: 'each session is worth an equal share of what you paid, and you can cancel one session or all that are left.',
    },
  );
  return {
    heading: 'Cancelling a paid class',
    terms,
    howTo:
      'To cancel, open My Classes and press Cancel booking on the class. The refund is shown before you confirm, and paid back to your original payment method.',
  };
}

/** One session being cancelled and what it refunds. */
export interface RefundLine {
  /** The session's key (the date the booking's rule gives it). */
  key: string;
  start: Date;
  /** What the session is worth (its share of the booking's total), minor units. */
  valueMinor: number;
  /** free: full refund; late: the policy's late share; started: nothing. */
  kind: 'free' | 'late' | 'started';
  percent: number;
  refundMinor: number;
}

export interface RefundQuote {
  lines: RefundLine[];
  refundMinor: number;
  /** Some of the refund is late and the policy wants an admin to approve it. */
  needsApproval: boolean;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Each session's share of a booking's total, in minor units, adding up to the total exactly (the
 * last session takes the rounding remainder).
 */
export function sessionValuesMinor(totalMinor: number, count: number): number[] {
  if (count <= 0) return [];
  const each = Math.floor(totalMinor / count);
  return Array.from({ length: count }, (_, i) =>
    i === count - 1 ? totalMinor - each * (count - 1) : each,
  );
}

/** Whether a student cancelling at `now` is inside the free window for a session at `start`. */
export function isFreeCancellation(policy: CancellationPolicy, start: Date, now: Date): boolean {
  return start.getTime() - now.getTime() >= policy.freeCancellationHours * HOUR_MS;
}

/**
 * The refund for cancelling `sessions` (each with its value) at `now`. Pure: the caller passes the
 * clock. A trial the policy does not exempt cannot be cancelled late (`refused`).
 */
export function quoteRefund(input: {
  policy: CancellationPolicy;
  cancelledBy: CancelledBy;
  isTrial: boolean;
  sessions: readonly { key: string; start: Date; valueMinor: number }[];
  now: Date;
}): RefundQuote | { refused: string } {
  const { policy, now } = input;
  const upcoming = input.sessions.filter((s) => s.start.getTime() > now.getTime());
  if (upcoming.length === 0) return { refused: CANCELLATION_MESSAGES.nothingToCancel };
  if (
    input.isTrial &&
    input.cancelledBy === 'student' &&
    !policy.trialsExempt &&
    !isFreeCancellation(policy, upcoming[0]!.start, now)
  ) {
    return { refused: CANCELLATION_MESSAGES.trialTooLate(policy.freeCancellationHours) };
  }
  const lines = input.sessions.map((s): RefundLine => {
    const base = { key: s.key, start: s.start, valueMinor: s.valueMinor };
    if (s.start.getTime() <= now.getTime())
      return { ...base, kind: 'started', percent: 0, refundMinor: 0 };
    const free =
      input.cancelledBy === 'tutor' ||
      (input.isTrial && policy.trialsExempt) ||
      isFreeCancellation(policy, s.start, now);
    const percent = free ? 100 : policy.lateRefundPercent;
    return {
      ...base,
      kind: free ? 'free' : 'late',
      percent,
      refundMinor: Math.round((s.valueMinor * percent) / 100),
    };
  });
  const refundMinor = lines.reduce((sum, l) => sum + l.refundMinor, 0);
  const needsApproval =
    policy.lateRefundNeedsApproval && lines.some((l) => l.kind === 'late' && l.refundMinor > 0);
  return { lines, refundMinor, needsApproval };
}
