import { describe, expect, it } from 'vitest';
import { canonicalZone, canonicalZones } from './timezone';

describe('canonicalZone (issue 14: "Asia/Calcutta" on forms, "Asia/Kolkata" elsewhere)', () => {
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
