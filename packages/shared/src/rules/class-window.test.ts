import { describe, expect, it } from 'vitest';
import {
  CLASS_BANNER_LEAD_MINUTES,
  classBanner,
  classWindow,
  isClassWindowOpen,
  remainingSessions,
  sessionToShow,
  type ClassWindowBooking,
} from './class-window';
import { bookingSessions } from './booking-time';

function booking(over: Partial<ClassWindowBooking> = {}): ClassWindowBooking {
  const b = {
    status: 'active' as const,
    isTrial: false,
    tutoringMode: ['Online Tutoring'],
    sessionType: 'single' as const,
    startDate: '2026-03-04',
    endDate: null,
    availableDays: [],
    startTime: '18:00',
    endTime: '19:00',
    timezone: 'Asia/Kolkata',
    ...over,
  };
  const sessions = bookingSessions(b);
  return {
    firstStartAt: sessions[0]!.start,
    lastEndAt: sessions[sessions.length - 1]!.end,
    ...b,
    ...over,
  } as ClassWindowBooking;
}
const at = (iso: string) => new Date(iso);

describe('Start/Join class window (core-marketplace §4), fake clock', () => {
  it('opens from the start time until the end time on the start date (single), in the tutor zone', () => {
    const b = booking(); // 18:00-19:00 IST = 12:30-13:30 UTC
    expect(isClassWindowOpen(b, at('2026-03-04T12:29:59Z'))).toBe(false);
    expect(isClassWindowOpen(b, at('2026-03-04T12:30:00Z'))).toBe(true);
    expect(isClassWindowOpen(b, at('2026-03-04T13:29:59Z'))).toBe(true);
    expect(isClassWindowOpen(b, at('2026-03-04T13:30:00Z'))).toBe(false);
    // Same wall-clock time on another day: closed.
    expect(isClassWindowOpen(b, at('2026-03-05T12:45:00Z'))).toBe(false);
  });

  it('only for active online bookings', () => {
    const during = at('2026-03-04T12:45:00Z');
    expect(isClassWindowOpen(booking({ tutoringMode: ['Home Tutoring'] }), during)).toBe(false);
    expect(
      isClassWindowOpen(booking({ tutoringMode: ['Home Tutoring', 'Online Tutoring'] }), during),
    ).toBe(true);
    for (const status of [
      'pending',
      'accepted',
      'rejected',
      'expired',
      'completed',
      'withdrawn',
    ] as const) {
      expect(isClassWindowOpen(booking({ status }), during)).toBe(false);
    }
  });

  it('opens on available days within the range (multiple)', () => {
    const b = booking({
      sessionType: 'multiple',
      startDate: '2026-03-02',
      endDate: '2026-03-11',
      availableDays: ['Mon', 'Wed'],
    });
    expect(isClassWindowOpen(b, at('2026-03-02T12:45:00Z'))).toBe(true); // Mon 2
    expect(isClassWindowOpen(b, at('2026-03-03T12:45:00Z'))).toBe(false); // Tue
    expect(isClassWindowOpen(b, at('2026-03-11T12:45:00Z'))).toBe(true); // Wed 11, last day
    expect(isClassWindowOpen(b, at('2026-03-16T12:45:00Z'))).toBe(false); // Mon after the range
  });

  it('uses the tutor zone, not the viewer’s, across midnight', () => {
    // A New York tutor's 23:00-23:59 class on Wed 4 March (EST) is 04:00-04:59 UTC on Thu 5 March,
    // i.e. 09:30 in India on Thursday: open then, although an Indian clock says Thursday morning.
    const b = booking({
      timezone: 'America/New_York',
      startTime: '23:00',
      endTime: '23:59',
      sessionType: 'multiple',
      startDate: '2026-03-02',
      endDate: '2026-03-06',
      availableDays: ['Wed'],
    });
    expect(isClassWindowOpen(b, at('2026-03-05T04:30:00Z'))).toBe(true);
    expect(isClassWindowOpen(b, at('2026-03-05T04:59:00Z'))).toBe(false);
    expect(isClassWindowOpen(b, at('2026-03-04T04:30:00Z'))).toBe(false); // Tuesday 23:30 in New York
  });

  it('follows the DST change in the tutor zone', () => {
    // 18:00 New York: 23:00 UTC before 8 March 2026, 22:00 UTC after.
    const b = booking({
      timezone: 'America/New_York',
      sessionType: 'multiple',
      startDate: '2026-03-05',
      endDate: '2026-03-12',
      availableDays: ['Thu'],
    });
    expect(isClassWindowOpen(b, at('2026-03-05T23:15:00Z'))).toBe(true);
    expect(isClassWindowOpen(b, at('2026-03-12T22:15:00Z'))).toBe(true);
    expect(isClassWindowOpen(b, at('2026-03-12T23:15:00Z'))).toBe(false);
  });

  it('says when to look again, so the button appears and disappears on time', () => {
    const b = booking({
      sessionType: 'multiple',
      startDate: '2026-03-02',
      endDate: '2026-03-04',
      availableDays: ['Mon', 'Wed'],
    });
    expect(classWindow(b, at('2026-03-02T10:00:00Z'))).toEqual({
      open: false,
      changesAt: at('2026-03-02T12:30:00Z'),
    });
    expect(classWindow(b, at('2026-03-02T12:30:00Z'))).toEqual({
      open: true,
      changesAt: at('2026-03-02T13:30:00Z'),
    });
    expect(classWindow(b, at('2026-03-02T13:30:00Z'))).toEqual({
      open: false,
      changesAt: at('2026-03-04T12:30:00Z'),
    });
    expect(classWindow(b, at('2026-03-04T13:30:00Z'))).toEqual({ open: false, changesAt: null });
    expect(
      classWindow(booking({ tutoringMode: ['Home Tutoring'] }), at('2026-03-01T00:00:00Z')),
    ).toEqual({ open: false, changesAt: null });
  });

  it('agrees with the session list minute by minute over two days', () => {
    const b = booking({
      timezone: 'Europe/London',
      sessionType: 'multiple',
      startDate: '2026-03-28',
      endDate: '2026-03-30',
      availableDays: ['Sat', 'Sun', 'Mon'],
      startTime: '00:30',
      endTime: '01:30',
    });
    const sessions = bookingSessions(b);
    for (
      let t = at('2026-03-27T22:00:00Z').getTime();
      t < at('2026-03-30T03:00:00Z').getTime();
      t += 5 * 60_000
    ) {
      const inSession = sessions.some((s) => s.start.getTime() <= t && t < s.end.getTime());
      expect(isClassWindowOpen(b, new Date(t)), new Date(t).toISOString()).toBe(inSession);
    }
    // ~800 checks through the time-zone library: seconds on a busy machine.
  }, 30_000);
});

describe('dashboard banner, fake clock', () => {
  const session = { start: '2026-03-04T12:30:00Z', end: '2026-03-04T13:30:00Z' };
  it('shows 15 minutes before the start, opens at the start, hides at the end', () => {
    expect(CLASS_BANNER_LEAD_MINUTES).toBe(15);
    expect(classBanner(session, at('2026-03-04T12:14:59Z'))).toEqual({
      state: 'none',
      changesAt: at('2026-03-04T12:15:00Z'),
    });
    expect(classBanner(session, at('2026-03-04T12:15:00Z'))).toEqual({
      state: 'soon',
      changesAt: at('2026-03-04T12:30:00Z'),
    });
    expect(classBanner(session, at('2026-03-04T12:30:00Z')).state).toBe('open');
    expect(classBanner(session, at('2026-03-04T13:29:59Z')).state).toBe('open');
    expect(classBanner(session, at('2026-03-04T13:30:00Z'))).toEqual({
      state: 'none',
      changesAt: null,
    });
  });

  it('remaining sessions: the one in progress first, ended ones left out, at most `limit`', () => {
    const b = booking({
      sessionType: 'multiple',
      startDate: '2026-03-02',
      endDate: '2026-03-13',
      availableDays: ['Mon', 'Wed', 'Fri'],
    });
    const during = remainingSessions(b, at('2026-03-04T13:00:00Z'), 2);
    expect(during.map((s) => s.date)).toEqual(['2026-03-04', '2026-03-06']);
    expect(remainingSessions(b, at('2026-03-04T13:30:00Z'), 10)).toHaveLength(4);
    expect(remainingSessions(b, at('2026-03-13T13:30:00Z'), 10)).toEqual([]);
  });

  it('the session a class page shows is where a moved session is now', () => {
    // Tue 1 Dec 6 PM IST moved to Fri 4 Dec 7 PM IST.
    const moved = booking({
      startDate: '2026-12-01',
      sessionChanges: [
        { from: '2026-12-01', date: '2026-12-04', startTime: '19:00', endTime: '20:00' },
      ],
    });
    const before = sessionToShow(moved, at('2026-11-30T00:00:00Z'));
    expect([before?.date, before?.start.toISOString()]).toEqual([
      '2026-12-04',
      '2026-12-04T13:30:00.000Z',
    ]);
    // After it was held, still that session (not the date it moved away from).
    expect(sessionToShow(moved, at('2026-12-10T00:00:00Z'))?.date).toBe('2026-12-04');
    const weekly = booking({
      sessionType: 'multiple',
      startDate: '2026-03-02',
      endDate: '2026-03-13',
      availableDays: ['Mon', 'Wed', 'Fri'],
    });
    expect(sessionToShow(weekly, at('2026-03-04T13:00:00Z'))?.date).toBe('2026-03-04');
    expect(sessionToShow(weekly, at('2026-03-04T13:30:00Z'))?.date).toBe('2026-03-06');
  });
});
