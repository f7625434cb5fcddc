import { describe, expect, it } from 'vitest';
import { bookingSessions, type BookingSchedule } from './booking-time';
import { classesHeld, nextClass, TUTOR_STUDENT_STATUSES } from './tutor-students';
import type { BookingStatus } from '../constants/marketplace';

function booking(id: string, status: BookingStatus, over: Partial<BookingSchedule> = {}) {
  const s: BookingSchedule = {
    sessionType: 'multiple',
    startDate: '2026-03-02',
    endDate: '2026-03-13',
    availableDays: ['Mon', 'Wed', 'Fri'],
    startTime: '18:00',
    endTime: '19:00',
    timezone: 'Asia/Kolkata',
    ...over,
  };
  const sessions = bookingSessions(s);
  return {
    ...s,
    id,
    subject: 'Maths',
    status,
    firstStartAt: sessions[0]!.start,
    lastEndAt: sessions[sessions.length - 1]!.end,
  };
}

describe("a tutor's students, fake clock", () => {
  // Six sessions: 2, 4, 6, 9, 11, 13 March at 18:00-19:00 IST (12:30-13:30 UTC).
  it('counts ended sessions of active and completed classes only', () => {
    const now = new Date('2026-03-06T13:30:00Z'); // the third session has just ended
    expect(classesHeld([booking('a', 'active')], now)).toBe(3);
    expect(classesHeld([booking('a', 'active')], new Date('2026-03-06T13:29:59Z'))).toBe(2);
    expect(classesHeld([booking('a', 'missed'), booking('b', 'accepted')], now)).toBe(0);
    const done = booking('c', 'completed', { sessionType: 'single', endDate: null });
    expect(classesHeld([booking('a', 'active'), done], now)).toBe(4);
  });

  it('the next class is the earliest unfinished session of an accepted or active class', () => {
    const now = new Date('2026-03-04T13:00:00Z'); // during the second session
    const next = nextClass([booking('a', 'active')], now);
    expect(next?.booking.id).toBe('a');
    expect(next?.session.start.toISOString()).toBe('2026-03-04T12:30:00.000Z');
    const sooner = booking('b', 'accepted', {
      sessionType: 'single',
      startDate: '2026-03-05',
      endDate: null,
    });
    expect(
      nextClass([booking('a', 'active'), sooner], new Date('2026-03-04T14:00:00Z'))?.booking.id,
    ).toBe('b');
    expect(nextClass([booking('a', 'completed'), booking('c', 'pending')], now)).toBeNull();
    // Past its end the active class is completed as of now: nothing next.
    expect(nextClass([booking('a', 'active')], new Date('2026-03-13T13:30:00Z'))).toBeNull();
  });

  it('students are those with accepted, active, completed or missed classes', () => {
    expect(TUTOR_STUDENT_STATUSES).toEqual(['accepted', 'active', 'completed', 'missed']);
  });
});
