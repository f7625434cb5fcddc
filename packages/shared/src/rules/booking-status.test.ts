import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES, type BookingStatus } from '../constants/marketplace';
import { nextStatus, statusAsOf, type BookingActor, type BookingEvent } from './booking-status';

// The whole table, written out independently of the implementation: every (status, event, kind)
// with the actor allowed to fire it and the status it leads to. Anything not listed is refused.
type Kind = 'trial' | 'paid';
const ALLOWED: Array<[BookingStatus, BookingEvent, Kind, BookingActor, BookingStatus]> = [
  ['pending', 'accept', 'paid', 'tutor', 'accepted'],
  ['pending', 'accept', 'trial', 'tutor', 'active'],
  ['pending', 'reject', 'paid', 'tutor', 'rejected'],
  ['pending', 'reject', 'trial', 'tutor', 'rejected'],
  ['pending', 'withdraw', 'paid', 'student', 'withdrawn'],
  ['pending', 'withdraw', 'trial', 'student', 'withdrawn'],
  ['accepted', 'pay', 'paid', 'student', 'active'],
  ['pending', 'expire', 'paid', 'system', 'expired'],
  ['pending', 'expire', 'trial', 'system', 'expired'],
  ['accepted', 'expire', 'paid', 'system', 'expired'],
  ['accepted', 'expire', 'trial', 'system', 'expired'],
  ['active', 'complete', 'paid', 'system', 'completed'],
  ['active', 'complete', 'trial', 'system', 'completed'],
];
const EVENTS: BookingEvent[] = ['accept', 'reject', 'withdraw', 'pay', 'expire', 'complete'];
const ACTORS: BookingActor[] = ['tutor', 'student', 'system'];

describe('booking state machine (core-marketplace §4)', () => {
  for (const [from, event, kind, actor, to] of ALLOWED) {
    it(`${kind} ${from} --${event} by ${actor}--> ${to}`, () => {
      expect(nextStatus(from, event, { isTrial: kind === 'trial', actor })).toEqual({
        ok: true,
        to,
      });
    });
  }

  const allowed = new Set(ALLOWED.map(([f, e, k, a]) => `${f}|${e}|${k}|${a}`));
  for (const from of BOOKING_STATUSES) {
    for (const event of EVENTS) {
      for (const kind of ['trial', 'paid'] as Kind[]) {
        for (const actor of ACTORS) {
          if (allowed.has(`${from}|${event}|${kind}|${actor}`)) continue;
          it(`refuses ${kind} ${from} --${event} by ${actor}`, () => {
            const r = nextStatus(from, event, { isTrial: kind === 'trial', actor });
            expect(r.ok).toBe(false);
          });
        }
      }
    }
  }

  it('explains refusals in words', () => {
    expect(nextStatus('accepted', 'accept', { isTrial: false, actor: 'tutor' })).toEqual({
      ok: false,
      message: 'This booking has already been accepted and can no longer be accepted.',
    });
    expect(nextStatus('expired', 'accept', { isTrial: false, actor: 'tutor' })).toEqual({
      ok: false,
      message: 'This booking has expired and can no longer be accepted.',
    });
    expect(nextStatus('withdrawn', 'reject', { isTrial: true, actor: 'tutor' })).toEqual({
      ok: false,
      message: 'This booking was withdrawn by the student and can no longer be rejected.',
    });
    expect(nextStatus('rejected', 'withdraw', { isTrial: false, actor: 'student' })).toEqual({
      ok: false,
      message: 'This booking has been rejected and can no longer be withdrawn.',
    });
    expect(nextStatus('pending', 'accept', { isTrial: false, actor: 'student' })).toEqual({
      ok: false,
      message: 'Only the tutor can accept a booking.',
    });
    expect(nextStatus('pending', 'withdraw', { isTrial: false, actor: 'tutor' })).toEqual({
      ok: false,
      message: 'Only the student can withdraw a booking.',
    });
  });

  it('refuses payment for a trial with the spec text', () => {
    expect(nextStatus('accepted', 'pay', { isTrial: true, actor: 'student' })).toEqual({
      ok: false,
      message: 'This is a free trial booking and does not require payment.',
    });
  });
});

describe('status as of now', () => {
  const first = new Date('2026-03-04T12:30:00Z');
  const last = new Date('2026-03-16T14:00:00Z');
  const b = (status: BookingStatus) => ({
    status,
    firstStartAt: first,
    lastEndAt: last.toISOString(),
  });

  it('expires pending and accepted bookings once the first session has started', () => {
    for (const s of ['pending', 'accepted'] as const) {
      expect(statusAsOf(b(s), new Date(first.getTime() - 1))).toBe(s);
      expect(statusAsOf(b(s), first)).toBe('expired');
    }
  });

  it('completes an active booking once the last session has ended, not before', () => {
    expect(statusAsOf(b('active'), first)).toBe('active');
    expect(statusAsOf(b('active'), new Date(last.getTime() - 1))).toBe('active');
    expect(statusAsOf(b('active'), last)).toBe('completed');
  });

  it('leaves final statuses alone', () => {
    for (const s of ['rejected', 'withdrawn', 'expired', 'completed'] as const) {
      expect(statusAsOf(b(s), new Date('2030-01-01T00:00:00Z'))).toBe(s);
    }
  });
});
