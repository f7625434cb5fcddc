import { describe, expect, it } from 'vitest';
import { bookingSessions, type BookingSchedule } from './booking-time';
import { RESCHEDULE_MESSAGES as M, planReschedule, rescheduleTransition } from './reschedule';

const NOW = new Date('2026-12-01T06:00:00Z'); // 11:30 IST, Tue 1 Dec 2026
const weekly: BookingSchedule = {
  sessionType: 'multiple',
  startDate: '2026-12-07', // Mon
  endDate: '2026-12-20',
  availableDays: ['Mon', 'Wed'],
  startTime: '18:00',
  endTime: '19:00',
  timezone: 'Asia/Kolkata',
};
const single: BookingSchedule = {
  ...weekly,
  sessionType: 'single',
  endDate: null,
  availableDays: [],
};

describe('planReschedule', () => {
  it('moves one session and keeps its length; the others stay', () => {
    const plan = planReschedule(
      weekly,
      { sessionKey: '2026-12-09', scope: 'one', newDate: '2026-12-10', newStartTime: '7:30 PM' },
      NOW,
    );
    if (!plan.ok) throw new Error(plan.message);
    expect(plan.sessionChanges).toEqual([
      { from: '2026-12-09', date: '2026-12-10', startTime: '19:30', endTime: '20:30' },
    ]);
    const after = bookingSessions({ ...weekly, sessionChanges: plan.sessionChanges });
    expect(after.map((s) => s.date)).toEqual([
      '2026-12-07',
      '2026-12-10',
      '2026-12-14',
      '2026-12-16',
    ]);
    expect(after[1]!.start.toISOString()).toBe('2026-12-10T14:00:00.000Z');
  });

  it('moves the rest: that session and every later one shift by the same days', () => {
    const plan = planReschedule(
      weekly,
      { sessionKey: '2026-12-14', scope: 'rest', newDate: '2026-12-15', newStartTime: '17:00' },
      NOW,
    );
    if (!plan.ok) throw new Error(plan.message);
    expect(plan.sessions.map((s) => s.date)).toEqual([
      '2026-12-07',
      '2026-12-09',
      '2026-12-15',
      '2026-12-17',
    ]);
    expect(plan.moved).toHaveLength(2);
  });

  it.each([
    [{ sessionKey: '2026-12-08' }, M.sessionRequired],
    [{ newDate: '' }, M.dateRequired],
    [{ newDate: '2026-13-01' }, M.dateInvalid],
    [{ newDate: '2026-11-30' }, M.dateInPast],
    [{ newStartTime: '' }, M.startTimeRequired],
    [{ newStartTime: '25:00' }, M.startTimeInvalid],
    [{ newStartTime: '23:30' }, M.pastMidnight],
    [{ newDate: '2026-12-01', newStartTime: '11:00' }, M.startInPast],
    [{ newDate: '2027-12-09' }, M.tooFarAhead],
    [{ newDate: '2026-12-09', newStartTime: '18:00' }, M.unchanged],
    [{ newDate: '2026-12-07', newStartTime: '18:30' }, M.selfOverlap],
    [{ scope: 'rest' as const, single: true }, M.restNeedsSeveral],
  ])('refuses %o with its message', (over, message) => {
    const { single: useSingle, ...draft } = over as Record<string, unknown> & { single?: boolean };
    const base = {
      sessionKey: useSingle ? '2026-12-07' : '2026-12-09',
      scope: 'one' as const,
      newDate: '2026-12-10',
      newStartTime: '18:00',
      ...draft,
    };
    const plan = planReschedule(useSingle ? single : weekly, base, NOW);
    expect(plan).toMatchObject({ ok: false, message });
  });

  it('accepts a touching neighbour (ends as the next begins) but not an overlap', () => {
    const touching = planReschedule(
      weekly,
      { sessionKey: '2026-12-09', scope: 'one', newDate: '2026-12-07', newStartTime: '19:00' },
      NOW,
    );
    expect(touching.ok).toBe(true);
  });
});

describe('rescheduleTransition', () => {
  it('lets the other side accept or decline and the proposer withdraw, once', () => {
    expect(rescheduleTransition('pending', 'accept', 'other')).toEqual({
      ok: true,
      to: 'accepted',
    });
    expect(rescheduleTransition('pending', 'decline', 'other')).toEqual({
      ok: true,
      to: 'declined',
    });
    expect(rescheduleTransition('pending', 'withdraw', 'proposer')).toEqual({
      ok: true,
      to: 'withdrawn',
    });
    expect(rescheduleTransition('pending', 'accept', 'proposer')).toEqual({
      ok: false,
      message: M.onlyOther,
    });
    expect(rescheduleTransition('accepted', 'decline', 'other')).toEqual({
      ok: false,
      message: M.done('accepted'),
    });
  });
});
