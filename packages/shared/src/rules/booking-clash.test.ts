import { describe, expect, it } from 'vitest';
import { CLASH_MESSAGES, CLASH_STATUSES, findClash } from './booking-clash';
import type { BookingSchedule } from './booking-time';

const at = (date: string, startTime: string, endTime: string, timezone = 'Asia/Kolkata') => ({
  sessionType: 'single' as const,
  startDate: date,
  endDate: null,
  availableDays: [],
  startTime,
  endTime,
  timezone,
});

describe('a tutor holds one class at a time (rules/booking-clash.ts)', () => {
  const held = { id: 'held', ...at('2026-03-04', '18:00', '19:00') };

  it('finds an overlap and names both sessions', () => {
    const clash = findClash(at('2026-03-04', '18:30', '19:30'), [held]);
    expect(clash?.other.id).toBe('held');
    expect(clash?.mine.start.toISOString()).toBe('2026-03-04T13:00:00.000Z');
    expect(clash?.theirs.start.toISOString()).toBe('2026-03-04T12:30:00.000Z');
  });

  it('touching sessions and other days do not clash', () => {
    expect(findClash(at('2026-03-04', '19:00', '20:00'), [held])).toBeNull();
    expect(findClash(at('2026-03-04', '17:00', '18:00'), [held])).toBeNull();
    expect(findClash(at('2026-03-05', '18:00', '19:00'), [held])).toBeNull();
  });

  it('compares instants: a New York request at the same instant clashes', () => {
    // 18:00 IST on 4 Mar = 07:30 EST.
    expect(
      findClash(at('2026-03-04', '07:45', '08:15', 'America/New_York'), [held]),
    ).not.toBeNull();
  });

  it('finds a clash on any session of a multi-session request, the first one given', () => {
    const multi: BookingSchedule = {
      sessionType: 'multiple',
      startDate: '2026-03-02',
      endDate: '2026-03-13',
      availableDays: ['Wed'],
      startTime: '18:45',
      endTime: '19:45',
      timezone: 'Asia/Kolkata',
    };
    const later = { id: 'later', ...at('2026-03-11', '19:00', '20:00') };
    expect(findClash(multi, [later, held])?.other.id).toBe('later');
    expect(findClash(multi, [held])?.mine.date).toBe('2026-03-04');
  });

  it('only accepted and active classes hold the tutor; the message never names the other class', () => {
    expect(CLASH_STATUSES).toEqual(['accepted', 'active']);
    expect(CLASH_MESSAGES.slotTaken('Wed, 4 Mar 2026, 6:30 PM – 7:30 PM Asia/Kolkata')).toBe(
      'The tutor already has a class at this time (Wed, 4 Mar 2026, 6:30 PM – 7:30 PM Asia/Kolkata). Please choose another time.',
    );
  });
});
