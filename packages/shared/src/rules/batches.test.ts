import { describe, expect, it } from 'vitest';
import {
  BATCH_MESSAGES,
  batchPriceRangeMinor,
  batchSessionDates,
  checkBatch,
  maxSeatsFor,
  type BatchDraft,
  type BatchTutorContext,
} from './batches';

const d: BatchDraft = {
  title: 'Maths',
  subject: 'Maths',
  level: 'Grade/Class',
  mode: 'Online Tutoring',
  startDate: '2027-01-04',
  days: ['Mon', 'Thu'],
  startTime: '18:00',
  endTime: '19:30',
  sessions: 4,
  seats: 5,
  priceMinor: 400000,
};
const t: BatchTutorContext = {
  verified: true,
  studentsPerClass: 8,
  tutoringModes: ['Online Tutoring'],
  minHourMinor: 50000,
  maxHourMinor: 100000,
  currency: 'INR',
  today: '2027-01-01',
};

describe('batch rules', () => {
  it('lists the first N dates on the chosen weekdays', () => {
    // 2027-01-04 is a Monday
    expect(batchSessionDates('2027-01-04', ['Mon', 'Thu'], 4)).toEqual([
      '2027-01-04',
      '2027-01-07',
      '2027-01-11',
      '2027-01-14',
    ]);
    expect(batchSessionDates('2027-01-05', ['Mon'], 1)).toEqual(['2027-01-11']);
    expect(batchSessionDates('2027-01-05', [], 3)).toEqual([]);
  });

  it('prices within the hourly range × hours', () => {
    expect(
      batchPriceRangeMinor({
        minHourMinor: 50000,
        maxHourMinor: 100000,
        sessions: 4,
        sessionMinutes: 90,
      }),
    ).toEqual({ min: 300000, max: 600000 });
    expect(checkBatch(d, t)).toEqual([]);
    expect(checkBatch({ ...d, priceMinor: 299999 }, t)[0]!.message).toBe(
      BATCH_MESSAGES.priceOutOfRange('₹3,000', '₹6,000'),
    );
  });

  it('limits seats to 2..min(students per class, 10)', () => {
    expect(maxSeatsFor(null)).toBe(0);
    expect(maxSeatsFor(25)).toBe(10);
    expect(checkBatch({ ...d, seats: 9 }, t)[0]!.message).toBe(BATCH_MESSAGES.seatsInvalid(8));
    expect(checkBatch({ ...d, seats: 2 }, { ...t, studentsPerClass: 1 })[0]!.message).toMatch(
      /at least 2 to create a batch/,
    );
  });

  it('refuses a start today or earlier (tutor zone), an end before the start, an unverified tutor', () => {
    expect(checkBatch({ ...d, startDate: '2027-01-01' }, t)[0]!.message).toBe(
      BATCH_MESSAGES.startDatePast,
    );
    expect(checkBatch({ ...d, endTime: '18:00' }, t)[0]!.message).toBe(
      BATCH_MESSAGES.endBeforeStart,
    );
    expect(checkBatch(d, { ...t, verified: false })).toEqual([
      { field: 'tutor', message: BATCH_MESSAGES.notVerified },
    ]);
  });
});
