// "Your time" comes from the first real session, on the viewer's wall clock.
import { describe, expect, it } from 'vitest';
import { bookingSessions, firstSessionIn, sessionIn, type BookingSchedule } from './booking-time';

const multi = (over: Partial<BookingSchedule>): BookingSchedule => ({
  sessionType: 'multiple',
  startDate: '2026-11-30', // a Monday
  endDate: '2026-12-31',
  availableDays: ['Tue'],
  startTime: '10:00',
  endTime: '11:00',
  timezone: 'Asia/Kolkata',
  ...over,
});

describe('firstSessionIn', () => {
  it('IST tutor, New York student: Tue 1 Dec 10:00 IST is Mon 30 Nov 11:30 PM, ending past midnight', () => {
    expect(firstSessionIn(multi({}), 'America/New_York')).toEqual({
      date: '2026-11-30',
      startTime: '23:30',
      endTime: '00:30',
      endDate: '2026-12-01',
    });
  });

  it('a start date that is not a session day is skipped (New York tutor, IST student)', () => {
    const b = multi({ timezone: 'America/New_York', availableDays: ['Wed'], startTime: '09:00' });
    // Wed 2 Dec 09:00 EST = 14:00 UTC = 19:30 IST on Wed 2 Dec (not Mon 30 Nov).
    expect(firstSessionIn(b, 'Asia/Kolkata')).toMatchObject({
      date: '2026-12-02',
      startTime: '19:30',
    });
  });

  it('Pacific/Kiritimati (UTC+14) sees the next day', () => {
    const b = multi({ timezone: 'America/New_York', startTime: '20:00', endTime: '21:00' });
    // Tue 1 Dec 20:00 EST = Wed 2 Dec 01:00 UTC = Wed 2 Dec 15:00 in Kiritimati.
    expect(firstSessionIn(b, 'Pacific/Kiritimati')).toMatchObject({
      date: '2026-12-02',
      startTime: '15:00',
      endTime: '16:00',
    });
  });

  it('across a DST change: the offset of the first session day is used, not the start date', () => {
    // US clocks go back on Sun 1 Nov 2026. Start Fri 30 Oct (EDT), first session Mon 2 Nov (EST).
    const b = multi({
      timezone: 'America/New_York',
      startDate: '2026-10-30',
      endDate: '2026-11-30',
      availableDays: ['Mon'],
      startTime: '09:00',
      endTime: '10:00',
    });
    expect(bookingSessions(b)[0]!.start.toISOString()).toBe('2026-11-02T14:00:00.000Z');
    expect(firstSessionIn(b, 'Asia/Kolkata')).toMatchObject({
      date: '2026-11-02',
      startTime: '19:30',
    });
  });

  it('single sessions and bookings without a session', () => {
    const single = multi({ sessionType: 'single', endDate: null });
    expect(firstSessionIn(single, 'Asia/Kolkata')).toMatchObject({
      date: '2026-11-30',
      startTime: '10:00',
    });
    expect(firstSessionIn(multi({ availableDays: [] }), 'Asia/Kolkata')).toBeNull();
    expect(
      sessionIn(
        { start: new Date('2026-03-08T06:30:00Z'), end: new Date('2026-03-08T07:30:00Z') },
        'America/New_York',
      ),
    ).toMatchObject({ startTime: '01:30', endTime: '03:30' }); // clocks go forward at 2:00
  });
});
