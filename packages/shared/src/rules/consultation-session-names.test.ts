import { describe, expect, it } from 'vitest';
import { consultationSessionKeyFrom } from './consultation-price';

describe('consultationSessionKeyFrom', () => {
  it('reads keys, the spec labels and their short forms, in any case', () => {
    const quick = [
      'quick',
      '30-minute Quick Consultation',
      '30-MINUTE quick consultation',
      'Quick Consultation (30 min)',
      'quick consultation (30 minutes)',
      'Quick Consultation',
    ];
    const deep = [
      'deep',
      '60-minute Deep Dive Mentoring',
      'Deep Dive Mentoring (60 min)',
      ' deep dive mentoring ',
    ];
    expect(quick.map(consultationSessionKeyFrom)).toEqual(quick.map(() => 'quick'));
    expect(deep.map(consultationSessionKeyFrom)).toEqual(deep.map(() => 'deep'));
  });

  it('answers undefined for anything else', () => {
    for (const v of ['', 'Quick Consultation (60 min)', '45-minute chat', 'quickdeep', 30, null])
      expect(consultationSessionKeyFrom(v)).toBeUndefined();
  });
});
