// Users on the wire (core-marketplace §3 field names, exactly): one schema per role, joined as a
// union by `role`. Built by apps/server/src/modules/users/user-dto.ts.
import { z } from 'zod';
import { VERIFICATION_STATUSES } from '../constants/marketplace';
import { pagination } from './envelope';

/** A stored private document as its owner and admins see it; `url` needs the bearer token. */
export const documentRefSchema = z.object({
  _id: z.string(),
  name: z.string(),
  url: z.string(),
  mimeType: z.string(),
  size: z.number(),
  createdAt: z.string(),
});
export type DocumentRef = z.infer<typeof documentRefSchema>;

/** A tutor's documents under the spec's field names. */
export const tutorDocumentsSchema = z.object({
  resume: documentRefSchema.nullable(),
  certificates: z.array(documentRefSchema),
  govt_ids: z.array(documentRefSchema),
  addressProof: documentRefSchema.nullable(),
});
export type TutorDocuments = z.infer<typeof tutorDocumentsSchema>;

const baseUser = {
  _id: z.string(),
  fullName: z.string(),
  email: z.string(),
  emailId: z.string(),
  profilePhoto: z.string().nullable(),
  /** Tutor: the six-step form was submitted. Student: the profile is complete. */
  isFormSubmitted: z.boolean(),
  createdAt: z.string(),
  cb_id: z.number(),
};

const verification = {
  verificationStatus: z.enum(VERIFICATION_STATUSES),
  rejectionReason: z.string().nullable(),
};

/** The tutor profile's fields (core-marketplace §3 Tutor profile). */
export const tutorProfileFields = z.object({
  gender: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  contactNumber: z.string().nullable(),
  timezone: z.string(),
  country: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  tutoring_mode: z.array(z.string()),
  teaching_level: z.string().nullable(),
  age_group: z.array(z.string()),
  category: z.string().nullable(),
  subcategory: z.array(z.string()),
  highest_qualification: z.string().nullable(),
  specialization: z.string().nullable(),
  teaching_experience: z.number().nullable(),
  current_occupation: z.string().nullable(),
  students_per_class: z.number().nullable(),
  avl_days: z.array(z.string()),
  avl_time: z.array(z.string()),
  class_duration: z.string().nullable(),
  pincodes: z.string().nullable(),
  headline: z.string().nullable(),
  bio: z.string().nullable(),
  achievement: z.string().nullable(),
  languages: z.array(z.string()),
  currency: z.enum(['INR', 'USD']),
  min_hour_charge: z.number().nullable(),
  max_hour_charge: z.number().nullable(),
  ...verification,
  totalViews: z.number(),
});

/** The student profile's fields (core-marketplace §3 Student profile). */
export const studentProfileFields = z.object({
  contactNumber: z.string().nullable(),
  country: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  pincodes: z.string().nullable(),
  timezone: z.string().nullable(),
  avl_days: z.array(z.string()),
  avl_time: z.array(z.string()),
  tutoring_mode: z.array(z.string()),
  category: z.string().nullable(),
  subcategory: z.array(z.string()),
  student_type: z.string().nullable(),
});

/** A student; the profile fields come once the profile exists. */
export const studentUserSchema = z.object({
  ...baseUser,
  role: z.literal('student'),
  ...studentProfileFields.partial().shape,
  /** Age and a parent's consent (DPDP Act s.9; rules/minor-consent.ts). */
  date_of_birth: z.string().nullable().optional(),
  is_adult: z.boolean().optional(),
  parent_email: z.string().nullable().optional(),
  consent_state: z.enum(['pending', 'granted', 'withdrawn']).nullable().optional(),
});

/**
 * A tutor as they see themselves (and admins see them): verification state always, the profile
 * fields once the form was saved, and their private documents.
 */
export const tutorUserSchema = z.object({
  ...baseUser,
  role: z.literal('tutor'),
  ...tutorProfileFields.partial().shape,
  ...verification,
  ...tutorDocumentsSchema.shape,
});

export const adminUserSchema = z.object({ ...baseUser, role: z.literal('admin') });

/** The signed-in user as `/api/me`, sign-in and the profile forms return it. */
export const userSchema = z.discriminatedUnion('role', [
  studentUserSchema,
  tutorUserSchema,
  adminUserSchema,
]);
export type UserDto = z.infer<typeof userSchema>;
export type StudentUser = z.infer<typeof studentUserSchema>;
export type TutorUser = z.infer<typeof tutorUserSchema>;
export type AdminUser = z.infer<typeof adminUserSchema>;

/** `{ user }`: the profile forms' answer (the stored user is replaced with it). */
export const userResponseSchema = z.object({ user: userSchema });

export const signInResponseSchema = z.object({
  accessToken: z.string(),
  user: userSchema,
  /** True when this sign-in created the account. */
  isNewUser: z.boolean(),
});
export type SignInResponse = z.infer<typeof signInResponseSchema>;

/** Dev sign-in screen: demo accounts to continue as. */
export const demoAccountSchema = z.object({
  email: z.string(),
  fullName: z.string(),
  role: z.enum(['student', 'tutor', 'admin']),
  note: z.string(),
});
export type DemoAccount = z.infer<typeof demoAccountSchema>;
export const demoAccountListSchema = z.array(demoAccountSchema);

export const logoutEverywhereSchema = z.object({ sessionsEnded: z.number() });

// ---- Admin: tutor verification ----

/** A tutor in the admin queue: the whole profile, documents and review times. */
export const adminTutorSchema = z.object({
  ...baseUser,
  role: z.literal('tutor'),
  ...tutorProfileFields.shape,
  ...tutorDocumentsSchema.shape,
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
});
export type AdminTutor = z.infer<typeof adminTutorSchema>;

export const adminTutorListSchema = z.object({
  tutors: z.array(adminTutorSchema),
  pagination,
  counts: z.object({ pending: z.number(), verified: z.number(), rejected: z.number() }),
});
export type AdminTutorList = z.infer<typeof adminTutorListSchema>;

/** The tutor after an approve or reject decision (profile, no documents). */
export const reviewedTutorSchema = z.object({
  ...baseUser,
  role: z.literal('tutor'),
  ...tutorProfileFields.shape,
});
