import { describe, expect, it } from 'vitest';
import {
  availabilityIn,
  availabilityRanges,
  describeAvailability,
  formatMinuteRange,
  isWithinAvailability,
} from './tutor-availability';

const tutor = { avlDays: ['Mon', 'Wed', 'Fri'], avlTime: ['18-21', '21-24', '9-12'] };
const single = (date: string, startTime: string, endTime: string) => ({
  sessionType: 'single' as const,
  isTrial: false,
  startDate: date,
  endDate: null,
  availableDays: [],
  startTime,
  endTime,
});

describe('availabilityRanges', () => {
  it('merges adjacent slots and orders them; ignores unknown labels', () => {
    expect(availabilityRanges(['21-24', '9-12', '18-21', 'junk'])).toEqual([
      { start: 540, end: 720 },
      { start: 1080, end: 1440 },
    ]);
    expect(availabilityRanges([])).toEqual([]);
  });
});

describe('isWithinAvailability (tutor clock)', () => {
  // 2026-03-02 is a Monday, 2026-03-03 a Tuesday.
  it('inside a stated day and range, boundaries included', () => {
    expect(isWithinAvailability(single('2026-03-02', '18:00', '19:00'), tutor)).toBe(true);
    expect(isWithinAvailability(single('2026-03-02', '20:00', '23:59'), tutor)).toBe(true);
    expect(isWithinAvailability(single('2026-03-02', '09:00', '12:00'), tutor)).toBe(true);
  });
  it('outside: another day, before or past the hours, or across a gap between ranges', () => {
    expect(isWithinAvailability(single('2026-03-03', '18:00', '19:00'), tutor)).toBe(false);
    expect(isWithinAvailability(single('2026-03-02', '17:30', '18:30'), tutor)).toBe(false);
    expect(isWithinAvailability(single('2026-03-02', '11:30', '12:30'), tutor)).toBe(false);
    expect(isWithinAvailability(single('2026-03-02', '08:59', '09:30'), tutor)).toBe(false);
  });
  it('every session of a multi-session booking must be on a stated day', () => {
    const multi = {
      ...single('2026-03-02', '18:00', '19:00'),
      sessionType: 'multiple' as const,
      endDate: '2026-03-13',
    };
    expect(isWithinAvailability({ ...multi, availableDays: ['Mon', 'Fri'] }, tutor)).toBe(true);
    expect(isWithinAvailability({ ...multi, availableDays: ['Mon', 'Tue'] }, tutor)).toBe(false);
  });
  it('nothing stated, or times not chosen yet: not outside', () => {
    expect(
      isWithinAvailability(single('2026-03-03', '02:00', '03:00'), { avlDays: [], avlTime: [] }),
    ).toBe(true);
    expect(isWithinAvailability(single('2026-03-03', '', ''), tutor)).toBe(true);
  });
});

describe('availabilityIn (student clock), fake clock', () => {
  // Wednesday 18 Feb 2026: the next Monday and Wednesday are before New York's clock change.
  const now = new Date('2026-02-18T06:00:00Z');
  const india = { avlDays: ['Mon', 'Wed'], avlTime: ['18-21'], timezone: 'Asia/Kolkata' };

  it('is the tutor clock itself in the same zone', () => {
    expect(availabilityIn(india, 'Asia/Kolkata', now)).toEqual([
      { day: 'Mon', ranges: [{ start: 1080, end: 1260 }] },
      { day: 'Wed', ranges: [{ start: 1080, end: 1260 }] },
    ]);
  });

  it('moves an IST evening to a New York morning (EST, UTC-5)', () => {
    // 18:00-21:00 IST = 07:30-10:30 EST the same day.
    expect(availabilityIn(india, 'America/New_York', now)).toEqual([
      { day: 'Mon', ranges: [{ start: 450, end: 630 }] },
      { day: 'Wed', ranges: [{ start: 450, end: 630 }] },
    ]);
  });

  it('follows daylight saving: each day is read on its next date (New York is UTC-4 from 8 Mar)', () => {
    const later = new Date('2026-03-11T06:00:00Z');
    expect(availabilityIn(india, 'America/New_York', later)[0]).toEqual({
      day: 'Mon',
      ranges: [{ start: 510, end: 690 }],
    });
  });

  it('moves a US evening to the next day in India and splits a range across midnight', () => {
    const us = { avlDays: ['Mon'], avlTime: ['9-12', '12-15'], timezone: 'America/New_York' };
    // 09:00-15:00 EST = 19:30 Mon - 01:30 Tue IST.
    const days = availabilityIn(us, 'Asia/Kolkata', now);
    expect(days).toEqual([
      { day: 'Mon', ranges: [{ start: 1170, end: 1440 }] },
      { day: 'Tue', ranges: [{ start: 0, end: 90 }] },
    ]);
    expect(describeAvailability(days)).toEqual([
      'Mon: 7:30 PM – 12:00 AM',
      'Tue: 12:00 AM – 1:30 AM',
    ]);
  });

  it('states nothing for a tutor with no availability', () => {
    expect(availabilityIn({ ...india, avlDays: [] }, 'Asia/Kolkata', now)).toEqual([]);
  });
});

describe('describeAvailability and formatMinuteRange', () => {
  it('groups days with the same hours, in week order', () => {
    const now = new Date('2026-03-04T06:00:00Z');
    const days = availabilityIn(
      { avlDays: ['Fri', 'Mon', 'Wed'], avlTime: ['18-21'], timezone: 'Asia/Kolkata' },
      'Asia/Kolkata',
      now,
    );
    expect(describeAvailability(days)).toEqual(['Mon, Wed, Fri: 6:00 PM – 9:00 PM']);
    expect(formatMinuteRange({ start: 0, end: 1440 })).toBe('12:00 AM – 12:00 AM');
  });
});
