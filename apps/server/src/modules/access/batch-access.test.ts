// Every role × relation × action of a batch, written out by hand (docs/decisions/access.md).
import { describe, expect, it } from 'vitest';
import { BATCH_ACCESS_MESSAGES, decideBatchAccess, type BatchAction } from './batch-access';

const tutor = { id: 't1', role: 'tutor' as const };
const otherTutor = { id: 't2', role: 'tutor' as const };
const student = { id: 's1', role: 'student' as const };
const admin = { id: 'a1', role: 'admin' as const };
const open = { tutorId: 't1', status: 'open' as const };
const cancelled = { tutorId: 't1', status: 'cancelled' as const };

const ALL: BatchAction[] = ['view', 'manage', 'roster', 'enrol', 'join'];
const short = (d: ReturnType<typeof decideBatchAccess>) => (d.ok ? 'ok' : `${d.code}`);

type Row = [string, Parameters<typeof decideBatchAccess>, Record<BatchAction, string>];

describe('decideBatchAccess', () => {
  const table: Row[] = [
    [
      'its tutor',
      [tutor, open, null, 'view'],
      { view: 'ok', manage: 'ok', roster: 'ok', enrol: 'FORBIDDEN', join: 'ok' },
    ],
    [
      'another tutor',
      [otherTutor, open, null, 'view'],
      {
        view: 'ok',
        manage: 'NOT_FOUND',
        roster: 'NOT_FOUND',
        enrol: 'FORBIDDEN',
        join: 'NOT_FOUND',
      },
    ],
    [
      'an enrolled student',
      [student, open, 'active', 'view'],
      { view: 'ok', manage: 'FORBIDDEN', roster: 'FORBIDDEN', enrol: 'FORBIDDEN', join: 'ok' },
    ],
    [
      'a student holding a seat',
      [student, open, 'accepted', 'view'],
      { view: 'ok', manage: 'FORBIDDEN', roster: 'FORBIDDEN', enrol: 'ok', join: 'FORBIDDEN' },
    ],
    [
      'a student with no seat',
      [student, open, null, 'view'],
      { view: 'ok', manage: 'NOT_FOUND', roster: 'NOT_FOUND', enrol: 'ok', join: 'NOT_FOUND' },
    ],
    [
      'a guest',
      [null, open, null, 'view'],
      {
        view: 'ok',
        manage: 'NOT_FOUND',
        roster: 'NOT_FOUND',
        enrol: 'FORBIDDEN',
        join: 'NOT_FOUND',
      },
    ],
    [
      'an admin',
      [admin, open, null, 'view'],
      { view: 'ok', manage: 'FORBIDDEN', roster: 'ok', enrol: 'FORBIDDEN', join: 'FORBIDDEN' },
    ],
    [
      'a student with no seat, cancelled batch',
      [student, cancelled, null, 'view'],
      {
        view: 'NOT_FOUND',
        manage: 'NOT_FOUND',
        roster: 'NOT_FOUND',
        enrol: 'NOT_FOUND',
        join: 'NOT_FOUND',
      },
    ],
    [
      'its tutor, cancelled batch',
      [tutor, cancelled, null, 'view'],
      { view: 'ok', manage: 'ok', roster: 'ok', enrol: 'FORBIDDEN', join: 'ok' },
    ],
    [
      'an enrolled student, cancelled batch',
      [student, cancelled, 'active', 'view'],
      { view: 'ok', manage: 'FORBIDDEN', roster: 'FORBIDDEN', enrol: 'FORBIDDEN', join: 'ok' },
    ],
    [
      'anyone, missing batch',
      [admin, null, null, 'view'],
      {
        view: 'NOT_FOUND',
        manage: 'NOT_FOUND',
        roster: 'NOT_FOUND',
        enrol: 'NOT_FOUND',
        join: 'NOT_FOUND',
      },
    ],
  ];
  for (const [who, [viewer, batch, enrolment], expected] of table) {
    it(who, () => {
      const got = Object.fromEntries(
        ALL.map((a) => [a, short(decideBatchAccess(viewer, batch, enrolment, a))]),
      );
      expect(got).toEqual(expected);
    });
  }

  it('answers the action message when forbidden and "Batch not found." otherwise', () => {
    const d = decideBatchAccess(student, open, 'accepted', 'join');
    expect(d).toEqual({ ok: false, code: 'FORBIDDEN', message: BATCH_ACCESS_MESSAGES.join });
    const n = decideBatchAccess(otherTutor, open, null, 'manage');
    expect(n).toEqual({ ok: false, code: 'NOT_FOUND', message: 'Batch not found.' });
  });
});
