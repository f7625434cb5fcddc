import { describe, expect, it } from 'vitest';
import {
  consultationPriceFor,
  consultationToday,
  formatConsultationPrice,
  openSlots,
  slotInZone,
  slotProblem,
  slotStart,
} from './consultation';

// 2026-11-23 10:15 India time = 04:45 UTC (the fake clock).
const now = new Date('2026-11-23T04:45:00Z');

describe('consultation price (mentorship §9)', () => {
  it('charges rupees in India and dollars elsewhere, in minor units', () => {
    expect(consultationPriceFor('quick', 'India')).toMatchObject({
      amount: 1200,
      amountMinor: 120000,
      currency: 'INR',
      minutes: 30,
    });
    expect(consultationPriceFor('deep', 'India')).toMatchObject({
      amount: 2500,
      amountMinor: 250000,
      currency: 'INR',
      minutes: 60,
    });
    expect(consultationPriceFor('quick', 'United States')).toMatchObject({
      amount: 25,
      amountMinor: 2500,
      currency: 'USD',
    });
    expect(consultationPriceFor('deep', 'Nepal')).toMatchObject({
      amount: 50,
      amountMinor: 5000,
      currency: 'USD',
    });
    expect(consultationPriceFor('deep', ' india ').currency).toBe('INR');
  });
  it('formats in en-IN', () => {
    expect(formatConsultationPrice({ amount: 2500, currency: 'INR' })).toBe('₹2,500');
    expect(formatConsultationPrice({ amount: 50, currency: 'USD' })).toBe('$50');
  });
});

describe('consultation slots (India time, hourly 09:00 AM to 06:00 PM)', () => {
  it('places a slot in India time', () => {
    expect(slotStart('2026-11-24', '09:00 AM')?.toISOString()).toBe('2026-11-24T03:30:00.000Z');
    expect(slotStart('2026-11-24', '06:00 PM')?.toISOString()).toBe('2026-11-24T12:30:00.000Z');
    expect(slotStart('2026-11-24', '07:00 PM')).toBeNull();
    expect(slotStart('24-11-2026', '09:00 AM')).toBeNull();
  });
  it('knows today in India, even when UTC is still on the day before', () => {
    expect(consultationToday(new Date('2026-11-22T19:00:00Z'))).toBe('2026-11-23');
    expect(consultationToday(new Date('2026-11-22T18:29:00Z'))).toBe('2026-11-22');
  });
  it('refuses past dates, begun slots, malformed values', () => {
    expect(slotProblem('2026-11-22', '05:00 PM', now)).toBe('pastDate');
    expect(slotProblem('2026-11-23', '10:00 AM', now)).toBe('pastTime');
    expect(slotProblem('2026-11-23', '11:00 AM', now)).toBeNull();
    expect(slotProblem('2026-11-24', '09:00 AM', now)).toBeNull();
    expect(slotProblem('', '09:00 AM', now)).toBe('date');
    expect(slotProblem('2026-02-30', '09:00 AM', now)).toBe('date');
    expect(slotProblem('2026-11-24', '9 am', now)).toBe('time');
  });
  it('a slot that begins exactly now is past', () => {
    expect(slotProblem('2026-11-23', '11:00 AM', new Date('2026-11-23T05:30:00Z'))).toBe(
      'pastTime',
    );
  });
  it('lists the open slots of today and of a later day', () => {
    expect(openSlots('2026-11-23', now)).toEqual([
      '11:00 AM',
      '12:00 PM',
      '01:00 PM',
      '02:00 PM',
      '03:00 PM',
      '04:00 PM',
      '05:00 PM',
      '06:00 PM',
    ]);
    expect(openSlots('2026-11-24', now)).toHaveLength(10);
    expect(openSlots('2026-11-22', now)).toEqual([]);
  });
  it('shows a slot in the visitor zone, not for India-time visitors', () => {
    expect(slotInZone('2026-11-24', '09:00 AM', 'Asia/Kolkata')).toBeNull();
    expect(slotInZone('2026-11-24', '09:00 AM', 'Asia/Dubai')).toBe('07:30 am');
    expect(slotInZone('2026-11-24', '09:00 AM', 'America/New_York')).toBe('Mon 23 Nov, 10:30 pm');
  });
});
