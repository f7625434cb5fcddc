import { describe, expect, it } from 'vitest';
import { toCalendarDate } from './calendar-date';

describe('toCalendarDate', () => {
  it('keeps a plain date', () => {
    expect(toCalendarDate('2026-12-01', 'Asia/Kolkata')).toBe('2026-12-01');
  });

  it('reads local midnight in India as that Indian date, not the UTC day before', () => {
    // new Date(2026, 11, 1).toISOString() in Asia/Kolkata
    expect(toCalendarDate('2026-11-30T18:30:00.000Z', 'Asia/Kolkata')).toBe('2026-12-01');
  });

  it('reads local midnight in New York (before and after the DST change) as that date', () => {
    // EDT (UTC-4) on 1 Nov 2026 00:00; EST (UTC-5) on 2 Nov 2026 00:00
    expect(toCalendarDate('2026-11-01T04:00:00.000Z', 'America/New_York')).toBe('2026-11-01');
    expect(toCalendarDate('2026-11-02T05:00:00.000Z', 'America/New_York')).toBe('2026-11-02');
    expect(toCalendarDate('2026-11-02T04:59:59.999Z', 'America/New_York')).toBe('2026-11-01');
  });

  it('honours an explicit offset', () => {
    expect(toCalendarDate('2026-12-01T00:00:00+05:30', 'Asia/Kolkata')).toBe('2026-12-01');
    expect(toCalendarDate('2026-12-01T00:00:00+05:30', 'America/New_York')).toBe('2026-11-30');
  });

  it('leaves what it cannot read for the date check to report', () => {
    expect(toCalendarDate('30/11/2026', 'Asia/Kolkata')).toBe('30/11/2026');
    expect(toCalendarDate('2026-11-30T18:30:00', 'Asia/Kolkata')).toBe('2026-11-30T18:30:00');
    expect(toCalendarDate('2026-13-40T18:30:00Z', 'Asia/Kolkata')).toBe('2026-13-40T18:30:00Z');
    expect(toCalendarDate('2026-11-30T18:30:00Z', 'Mars/Base')).toBe('2026-11-30T18:30:00Z');
    expect(toCalendarDate(null, 'Asia/Kolkata')).toBe(null);
  });
});
