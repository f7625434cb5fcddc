// Every role × relation to a booking × action, written out by hand (not derived from the table
// under test), so a change to who may do what shows here as a changed row.
import { describe, expect, it } from 'vitest';
import { PgDialect } from 'drizzle-orm/pg-core';
import { refunds } from '../../db/schema/booking-changes';
import {
  BOOKING_ACTIONS,
  bookingAccess,
  decideBookingAccess,
  assertBookingAccess,
  type BookingAction,
  type BookingParties,
  type Viewer,
  whereParty,
} from './booking-access';

const booking: BookingParties = { studentId: 'student-1', tutorId: 'tutor-1' };

const viewers: Record<string, Viewer> = {
  'its student': { id: 'student-1', role: 'student' },
  'its tutor': { id: 'tutor-1', role: 'tutor' },
  'another student': { id: 'student-2', role: 'student' },
  'another tutor': { id: 'tutor-2', role: 'tutor' },
  // The id is the booking's but the role is not its side's: not a party (role and id both count).
  "a tutor holding its student's id": { id: 'student-1', role: 'tutor' },
  "a student holding its tutor's id": { id: 'tutor-1', role: 'student' },
  'an admin': { id: 'admin-1', role: 'admin' },
};

const actions: BookingAction[] = [
  'view',
  'join',
  'change',
  'decide',
  'withdraw',
  'pay',
  'rate',
  'receipt',
];

// ok: allowed; 404: "not found" (no access); 403: may see it, may not do this.
type Answer = 'ok' | 404 | 403;
const N: Answer[] = [404, 404, 404, 404, 404, 404, 404, 404];
//                                         view   join   change decide withdraw pay  rate   receipt
const expected: Record<string, Answer[]> = {
  'its student': /*                     */ ['ok', 'ok', 'ok', 403, 'ok', 'ok', 'ok', 'ok'],
  'its tutor': /*                       */ ['ok', 'ok', 'ok', 'ok', 403, 403, 403, 403],
  'another student': N,
  'another tutor': N,
  "a tutor holding its student's id": N,
  "a student holding its tutor's id": N,
  'an admin': /*                        */ ['ok', 403, 403, 403, 403, 403, 403, 'ok'],
};

const forbidden: Record<Exclude<BookingAction, 'view'>, string> = {
  join: 'Only the student and the tutor of this booking can join its class.',
  change: 'Only the student or the tutor of this booking can change it.',
  decide: 'Only the tutor of this booking can accept or reject it.',
  withdraw: 'Only the student who made this request can withdraw it.',
  pay: 'Only the student of this booking can pay for it.',
  rate: 'You can only rate your own classes.',
  receipt: 'Only the student of this booking or an admin can download its receipt.',
};

describe('bookingAccess: what a viewer is to a booking', () => {
  it.each([
    ['its student', { level: 'act', as: 'student' }],
    ['its tutor', { level: 'act', as: 'tutor' }],
    ['an admin', { level: 'read', as: 'admin' }],
    ['another student', { level: 'none', reason: 'not-a-party' }],
    ['another tutor', { level: 'none', reason: 'not-a-party' }],
    ["a tutor holding its student's id", { level: 'none', reason: 'not-a-party' }],
    ["a student holding its tutor's id", { level: 'none', reason: 'not-a-party' }],
  ])('%s: %o', (who, access) => {
    expect(bookingAccess(viewers[who]!, booking)).toEqual(access);
  });

  it('a booking that does not exist is no access for anyone, an admin too', () => {
    for (const viewer of Object.values(viewers))
      expect(bookingAccess(viewer, undefined)).toEqual({ level: 'none', reason: 'missing' });
  });
});

describe('decideBookingAccess: every viewer × action', () => {
  it('covers every action of the table', () => {
    expect(Object.keys(BOOKING_ACTIONS).sort()).toEqual([...actions].sort());
  });

  for (const [who, answers] of Object.entries(expected)) {
    actions.forEach((action, i) => {
      const answer = answers[i]!;
      it(`${who} → ${action}: ${answer}`, () => {
        const decision = decideBookingAccess(viewers[who]!, booking, action);
        if (answer === 'ok') {
          expect(decision).toMatchObject({ ok: true });
        } else if (answer === 404) {
          expect(decision).toEqual({ ok: false, code: 'NOT_FOUND', message: 'Booking not found.' });
        } else {
          expect(action).not.toBe('view');
          expect(decision).toEqual({
            ok: false,
            code: 'FORBIDDEN',
            message: forbidden[action as Exclude<BookingAction, 'view'>],
          });
        }
      });
    });
  }

  it('a missing booking is "not found" for every viewer and action, the same answer as none', () => {
    for (const viewer of Object.values(viewers))
      for (const action of actions)
        expect(decideBookingAccess(viewer, null, action)).toEqual({
          ok: false,
          code: 'NOT_FOUND',
          message: 'Booking not found.',
        });
  });

  it('a grant names the side the viewer acts as', () => {
    expect(decideBookingAccess(viewers['its tutor']!, booking, 'change')).toEqual({
      ok: true,
      grant: { level: 'act', as: 'tutor' },
    });
    expect(decideBookingAccess(viewers['an admin']!, booking, 'receipt')).toEqual({
      ok: true,
      grant: { level: 'read', as: 'admin' },
    });
  });
});

describe('assertBookingAccess', () => {
  it('returns the grant, or throws the AppError of the refusal', () => {
    expect(assertBookingAccess(viewers['its student']!, booking, 'pay')).toEqual({
      level: 'act',
      as: 'student',
    });
    expect(() => assertBookingAccess(viewers['another tutor']!, booking, 'view')).toThrow(
      expect.objectContaining({ code: 'NOT_FOUND', status: 404, message: 'Booking not found.' }),
    );
    expect(() => assertBookingAccess(viewers['its tutor']!, booking, 'pay')).toThrow(
      expect.objectContaining({ code: 'FORBIDDEN', status: 403, message: forbidden.pay }),
    );
  });
});

describe('whereParty: the list filter', () => {
  const dialect = new PgDialect();
  const render = (viewer: Viewer, table?: Parameters<typeof whereParty>[1]) =>
    dialect.sqlToQuery(whereParty(viewer, table));

  it("filters a student's rows by student and a tutor's by tutor; an admin's match none", () => {
    expect(render(viewers['its student']!)).toMatchObject({
      sql: '"bookings"."student_id" = $1',
      params: ['student-1'],
    });
    expect(render(viewers['its tutor']!)).toMatchObject({
      sql: '"bookings"."tutor_id" = $1',
      params: ['tutor-1'],
    });
    expect(render(viewers['an admin']!)).toMatchObject({ sql: 'false', params: [] });
  });

  it('works on any rows that carry a booking’s two people', () => {
    expect(render(viewers['its tutor']!, refunds)).toMatchObject({
      sql: '"refunds"."tutor_id" = $1',
      params: ['tutor-1'],
    });
  });
});
