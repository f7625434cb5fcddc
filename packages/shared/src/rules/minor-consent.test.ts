import { describe, expect, it } from 'vitest';
import { DATA_RIGHTS_MESSAGES as M } from '../constants/data-rights';
import { classifyAge } from './minor-consent';

const base = { studentType: 'student' as const, ownEmail: 'kid@example.com', today: '2026-11-26' };

describe('classifyAge', () => {
  it('a parent account needs no age', () => {
    expect(classifyAge({ ...base, studentType: 'parent' })).toEqual({ kind: 'adult' });
  });
  it('a student must give a birth date or confirm 18+', () => {
    expect(classifyAge(base)).toEqual({
      kind: 'problem',
      field: 'date_of_birth',
      message: M.birthOrAdult,
    });
    expect(classifyAge({ ...base, isAdult: true })).toEqual({ kind: 'adult' });
  });
  it('turns 18 on the birthday, not the day after', () => {
    expect(classifyAge({ ...base, dateOfBirth: '2008-11-26' })).toEqual({ kind: 'adult' });
    expect(classifyAge({ ...base, dateOfBirth: '2008-11-27' }).kind).toBe('problem');
  });
  it('a minor needs a parent email that is not their own', () => {
    expect(classifyAge({ ...base, dateOfBirth: '2012-05-01' })).toMatchObject({
      field: 'parent_email',
      message: M.parentEmailRequired,
    });
    expect(
      classifyAge({ ...base, dateOfBirth: '2012-05-01', parentEmail: 'KID@example.com' }),
    ).toMatchObject({ message: M.parentEmailSame });
    expect(
      classifyAge({ ...base, dateOfBirth: '2012-05-01', parentEmail: ' Mum@Example.com ' }),
    ).toEqual({ kind: 'minor', parentEmail: 'mum@example.com' });
  });
  it('refuses a future or malformed date', () => {
    expect(classifyAge({ ...base, dateOfBirth: '2027-01-01' }).kind).toBe('problem');
    expect(classifyAge({ ...base, dateOfBirth: '12/05/2012' }).kind).toBe('problem');
  });
});
