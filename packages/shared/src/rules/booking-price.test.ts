import { describe, expect, it } from 'vitest';
import { bookingPrice, durationLabel, sessionsLabel } from './booking-price';

describe('price display (core-marketplace §9)', () => {
  it('multiplies hourly price, hours per session and sessions', () => {
    expect(
      bookingPrice({
        pricePerHour: 600,
        startTime: '18:00',
        endTime: '19:30',
        sessions: 4,
        isTrial: false,
      }),
    ).toEqual({
      pricePerHour: 600,
      minutesPerSession: 90,
      hoursPerSession: 1.5,
      sessions: 4,
      total: 3600,
      totalMinor: 360000,
      platformFee: 180,
      tutorEarning: 3420,
    });
  });

  it('counts a single session once', () => {
    const p = bookingPrice({
      pricePerHour: 750,
      startTime: '10:00',
      endTime: '11:00',
      sessions: 1,
      isTrial: false,
    })!;
    expect(p.total).toBe(750);
    expect(p.platformFee).toBe(37.5);
    expect(p.tutorEarning).toBe(712.5);
  });

  it('rounds once, at the total, in minor units', () => {
    // 45 minutes at $25.50 = $19.125 → $19.13 (1913 cents); fee 5% = 95.65 → 96 cents.
    const p = bookingPrice({
      pricePerHour: 25.5,
      startTime: '9:00 AM',
      endTime: '9:45 AM',
      sessions: 1,
      isTrial: false,
    })!;
    expect(p.totalMinor).toBe(1913);
    expect(p.total).toBe(19.13);
    expect(p.platformFee).toBe(0.96);
    expect(p.tutorEarning).toBe(18.17);
  });

  it('makes a trial free with one 25-minute session whatever is sent', () => {
    expect(
      bookingPrice({
        pricePerHour: 900,
        startTime: '18:00',
        endTime: '20:00',
        sessions: 6,
        isTrial: true,
      }),
    ).toMatchObject({
      pricePerHour: 0,
      minutesPerSession: 25,
      sessions: 1,
      total: 0,
      platformFee: 0,
      tutorEarning: 0,
    });
  });

  it('shows nothing until the times make a session', () => {
    expect(
      bookingPrice({
        pricePerHour: 600,
        startTime: '',
        endTime: '19:00',
        sessions: 1,
        isTrial: false,
      }),
    ).toBeNull();
    expect(
      bookingPrice({
        pricePerHour: 600,
        startTime: '19:00',
        endTime: '18:00',
        sessions: 1,
        isTrial: false,
      }),
    ).toBeNull();
  });

  it('labels durations and sessions', () => {
    expect(durationLabel(25)).toBe('25 min');
    expect(durationLabel(60)).toBe('1 hr');
    expect(durationLabel(90)).toBe('1.5 hrs');
    expect(durationLabel(100)).toBe('1.67 hrs');
    expect(sessionsLabel(1)).toBe('1 session');
    expect(sessionsLabel(4)).toBe('4 sessions');
  });
});
