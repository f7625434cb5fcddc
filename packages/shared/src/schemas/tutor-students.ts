// GET /api/students?page&limit, the tutor's students (core-marketplace §2 "Tutor
// students"; the empty text is the spec's). Request and response declared once here, for the
// route (validation, OpenAPI, no field beyond these leaves the server) and the screen.
import { z } from 'zod';
import { CURRENCIES } from '../constants/marketplace';
import { intParam } from './common';

export const TUTOR_STUDENTS_TEXT = {
  empty: 'No Students At This Time',
  emptyHint: 'Students appear here once you accept their first request.',
  loadFailed: 'Your students could not be loaded.',
} as const;

export const TUTOR_STUDENTS_PAGE_SIZE = 10;
export const TUTOR_STUDENTS_MAX_LIMIT = 50;

export const tutorStudentsQuerySchema = z.object({
  page: intParam({ min: 1, max: 10_000, default: 1, label: 'page' }),
  limit: intParam({
    min: 1,
    max: TUTOR_STUDENTS_MAX_LIMIT,
    default: TUTOR_STUDENTS_PAGE_SIZE,
    label: 'limit',
  }),
});
export type TutorStudentsQuery = z.infer<typeof tutorStudentsQuerySchema>;

const moneySchema = z.object({
  /** Integer minor units (paise for INR, cents for USD). */
  amountMinor: z.number().int(),
  currency: z.enum(CURRENCIES),
});

export const tutorStudentSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  profilePhoto: z.string().nullable(),
  /** Subjects of the student's classes with this tutor, alphabetical. */
  subjects: z.array(z.string()),
  /** Sessions of those classes that have ended (trials included; missed classes not). */
  classesHeld: z.number().int(),
  /** The next session ahead (or in progress) of an accepted or active class, else null. */
  nextClass: z
    .object({
      bookingId: z.string(),
      subject: z.string(),
      startAt: z.string(),
      endAt: z.string(),
    })
    .nullable(),
  /** Captured payments from this student to this tutor, one entry per currency (none: []). */
  totalPaid: z.array(moneySchema),
  /** Where the tutor sees this student's bookings. */
  bookingsUrl: z.string(),
  /**
   * From the student's profile, under the names a spec client reads. Only students with a class
   * with this tutor are listed (accepted or later), so a request alone reveals none of these.
   */
  city: z.string().nullable(),
  country: z.string().nullable(),
  student_type: z.enum(['student', 'parent']).nullable(),
  timezone: z.string(),
});
export type TutorStudentDto = z.infer<typeof tutorStudentSchema>;

export const tutorStudentsResponseSchema = z.object({
  students: z.array(tutorStudentSchema),
  pagination: z.object({
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    pages: z.number().int(),
  }),
});
export type TutorStudentsResponse = z.infer<typeof tutorStudentsResponseSchema>;
