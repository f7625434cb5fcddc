import { bookingCheckSchema } from '../schemas/booking';
import { describe, expect, it } from 'vitest';
import { checkBooking, type BookingCheckContext, type BookingDraft } from './booking-checks';

// A fixed clock: Monday 2 March 2026, 10:00 in India (04:30 UTC).
const now = new Date('2026-03-02T04:30:00Z');
const tutor = {
  minHourCharge: 500,
  maxHourCharge: 1000,
  currency: 'INR' as const,
  timezone: 'Asia/Kolkata',
  tutoringModes: ['Online Tutoring', 'Home Tutoring'],
  subjects: ['Mathematics (Class 9-10)', 'Physics (Class 9-10)'],
};
const ctx: BookingCheckContext = { profileComplete: true, tutor, now };

const paidSingle: BookingDraft = {
  subject: 'Mathematics (Class 9-10)',
  price: 600,
  currency: 'INR',
  tutoringMode: ['Online Tutoring'],
  sessionType: 'single',
  startDate: '2026-03-04',
  endDate: null,
  availableDays: [],
  startTime: '18:00',
  endTime: '19:30',
  isTrial: false,
};
const paidMultiple: BookingDraft = {
  ...paidSingle,
  sessionType: 'multiple',
  startDate: '2026-03-03',
  endDate: '2026-03-16',
  availableDays: ['Mon', 'Wed'],
};
const trial: BookingDraft = { ...paidSingle, isTrial: true, price: null, endTime: null };

const messageOf = (draft: BookingDraft, c: BookingCheckContext = ctx) => {
  const r = checkBooking(draft, c);
  return r.ok ? null : r.message;
};

describe('booking checks run in the spec order (core-marketplace §5)', () => {
  it('reports the first failing check of a multiple booking, one fix at a time', () => {
    const empty: BookingDraft = {
      subject: '',
      price: '',
      currency: 'INR',
      tutoringMode: [],
      sessionType: 'multiple',
      startDate: '',
      endDate: '',
      availableDays: [],
      startTime: '',
      endTime: '',
      isTrial: false,
    };
    const steps: Array<[Partial<BookingDraft> | 'profile', string]> = [
      ['profile', 'Please complete your profile before booking.'],
      [{}, 'Please select a subject.'],
      [
        { subject: 'Mathematics (Class 9-10)' },
        'Please enter a valid price between 500 and 1000 INR.',
      ],
      [{ price: '750' }, 'Please select at least one tutoring mode.'],
      [{ tutoringMode: ['Online Tutoring'] }, 'Please select a date range.'],
      [{ startDate: '2026-03-10', endDate: '2026-03-05' }, 'Please select available days.'],
      [{ availableDays: ['Tue'] }, 'End date must be after start date.'],
      [{ endDate: '2026-03-24' }, 'Please select a start time.'],
      [{ startTime: '17:00' }, 'Please select an end time.'],
      [{ endTime: '16:00' }, 'End time must be after start time.'],
      [{ endTime: '17:00' }, 'End time must be after start time.'],
      [{ endTime: '17:29' }, 'The end time must be at least 30 minutes after the start time.'],
    ];
    let draft = { ...empty };
    let profileComplete = false;
    for (const [fix, expected] of steps) {
      if (fix === 'profile') {
        expect(messageOf(draft, { ...ctx, profileComplete })).toBe(expected);
        profileComplete = true;
        continue;
      }
      draft = { ...draft, ...fix };
      expect(messageOf(draft, { ...ctx, profileComplete })).toBe(expected);
    }
    draft = { ...draft, endTime: '5:30 PM' };
    const ok = checkBooking(draft, { ...ctx, profileComplete });
    expect(ok.ok).toBe(true);
  });

  it('asks for a single date for single and trial bookings', () => {
    expect(messageOf({ ...paidSingle, startDate: '' })).toBe('Please select a single date.');
    expect(messageOf({ ...trial, startDate: null })).toBe('Please select a single date.');
  });

  it('asks for the range when only one end is given', () => {
    expect(messageOf({ ...paidMultiple, endDate: '' })).toBe('Please select a date range.');
    expect(messageOf({ ...paidMultiple, startDate: undefined })).toBe(
      'Please select a date range.',
    );
  });

  it('names the field to highlight', () => {
    const r = checkBooking({ ...paidSingle, endTime: '18:10' }, ctx);
    expect(r).toEqual({
      ok: false,
      field: 'endTime',
      message: 'The end time must be at least 30 minutes after the start time.',
    });
  });
});

describe('price (check 3)', () => {
  it.each([[499], [1000.5], ['abc'], [''], [null], ['12.345'], [-600]])('refuses %j', (price) => {
    expect(messageOf({ ...paidSingle, price })).toBe(
      'Please enter a valid price between 500 and 1000 INR.',
    );
  });
  it.each([[500], [1000], ['750'], ['999.99']])('accepts %j', (price) => {
    expect(messageOf({ ...paidSingle, price })).toBeNull();
  });
  it('refuses a currency other than the tutor’s', () => {
    expect(messageOf({ ...paidSingle, currency: 'USD' })).toBe(
      'Please enter a valid price between 500 and 1000 INR.',
    );
  });
  it('is not checked for trials, which are free', () => {
    const r = checkBooking({ ...trial, price: 99999 }, ctx);
    expect(r.ok && r.booking.price).toBe(0);
  });
});

describe('what the server adds to the spec checks', () => {
  it('refuses a subject or mode the tutor does not offer', () => {
    expect(messageOf({ ...paidSingle, subject: 'Guitar' })).toBe(
      'Please select a subject this tutor teaches.',
    );
    expect(messageOf({ ...paidSingle, tutoringMode: ['At Tutor Place'] })).toBe(
      'Please select a tutoring mode this tutor offers.',
    );
  });

  it('refuses dates in the past, in the tutor zone', () => {
    expect(messageOf({ ...paidSingle, startDate: '2026-03-01' })).toBe(
      'Please select a date in the future.',
    );
    // Today is fine when the time is still ahead; not when it has passed.
    expect(
      messageOf({ ...paidSingle, startDate: '2026-03-02', startTime: '10:30', endTime: '11:30' }),
    ).toBeNull();
    expect(
      messageOf({ ...paidSingle, startDate: '2026-03-02', startTime: '09:30', endTime: '10:30' }),
    ).toBe('Please select a start time in the future.');
  });

  it('uses the tutor zone for "today" across midnight', () => {
    // 03:00 UTC on 2 March is 22:00 on 1 March in New York and 08:30 on 2 March in India.
    const at = new Date('2026-03-02T03:00:00Z');
    const nyTutor = { ...ctx, tutor: { ...tutor, timezone: 'America/New_York' }, now: at };
    const r = checkBooking(
      { ...paidSingle, startDate: '2026-03-01', startTime: '23:00', endTime: '23:59' },
      nyTutor,
    );
    expect(r.ok && r.booking.firstStartAt.toISOString()).toBe('2026-03-02T04:00:00.000Z');
    expect(
      messageOf(
        { ...paidSingle, startDate: '2026-03-01', startTime: '21:00', endTime: '22:30' },
        nyTutor,
      ),
    ).toBe('Please select a start time in the future.');
    expect(
      messageOf(
        { ...paidSingle, startDate: '2026-03-01', startTime: '23:00', endTime: '23:59' },
        { ...ctx, now: at },
      ),
    ).toBe('Please select a date in the future.');
  });

  it('refuses invalid dates and times with their own messages', () => {
    expect(messageOf({ ...paidSingle, startDate: '2026-02-30' })).toBe('Date input not valid.');
    expect(messageOf({ ...paidMultiple, endDate: '16/03/2026' })).toBe('Date input not valid.');
    expect(messageOf({ ...paidSingle, startTime: '25:00' })).toBe(
      'Please enter the start time as HH:MM or h:MM AM/PM.',
    );
    expect(messageOf({ ...paidSingle, endTime: '7.30 pm' })).toBe(
      'Please enter the end time as HH:MM or h:MM AM/PM.',
    );
  });

  it('refuses a multi-session range whose end date equals its start date, and takes the next day', () => {
    // Boundary of "End date must be after start date": equal dates fail, one day later passes.
    expect(messageOf({ ...paidMultiple, startDate: '2026-03-09', endDate: '2026-03-09' })).toBe(
      'End date must be after start date.',
    );
    expect(
      checkBooking(
        { ...paidMultiple, startDate: '2026-03-09', endDate: '2026-03-10', availableDays: ['Mon'] },
        ctx,
      ),
    ).toMatchObject({ ok: true });
  });

  it('refuses a range with none of its days in it, or too long, or too far ahead', () => {
    expect(
      messageOf({
        ...paidMultiple,
        startDate: '2026-03-03',
        endDate: '2026-03-05',
        availableDays: ['Sat'],
      }),
    ).toBe('None of the selected days falls between the start and end dates.');
    expect(messageOf({ ...paidMultiple, endDate: '2026-09-01' })).toBe(
      'The date range can be at most 180 days.',
    );
    expect(messageOf({ ...paidSingle, startDate: '2027-03-03' })).toBe(
      'Please select a date within the next 365 days.',
    );
  });
});

describe('a valid booking, normalised', () => {
  it('gives a multiple booking its sessions and instants', () => {
    const r = checkBooking(
      {
        ...paidMultiple,
        startTime: '6:00 PM',
        endTime: '19:30',
        availableDays: ['Wed', 'Mon', 'Wed'],
      },
      ctx,
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.booking).toMatchObject({
      sessionType: 'multiple',
      startTime: '18:00',
      endTime: '19:30',
      availableDays: ['Mon', 'Wed'],
      sessions: 4, // Wed 4, Mon 9, Wed 11, Mon 16 March
      price: 600,
      currency: 'INR',
      timezone: 'Asia/Kolkata',
    });
    expect(r.booking.firstStartAt.toISOString()).toBe('2026-03-04T12:30:00.000Z');
    expect(r.booking.lastEndAt.toISOString()).toBe('2026-03-16T14:00:00.000Z');
  });

  it('makes a trial free, single, one session, ending 25 minutes after its start', () => {
    const r = checkBooking(
      {
        ...trial,
        sessionType: 'multiple',
        endDate: '2026-03-20',
        availableDays: ['Mon'],
        endTime: '23:00',
        price: 800,
      },
      ctx,
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.booking).toMatchObject({
      isTrial: true,
      price: 0,
      sessionType: 'single',
      endDate: null,
      availableDays: [],
      sessions: 1,
      startTime: '18:00',
      endTime: '18:25',
    });
    expect(r.booking.lastEndAt.getTime() - r.booking.firstStartAt.getTime()).toBe(25 * 60_000);
  });

  it('refuses a trial that would run past midnight', () => {
    expect(messageOf({ ...trial, startTime: '23:40' })).toBe(
      'A trial lasts 25 minutes and must end by midnight. Please select an earlier start time.',
    );
    expect(messageOf({ ...trial, startTime: '23:35' })).toBe(
      'A trial lasts 25 minutes and must end by midnight. Please select an earlier start time.',
    );
    expect(messageOf({ ...trial, startTime: '23:34' })).toBeNull();
  });

  it('does not ask a trial for an end time', () => {
    expect(messageOf({ ...trial, endTime: '' })).toBeNull();
  });
});

describe('bookingCheckSchema: the same checks for the web form hook', () => {
  it('passes a valid draft and reports the first failure at its field, with its message', () => {
    expect(bookingCheckSchema(ctx).safeParse(paidSingle).success).toBe(true);
    const draft = { ...paidSingle, endTime: '18:10' };
    const expected = checkBooking(draft, ctx);
    const parsed = bookingCheckSchema(ctx).safeParse(draft);
    expect(expected.ok).toBe(false);
    expect(parsed.success).toBe(false);
    if (expected.ok || parsed.success) return;
    expect(parsed.error.issues).toHaveLength(1);
    expect(parsed.error.issues[0]).toMatchObject({
      path: [expected.field],
      message: expected.message,
    });
  });
});
