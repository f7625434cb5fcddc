import { describe, expect, it } from 'vitest';
import {
  consultationCallPath,
  consultationCallWindow,
  isConsultationCallOpen,
  keyFromFragment,
} from './consultation-call';

describe('consultation call', () => {
  const c = { startsAt: '2026-11-24T03:30:00.000Z', durationMinutes: 60 }; // 09:00 IST
  it('opens 15 minutes before the session and closes 15 minutes after it', () => {
    expect(consultationCallWindow(c)).toEqual({
      opensAt: new Date('2026-11-24T03:15:00.000Z'),
      closesAt: new Date('2026-11-24T04:45:00.000Z'),
    });
    expect(isConsultationCallOpen(c, new Date('2026-11-24T03:14:59.999Z'))).toBe(false);
    expect(isConsultationCallOpen(c, new Date('2026-11-24T03:15:00.000Z'))).toBe(true);
    expect(isConsultationCallOpen(c, new Date('2026-11-24T04:44:59.999Z'))).toBe(true);
    expect(isConsultationCallOpen(c, new Date('2026-11-24T04:45:00.000Z'))).toBe(false);
  });
  it('puts the key in the fragment and reads it back', () => {
    const path = consultationCallPath('abc', 'k-1_x');
    expect(path).toBe('/consultation-call/abc#key=k-1_x');
    expect(keyFromFragment('#key=k-1_x')).toBe('k-1_x');
    expect(keyFromFragment('#other=1&key=k2')).toBe('k2');
    expect(keyFromFragment('')).toBeNull();
    expect(keyFromFragment('#monkey=1')).toBeNull();
    expect(keyFromFragment(`#key=${'a'.repeat(101)}`)).toBeNull();
    expect(consultationCallPath('abc')).toBe('/consultation-call/abc');
  });
});
