import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  cancellationPolicyTerms,
  CANCELLATION_MESSAGES,
  DEFAULT_CANCELLATION_POLICY as policy,
  quoteRefund,
  sessionValuesMinor,
  type RefundQuote,
} from './cancellation-policy';

// The session starts at 18:00 IST on 10 Dec 2026 (12:30 UTC).
const START = new Date('2026-12-10T12:30:00Z');
const MIN = 60_000;
const HOUR = 60 * MIN;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** The quote as of the fake clock, which is set to `msBefore` ahead of the session. */
function quoteAt(
  msBefore: number,
  opts: { by?: 'student' | 'tutor'; trial?: boolean; p?: typeof policy } = {},
) {
  vi.setSystemTime(new Date(START.getTime() - msBefore));
  return quoteRefund({
    policy: opts.p ?? policy,
    cancelledBy: opts.by ?? 'student',
    isTrial: opts.trial ?? false,
    sessions: [{ key: '2026-12-10', start: START, valueMinor: 100_000 }],
    now: new Date(),
  });
}
const ok = (q: ReturnType<typeof quoteRefund>) => q as RefundQuote;

describe('cancellation policy: the free window boundary (default 12 hours)', () => {
  it('refunds in full exactly 12 hours before the session', () => {
    const q = ok(quoteAt(12 * HOUR));
    expect(q.lines[0]).toMatchObject({ kind: 'free', percent: 100, refundMinor: 100_000 });
    expect(q.needsApproval).toBe(false);
  });
  it('refunds in full one minute earlier (12 h 1 min before)', () => {
    expect(ok(quoteAt(12 * HOUR + MIN)).refundMinor).toBe(100_000);
  });
  it('refunds the late share one minute later (11 h 59 min before), after approval', () => {
    const q = ok(quoteAt(12 * HOUR - MIN));
    expect(q.lines[0]).toMatchObject({ kind: 'late', percent: 50, refundMinor: 50_000 });
    expect(q.needsApproval).toBe(true);
  });
  it('follows an admin-changed window and share (24 h, 0 %: nothing to approve)', () => {
    const p = { ...policy, freeCancellationHours: 24, lateRefundPercent: 0 };
    expect(ok(quoteAt(24 * HOUR, { p })).refundMinor).toBe(100_000);
    const late = ok(quoteAt(24 * HOUR - MIN, { p }));
    expect(late.refundMinor).toBe(0);
    expect(late.needsApproval).toBe(false);
  });
  it('pays a late refund at once when the policy needs no approval', () => {
    const p = { ...policy, lateRefundNeedsApproval: false };
    const q = ok(quoteAt(HOUR, { p }));
    expect(q).toMatchObject({ refundMinor: 50_000, needsApproval: false });
  });
});

describe('cancellation policy: tutor, trial, started sessions', () => {
  it('a tutor cancellation refunds in full, even one minute before', () => {
    const q = ok(quoteAt(MIN, { by: 'tutor' }));
    expect(q).toMatchObject({ refundMinor: 100_000, needsApproval: false });
  });
  it('nothing is refunded or cancellable once the session has started', () => {
    expect(quoteAt(0)).toEqual({ refused: CANCELLATION_MESSAGES.nothingToCancel });
    expect(quoteAt(-MIN, { by: 'tutor' })).toEqual({
      refused: CANCELLATION_MESSAGES.nothingToCancel,
    });
  });
  it('a trial is exempt: free to cancel one minute before', () => {
    expect(ok(quoteAt(MIN, { trial: true })).lines[0]!.kind).toBe('free');
  });
  it('a trial that is not exempt cannot be cancelled late', () => {
    const p = { ...policy, trialsExempt: false };
    expect(quoteAt(12 * HOUR - MIN, { trial: true, p })).toEqual({
      refused: CANCELLATION_MESSAGES.trialTooLate(12),
    });
    expect(ok(quoteAt(12 * HOUR, { trial: true, p })).lines[0]!.kind).toBe('free');
  });
  it('a multi-session booking: held sessions refund nothing, late and free ones their share', () => {
    vi.setSystemTime(new Date('2026-12-10T12:00:00Z'));
    const q = ok(
      quoteRefund({
        policy,
        cancelledBy: 'student',
        isTrial: false,
        now: new Date(),
        sessions: [
          { key: 'a', start: new Date('2026-12-09T12:30:00Z'), valueMinor: 333 },
          { key: 'b', start: new Date('2026-12-10T12:30:00Z'), valueMinor: 333 },
          { key: 'c', start: new Date('2026-12-11T12:30:00Z'), valueMinor: 334 },
        ],
      }),
    );
    expect(q.lines.map((l) => [l.kind, l.refundMinor])).toEqual([
      ['started', 0],
      ['late', 167],
      ['free', 334],
    ]);
    expect(q.refundMinor).toBe(501);
  });
});

describe('sessionValuesMinor', () => {
  it('splits a total into equal shares that add up exactly', () => {
    expect(sessionValuesMinor(100_000, 3)).toEqual([33_333, 33_333, 33_334]);
    expect(sessionValuesMinor(0, 2)).toEqual([0, 0]);
    expect(sessionValuesMinor(500, 0)).toEqual([]);
  });
});

describe('the written policy, from the numbers', () => {
  const lines = (p: typeof policy) =>
    cancellationPolicyTerms(p).terms.map((t) => `${t.lead} ${t.text}`);

  it('states the default policy the product enforces (12 hours, 50 % after approval)', () => {
    expect(lines(policy)).toEqual([
      'Cancelled by you at least 12 hours before a session: that session is refunded in full.',
      'Cancelled by you less than 12 hours before a session: 50% of that session is refunded, once our team approves it.',
      'Cancelled by the tutor: every session not yet held is refunded in full.',
      'A session that has started is not refunded.',
      'Free trials cost nothing and can be cancelled at any time.',
      'Classes with several sessions: each session is worth an equal share of what you paid, and you can cancel one session or all that are left.',
    ]);
    expect(cancellationPolicyTerms(policy).howTo).toContain('press Cancel booking');
  });

  it('follows edited numbers: hours, share, approval, trials, none refunded late', () => {
    const edited = {
      freeCancellationHours: 1,
      lateRefundPercent: 0,
      lateRefundNeedsApproval: false,
      trialsExempt: false,
    };
    expect(lines(edited).slice(0, 2)).toEqual([
      'Cancelled by you at least 1 hour before a session: that session is refunded in full.',
      'Cancelled by you less than 1 hour before a session: that session is not refunded.',
    ]);
    expect(lines(edited)).toContain(
      'Free trials cost nothing and can be cancelled up to 1 hour before they start.',
    );
    expect(lines({ ...policy, lateRefundPercent: 30, lateRefundNeedsApproval: false })[1]).toBe(
      'Cancelled by you less than 12 hours before a session: 30% of that session is refunded.',
    );
    // No free window at all: only a started session is not refunded.
    expect(lines({ ...policy, freeCancellationHours: 0 })[0]).toBe(
      'Cancelled by you before a session starts: that session is refunded in full.',
    );
    expect(lines({ ...policy, freeCancellationHours: 0 })).toHaveLength(5);
  });
});
