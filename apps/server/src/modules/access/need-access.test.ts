// Every role × relation × action of needAccess, written out by hand.
import { describe, expect, it } from 'vitest';
import {
  NEED_ACCESS_MESSAGES as MSG,
  decideNeedAccess,
  needAccess,
  type NeedAction,
} from './need-access';
import type { Viewer } from './booking-access';

const OWNER = 'student-1';
const need = (viewerNotified = false) => ({ studentId: OWNER, viewerNotified });
const v = (id: string, role: Viewer['role']): Viewer => ({ id, role });

type Expect = 'ok' | 'not-found' | 'forbidden';
const cases: [string, Viewer, boolean, Record<NeedAction, Expect>][] = [
  ['its student', v(OWNER, 'student'), false, { view: 'ok', manage: 'ok', answer: 'forbidden' }],
  [
    'another student',
    v('student-2', 'student'),
    false,
    { view: 'not-found', manage: 'not-found', answer: 'not-found' },
  ],
  [
    'a notified tutor',
    v('tutor-1', 'tutor'),
    true,
    { view: 'ok', manage: 'forbidden', answer: 'ok' },
  ],
  [
    'a tutor not told',
    v('tutor-2', 'tutor'),
    false,
    { view: 'not-found', manage: 'not-found', answer: 'not-found' },
  ],
  [
    'a tutor with the student’s id',
    v(OWNER, 'tutor'),
    false,
    { view: 'not-found', manage: 'not-found', answer: 'not-found' },
  ],
  [
    'an admin',
    v('admin-1', 'admin'),
    false,
    { view: 'ok', manage: 'forbidden', answer: 'forbidden' },
  ],
];

describe('needAccess', () => {
  for (const [who, viewer, notified, actions] of cases) {
    for (const [action, expected] of Object.entries(actions) as [NeedAction, Expect][]) {
      it(`${who} → ${action}: ${expected}`, () => {
        const d = decideNeedAccess(viewer, need(notified), action);
        if (expected === 'ok') expect(d.ok).toBe(true);
        else if (expected === 'not-found')
          expect(d).toEqual({ ok: false, code: 'NOT_FOUND', message: MSG.notFound });
        else
          expect(d).toEqual({
            ok: false,
            code: 'FORBIDDEN',
            message: MSG[action as 'manage' | 'answer'],
          });
      });
    }
  }
  it('a missing need is not found for everyone', () => {
    for (const [, viewer] of cases)
      expect(needAccess(viewer, null)).toEqual({ level: 'none', reason: 'missing' });
  });
});
