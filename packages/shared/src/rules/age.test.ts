import { describe, expect, it } from 'vitest';
import { AGE_MESSAGES, ageOn, birthDateRange, dateOfBirthProblem } from './age';
import { isIsoDate, todayIn } from './dates';

describe('age rules (core-marketplace §5 step 2)', () => {
  it('counts completed years, a birthday not yet reached this year not counting', () => {
    expect(ageOn('2000-06-15', '2018-06-14')).toBe(17);
    expect(ageOn('2000-06-15', '2018-06-15')).toBe(18);
    expect(ageOn('2000-06-15', '2018-12-31')).toBe(18);
  });
  it('makes someone born on 29 February a year older on 1 March in a common year', () => {
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
    expect(ageOn('2008-02-29', '2028-02-29')).toBe(20);
  });
  it('gives the picker range from 125 years ago to 18 years ago', () => {
    expect(birthDateRange('2026-05-10')).toEqual({ min: '1901-05-10', max: '2008-05-10' });
    // A leap day today: luxon clamps to 28 February in common years, matching ageOn.
    expect(birthDateRange('2028-02-29')).toEqual({ min: '1903-02-28', max: '2010-02-28' });
  });
  it('refuses a tutor under 18 with the spec message, accepts 18 today', () => {
    expect(dateOfBirthProblem('2008-05-11', '2026-05-10')).toBe(
      'You must be at least 18 years old.',
    );
    expect(dateOfBirthProblem('2008-05-10', '2026-05-10')).toBeNull();
  });
  it('refuses dates outside the picker: in the future, or more than 125 years ago', () => {
    expect(dateOfBirthProblem('2030-01-01', '2026-05-10')).toBe(AGE_MESSAGES.invalid);
    expect(dateOfBirthProblem('1901-05-09', '2026-05-10')).toBe(AGE_MESSAGES.tooOld);
    expect(dateOfBirthProblem('1901-05-10', '2026-05-10')).toBeNull();
  });
  it('refuses missing and malformed dates', () => {
    expect(dateOfBirthProblem('', '2026-05-10')).toBe('Please enter your date of birth.');
    expect(dateOfBirthProblem(undefined, '2026-05-10')).toBe('Please enter your date of birth.');
    expect(dateOfBirthProblem('1990-02-30', '2026-05-10')).toBe('Date input not valid.');
    expect(dateOfBirthProblem('14/05/1990', '2026-05-10')).toBe('Date input not valid.');
    expect(isIsoDate('1990-02-28')).toBe(true);
    expect(isIsoDate(19900228)).toBe(false);
  });
  it("takes today in the tutor's zone (Kolkata is ahead of UTC)", () => {
    const lateUtc = new Date('2026-05-09T20:00:00Z'); // 01:30 on 10 May in India
    expect(todayIn('Asia/Kolkata', lateUtc)).toBe('2026-05-10');
    expect(todayIn('America/Chicago', lateUtc)).toBe('2026-05-09');
    expect(todayIn('Not/AZone', lateUtc)).toBe('2026-05-10');
  });
});
