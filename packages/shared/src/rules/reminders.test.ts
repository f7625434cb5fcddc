import { describe, expect, it } from 'vitest';
import { bookingSessions } from './booking-time';
import { dueReminder, sessionLabelIn, summaryDateDue } from './reminders';

const at = (iso: string) => new Date(iso);
const H = 60 * 60 * 1000;

describe('dueReminder', () => {
  const start = at('2026-03-09T13:00:00Z');
  it.each([
    [24 * H + 1, null],
    [24 * H, '24h'],
    [2 * H, '24h'],
    [H + 1, '24h'],
    [H, '1h'],
    [1, '1h'],
    [0, null],
    [-1, null],
  ] as const)('%d ms before the start → %s', (before, expected) => {
    expect(dueReminder(start, new Date(start.getTime() - before))).toBe(expected);
  });
});

describe('reminder timing across zones and DST (US tutor, IST student)', () => {
  // New York moves to EDT on Sun 8 Mar 2026 at 02:00; India has no DST.
  const booking = {
    sessionType: 'multiple' as const,
    startDate: '2026-03-06',
    endDate: '2026-03-10',
    availableDays: ['Fri', 'Mon'],
    startTime: '09:00',
    endTime: '10:00',
    timezone: 'America/New_York',
  };
  const [fri, mon] = bookingSessions(booking);

  it('sessions are the tutor’s 9 AM in UTC, one hour earlier after the switch', () => {
    expect(fri!.start.toISOString()).toBe('2026-03-06T14:00:00.000Z');
    expect(mon!.start.toISOString()).toBe('2026-03-09T13:00:00.000Z');
  });

  it('the 24-hour reminder is 24 real hours before, across the switch', () => {
    // 24 h before Monday 09:00 EDT is Sunday 09:00 EDT = 13:00Z (the wall clock skipped an hour).
    expect(dueReminder(mon!.start, at('2026-03-08T12:59:59Z'))).toBeNull();
    expect(dueReminder(mon!.start, at('2026-03-08T13:00:00Z'))).toBe('24h');
    expect(dueReminder(mon!.start, at('2026-03-09T12:00:00Z'))).toBe('1h');
  });

  it('each side reads the session on its own clock', () => {
    expect(sessionLabelIn(fri!, 'America/New_York')).toBe(
      'Fri, 6 Mar 2026, 9:00 AM – 10:00 AM (America/New_York)',
    );
    expect(sessionLabelIn(fri!, 'Asia/Kolkata')).toBe(
      'Fri, 6 Mar 2026, 7:30 PM – 8:30 PM (Asia/Kolkata)',
    );
    // After the US switch the same 9 AM class is an hour earlier in India.
    expect(sessionLabelIn(mon!, 'Asia/Kolkata')).toBe(
      'Mon, 9 Mar 2026, 6:30 PM – 7:30 PM (Asia/Kolkata)',
    );
  });

  it('a session crossing midnight on the reader’s clock names both dates', () => {
    const s = { start: at('2026-03-09T18:00:00Z'), end: at('2026-03-09T19:00:00Z') };
    expect(sessionLabelIn(s, 'Asia/Kolkata')).toBe(
      'Mon, 9 Mar 2026, 11:30 PM – Tue, 10 Mar 2026, 12:30 AM (Asia/Kolkata)',
    );
  });

  it('an unknown zone falls back to Asia/Kolkata', () => {
    expect(sessionLabelIn(fri!, 'Mars/Base')).toContain('(Asia/Kolkata)');
  });
});

describe('summaryDateDue', () => {
  it('is the tutor’s local date from 9 AM on their clock', () => {
    // 03:29Z is 08:59 IST; 03:30Z is 09:00 IST.
    expect(summaryDateDue(at('2026-03-09T03:29:00Z'), 'Asia/Kolkata')).toBeNull();
    expect(summaryDateDue(at('2026-03-09T03:30:00Z'), 'Asia/Kolkata')).toBe('2026-03-09');
    // 9 AM in New York is 14:00Z before the switch and 13:00Z after it.
    expect(summaryDateDue(at('2026-03-06T13:59:00Z'), 'America/New_York')).toBeNull();
    expect(summaryDateDue(at('2026-03-06T14:00:00Z'), 'America/New_York')).toBe('2026-03-06');
    expect(summaryDateDue(at('2026-03-09T13:00:00Z'), 'America/New_York')).toBe('2026-03-09');
    // Late in the evening there it is already the next day in India.
    expect(summaryDateDue(at('2026-03-10T03:00:00Z'), 'America/New_York')).toBe('2026-03-09');
  });
});
