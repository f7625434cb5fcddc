// GET /api/check-trial-availability?tutorId and GET /api/get-upcoming-classes.
// Requests and responses declared once, for the routes and the screens.
import { z } from 'zod';
import { intParam } from './common';

/** Without tutorId: whether the student can take trials at all (a spec client asks once). */
export const trialAvailabilityQuerySchema = z.object({
  tutorId: z.uuid({ error: 'Please choose a tutor.' }).optional(),
});

export const trialAvailabilityResponseSchema = z.object({ canTakeTrial: z.boolean() });
export type TrialAvailability = z.infer<typeof trialAvailabilityResponseSchema>;

export const UPCOMING_CLASSES_DEFAULT = 5;
export const UPCOMING_CLASSES_MAX = 20;

export const upcomingClassesQuerySchema = z.object({
  limit: intParam({
    min: 1,
    max: UPCOMING_CLASSES_MAX,
    default: UPCOMING_CLASSES_DEFAULT,
    label: 'limit',
  }),
});

export const upcomingClassSchema = z.object({
  bookingId: z.string(),
  subject: z.string(),
  isTrial: z.boolean(),
  tutoringMode: z.array(z.string()),
  /** The other person of the class: the student for a tutor, the tutor for a student. */
  with: z.object({ _id: z.string(), fullName: z.string(), profilePhoto: z.string().nullable() }),
  startAt: z.string(),
  endAt: z.string(),
  /** The same instants under the names a spec client reads. */
  startDateTime: z.string(),
  endDateTime: z.string(),
  /** The tutor's zone the class's wall-clock times are in. */
  timezone: z.string(),
  /** An online class: it has a Start/Join action during its window. */
  online: z.boolean(),
  /** The Start/Join window is open now (rules/class-window.ts). */
  canJoin: z.boolean(),
});
export type UpcomingClassDto = z.infer<typeof upcomingClassSchema>;

export const upcomingClassesResponseSchema = z.object({ classes: z.array(upcomingClassSchema) });
export type UpcomingClassesResponse = z.infer<typeof upcomingClassesResponseSchema>;
