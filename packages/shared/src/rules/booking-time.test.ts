import { describe, expect, it } from 'vitest';
import {
  addMinutesToTime,
  bookingSessions,
  countSessions,
  findOverlap,
  formatTime12,
  hasSessionOn,
  instantIn,
  normaliseTime,
  parseTime,
  sessionDates,
  describeSchedule,
  scheduleHistory,
  scheduleLines,
  sessionsOnDate,
  wallClockIn,
  weekdayOf,
  type BookingSchedule,
} from './booking-time';
import { todayIn } from './dates';

describe('parseTime: HH:MM 24-hour or h:MM AM/PM (core-marketplace §5)', () => {
  it.each([
    ['00:00', '00:00'],
    ['9:05', '09:05'],
    ['09:05', '09:05'],
    ['18:30', '18:30'],
    ['23:59', '23:59'],
    ['12:00 AM', '00:00'],
    ['12:30 am', '00:30'],
    ['1:15 AM', '01:15'],
    ['11:59 PM', '23:59'],
    ['12:00 PM', '12:00'],
    ['6:00PM', '18:00'],
    ['06:45 pm', '18:45'],
    [' 7:10 p.m. ', '19:10'],
  ])('%s → %s', (input, expected) => {
    expect(normaliseTime(input)).toBe(expected);
  });

  it.each([
    '',
    '24:00',
    '23:60',
    '9',
    '9:5',
    '9.30',
    '13:00 PM',
    '0:30 AM',
    '18:00 XM',
    'noon',
    '12:00:00',
    '-1:00',
  ])('refuses %j', (input) => {
    expect(parseTime(input)).toBeNull();
  });

  it('refuses null and undefined', () => {
    expect(parseTime(null)).toBeNull();
    expect(parseTime(undefined)).toBeNull();
  });

  it('formats 12-hour times for display', () => {
    expect(formatTime12('00:05')).toBe('12:05 AM');
    expect(formatTime12('12:00')).toBe('12:00 PM');
    expect(formatTime12('18:30')).toBe('6:30 PM');
  });

  it('adds minutes within a day, and refuses to pass midnight', () => {
    expect(addMinutesToTime('18:00', 25)).toBe('18:25');
    expect(addMinutesToTime('23:35', 25)).toBeNull();
    expect(addMinutesToTime('23:34', 25)).toBe('23:59');
  });
});

describe('sessions (core-marketplace §9: the available days between start and end)', () => {
  const multi = {
    sessionType: 'multiple' as const,
    startDate: '2026-03-02',
    endDate: '2026-03-15',
    availableDays: ['Mon', 'Wed'],
  };

  it('knows weekdays of dates', () => {
    expect(weekdayOf('2026-03-02')).toBe('Mon');
    expect(weekdayOf('2026-03-08')).toBe('Sun');
  });

  it('counts the available days in the range, both ends included', () => {
    expect(sessionDates(multi)).toEqual(['2026-03-02', '2026-03-04', '2026-03-09', '2026-03-11']);
    expect(countSessions({ ...multi, endDate: '2026-03-16' })).toBe(5);
    expect(countSessions({ ...multi, availableDays: ['Sat'] })).toBe(2);
    expect(countSessions({ ...multi, availableDays: [] })).toBe(0);
  });

  it('counts a single booking and a trial as one session', () => {
    expect(
      countSessions({
        sessionType: 'single',
        startDate: '2026-03-02',
        endDate: null,
        availableDays: [],
      }),
    ).toBe(1);
    expect(countSessions({ ...multi, isTrial: true })).toBe(1);
  });

  it('counts nothing for missing or bad dates', () => {
    expect(countSessions({ ...multi, endDate: null })).toBe(0);
    expect(countSessions({ ...multi, startDate: '2026-02-30' })).toBe(0);
  });

  it('says whether a booking has a session on a date', () => {
    expect(hasSessionOn(multi, '2026-03-04')).toBe(true);
    expect(hasSessionOn(multi, '2026-03-05')).toBe(false);
    expect(hasSessionOn(multi, '2026-03-16')).toBe(false);
    expect(hasSessionOn({ ...multi, sessionType: 'single' }, '2026-03-02')).toBe(true);
    expect(hasSessionOn({ ...multi, sessionType: 'single' }, '2026-03-04')).toBe(false);
  });
});

describe('instants in the tutor zone', () => {
  it('reads wall-clock values in the tutor zone (Asia/Kolkata is UTC+5:30)', () => {
    expect(instantIn('2026-03-02', '18:00', 'Asia/Kolkata').toISOString()).toBe(
      '2026-03-02T12:30:00.000Z',
    );
    // Just before midnight in India is the same UTC day; just after is the previous UTC day.
    expect(instantIn('2026-03-02', '23:45', 'Asia/Kolkata').toISOString()).toBe(
      '2026-03-02T18:15:00.000Z',
    );
    expect(instantIn('2026-03-02', '00:15', 'Asia/Kolkata').toISOString()).toBe(
      '2026-03-01T18:45:00.000Z',
    );
  });

  it('follows daylight saving time in a DST-observing zone (America/New_York, clocks forward 8 Mar 2026)', () => {
    const s: BookingSchedule = {
      sessionType: 'multiple',
      startDate: '2026-03-05',
      endDate: '2026-03-12',
      availableDays: ['Thu'],
      startTime: '18:00',
      endTime: '19:00',
      timezone: 'America/New_York',
    };
    const sessions = bookingSessions(s);
    expect(sessions.map((x) => [x.date, x.start.toISOString(), x.end.toISOString()])).toEqual([
      ['2026-03-05', '2026-03-05T23:00:00.000Z', '2026-03-06T00:00:00.000Z'], // EST, UTC-5
      ['2026-03-12', '2026-03-12T22:00:00.000Z', '2026-03-12T23:00:00.000Z'], // EDT, UTC-4
    ]);
  });

  it('moves a time skipped by the clock change forward by the gap', () => {
    expect(instantIn('2026-03-08', '02:30', 'America/New_York').toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
  });

  it('tells today in a zone, across midnight', () => {
    const now = new Date('2026-03-02T19:00:00Z'); // 00:30 on 3 March in India, 14:00 on 2 March in New York
    expect(todayIn('Asia/Kolkata', now)).toBe('2026-03-03');
    expect(todayIn('America/New_York', now)).toBe('2026-03-02');
    expect(todayIn('Not/AZone', now)).toBe('2026-03-03'); // falls back to Asia/Kolkata
  });
});

describe('findOverlap', () => {
  const at = (date: string, start: string, end: string, timezone = 'Asia/Kolkata') =>
    bookingSessions({
      sessionType: 'single',
      startDate: date,
      endDate: null,
      availableDays: [],
      startTime: start,
      endTime: end,
      timezone,
    });

  it('finds sessions that share time', () => {
    const hit = findOverlap(at('2026-03-02', '18:00', '19:00'), at('2026-03-02', '18:30', '19:30'));
    expect(hit?.a.date).toBe('2026-03-02');
  });

  it('does not count touching sessions or other days', () => {
    expect(
      findOverlap(at('2026-03-02', '18:00', '19:00'), at('2026-03-02', '19:00', '20:00')),
    ).toBeNull();
    expect(
      findOverlap(at('2026-03-02', '18:00', '19:00'), at('2026-03-03', '18:00', '19:00')),
    ).toBeNull();
  });

  it('compares instants, so the same wall clock in different zones differs', () => {
    // 18:00 in New York (EST) is 04:30 next day in India.
    expect(
      findOverlap(
        at('2026-03-02', '18:00', '19:00', 'America/New_York'),
        at('2026-03-03', '04:00', '05:00'),
      ),
    ).not.toBeNull();
    expect(
      findOverlap(
        at('2026-03-02', '18:00', '19:00', 'America/New_York'),
        at('2026-03-02', '18:00', '19:00'),
      ),
    ).toBeNull();
  });

  it('walks two multi-session lists', () => {
    const a = bookingSessions({
      sessionType: 'multiple',
      startDate: '2026-03-02',
      endDate: '2026-03-31',
      availableDays: ['Mon'],
      startTime: '18:00',
      endTime: '19:00',
      timezone: 'Asia/Kolkata',
    });
    const b = bookingSessions({
      sessionType: 'multiple',
      startDate: '2026-03-03',
      endDate: '2026-03-31',
      availableDays: ['Tue', 'Mon'],
      startTime: '18:45',
      endTime: '20:00',
      timezone: 'Asia/Kolkata',
    });
    expect(findOverlap(a, b)?.a.date).toBe('2026-03-09');
    const c = bookingSessions({
      sessionType: 'multiple',
      startDate: '2026-03-03',
      endDate: '2026-03-31',
      availableDays: ['Tue'],
      startTime: '18:00',
      endTime: '20:00',
      timezone: 'Asia/Kolkata',
    });
    expect(findOverlap(a, c)).toBeNull();
  });
});

describe('display of a schedule', () => {
  it('describes single and multiple bookings on the tutor clock', () => {
    const single: BookingSchedule = {
      sessionType: 'single',
      startDate: '2026-03-04',
      endDate: null,
      availableDays: [],
      startTime: '18:00',
      endTime: '19:00',
      timezone: 'Asia/Kolkata',
    };
    expect(describeSchedule(single)).toBe('Wed, 4 Mar 2026, 6:00 PM – 7:00 PM (Asia/Kolkata)');
    expect(
      describeSchedule({
        ...single,
        sessionType: 'multiple',
        endDate: '2026-03-16',
        availableDays: ['Wed', 'Mon'],
        endTime: '19:30',
      }),
    ).toBe('Every Mon, Wed from 4 Mar 2026 to 16 Mar 2026, 6:00 PM – 7:30 PM (Asia/Kolkata)');
  });

  it('says the current time of a moved session, and keeps where it was as history', () => {
    // A tutor accepted moving Tue 1 Dec to Fri 4 Dec, 7 PM.
    const single: BookingSchedule = {
      sessionType: 'single',
      startDate: '2026-12-01',
      endDate: null,
      availableDays: [],
      startTime: '18:00',
      endTime: '19:00',
      timezone: 'Asia/Kolkata',
      sessionChanges: [
        { from: '2026-12-01', date: '2026-12-04', startTime: '19:00', endTime: '20:00' },
      ],
    };
    expect(describeSchedule(single)).toBe('Fri, 4 Dec 2026, 7:00 PM – 8:00 PM (Asia/Kolkata)');
    expect(scheduleHistory(single)).toEqual(['Moved from Tue, 1 Dec 2026, 6:00 PM – 7:00 PM']);
    expect(scheduleHistory({ ...single, sessionChanges: [] })).toEqual([]);

    const weekly: BookingSchedule = {
      ...single,
      sessionType: 'multiple',
      endDate: '2026-12-10',
      availableDays: ['Tue', 'Thu'],
      sessionChanges: [
        { from: '2026-12-08', cancelled: true },
        { from: '2026-12-01', date: '2026-12-04', startTime: '18:00', endTime: '19:00' },
      ],
    };
    expect(scheduleLines(weekly)).toEqual([
      'Every Tue, Thu from 1 Dec 2026 to 10 Dec 2026, 6:00 PM – 7:00 PM (Asia/Kolkata)',
      'Fri, 4 Dec 2026, 6:00 PM – 7:00 PM instead of Tue, 1 Dec 2026, 6:00 PM',
      'Tue, 8 Dec 2026: cancelled',
    ]);
    expect(describeSchedule(weekly)).toBe(scheduleLines(weekly).join('; '));
    expect(scheduleHistory(weekly)).toEqual([]);
    // What is on a day now: the moved session on Friday, nothing left on Tuesday.
    expect(sessionsOnDate(weekly, '2026-12-01')).toEqual([]);
    expect(sessionsOnDate(weekly, '2026-12-04').map((x) => x.start.toISOString())).toEqual([
      '2026-12-04T12:30:00.000Z',
    ]);
    expect(sessionsOnDate(weekly, '2026-12-03')).toHaveLength(1);
  });

  it('shows the time on another zone’s clock, across midnight', () => {
    expect(wallClockIn('2026-03-04', '23:30', 'Asia/Kolkata', 'Europe/London')).toEqual({
      date: '2026-03-04',
      time: '18:00',
    });
    expect(wallClockIn('2026-03-04', '23:30', 'America/New_York', 'Asia/Kolkata')).toEqual({
      date: '2026-03-05',
      time: '10:00',
    });
    expect(wallClockIn('2026-03-04', '00:30', 'Asia/Kolkata', 'America/Los_Angeles')).toEqual({
      date: '2026-03-03',
      time: '11:00',
    });
  });
});
