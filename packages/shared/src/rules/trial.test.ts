import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES } from '../constants/marketplace';
import { TRIAL_USED_STATUSES, usesTrial } from './trial';

const at = (iso: string) => new Date(iso);
const trial = (status: (typeof BOOKING_STATUSES)[number]) => ({
  isTrial: true,
  status,
  firstStartAt: '2026-03-04T12:30:00Z',
  lastEndAt: '2026-03-04T12:55:00Z',
});

describe('one free trial per student and tutor, fake clock', () => {
  const before = at('2026-03-01T00:00:00Z');
  it('counts pending, accepted, active, completed and missed trials', () => {
    for (const s of BOOKING_STATUSES)
      expect(usesTrial(trial(s), before), s).toBe(TRIAL_USED_STATUSES.includes(s));
    expect([...TRIAL_USED_STATUSES].sort()).toEqual(
      ['accepted', 'active', 'completed', 'missed', 'pending'].sort(),
    );
  });
  it('does not count withdrawn, rejected or expired trials, nor paid classes', () => {
    for (const s of ['withdrawn', 'rejected', 'expired'] as const)
      expect(usesTrial(trial(s), before)).toBe(false);
    expect(usesTrial({ ...trial('pending'), isTrial: false }, before)).toBe(false);
  });
  it('a pending trial stops counting the moment its start passes unanswered (expired as of now)', () => {
    expect(usesTrial(trial('pending'), at('2026-03-04T12:29:59Z'))).toBe(true);
    expect(usesTrial(trial('pending'), at('2026-03-04T12:30:00Z'))).toBe(false);
    // An active trial whose time has passed is completed as of now: still counts.
    expect(usesTrial(trial('active'), at('2026-03-04T13:00:00Z'))).toBe(true);
  });
});
