// a multi-session booking's "Your time" is its first real session.
import { describe, expect, it } from 'vitest';
import { makeBooking } from '@/test/bookings';
import { yourTimeLine } from './booking-summary';

describe('yourTimeLine', () => {
  it('shows the first session day (Tue 1 Dec IST = Mon 30 Nov 11:30 PM in New York), not the start date', () => {
    const b = makeBooking({
      sessionType: 'multiple',
      startDate: '2026-11-28', // a Saturday: no session
      endDate: '2026-12-31',
      availableDays: ['Tue'],
      startTime: '10:00',
      endTime: '11:00',
    });
    expect(yourTimeLine(b, 'America/New_York')).toBe(
      'first session Mon, 30 Nov 2026, 11:30 PM – 12:30 AM (America/New_York)',
    );
  });

  it('says nothing when the viewer shares the tutor zone', () => {
    expect(yourTimeLine(makeBooking(), 'Asia/Kolkata')).toBeNull();
  });
});
