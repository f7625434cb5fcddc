import { describe, expect, it } from 'vitest';
import { safeZone, todayIn } from './dates';
import { canonicalZone, canonicalZones, isIanaZone } from './timezone';

describe('canonicalZone ("Asia/Calcutta" on forms, "Asia/Kolkata" elsewhere)', () => {
  it('names a zone by its current IANA name', () => {
    expect(canonicalZone('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(canonicalZone('Asia/Kolkata')).toBe('Asia/Kolkata');
    expect(canonicalZone('Europe/Kiev')).toBe('Europe/Kyiv');
    expect(canonicalZone('America/New_York')).toBe('America/New_York');
  });
  it('lists each zone once', () => {
    expect(canonicalZones(['Asia/Calcutta', 'Asia/Kolkata', 'UTC'])).toEqual([
      'Asia/Kolkata',
      'UTC',
    ]);
  });
});

describe('isIanaZone (one time-zone validator; names, never offsets)', () => {
  it('accepts IANA zone names, old and new', () => {
    for (const zone of [
      'Asia/Kolkata',
      'Asia/Calcutta',
      'America/Argentina/Buenos_Aires',
      'America/Port-au-Prince',
      'Etc/GMT+5',
      'UTC',
    ])
      expect(isIanaZone(zone), zone).toBe(true);
  });
  it('refuses offsets, unknown names and non-strings', () => {
    for (const zone of [
      'UTC+5:30',
      '+05:30',
      '-0800',
      'GMT+05:30',
      'Mars/Olympus',
      '',
      ' Asia/Kolkata',
    ])
      expect(isIanaZone(zone), zone).toBe(false);
    expect(isIanaZone(null)).toBe(false);
    expect(isIanaZone(undefined)).toBe(false);
    expect(isIanaZone(530)).toBe(false);
    expect(isIanaZone(`Asia/${'x'.repeat(70)}`)).toBe(false);
  });
  it('is spelled as the database spells it after canonicalZone', () => {
    expect(canonicalZone('asia/kolkata')).toBe('Asia/Kolkata');
    expect(canonicalZone('asia/calcutta')).toBe('Asia/Kolkata');
    expect(canonicalZone('Etc/UTC')).toBe('Etc/UTC');
  });
});

describe('safeZone and todayIn use the same validator', () => {
  it('falls back to Asia/Kolkata for an offset', () => {
    expect(safeZone('UTC+5:30')).toBe('Asia/Kolkata');
    expect(safeZone('Europe/London')).toBe('Europe/London');
    // 20:00 UTC is already the next day in India: the offset is not used as a zone.
    expect(todayIn('UTC-10:00', new Date('2026-01-01T20:00:00Z'))).toBe('2026-01-02');
  });
});
