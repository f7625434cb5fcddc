import type { Role } from '@tm/shared/constants/marketplace';
import {
  adminTutorSchema,
  userSchema,
  type AdminTutor,
  type AdminUser,
  type StudentUser,
  type TutorUser,
  type UserDto,
} from '@tm/shared/contract/users';

let counter = 0;

type UserOverrides = Partial<Omit<StudentUser, 'role'>> &
  Partial<Omit<TutorUser, 'role'>> &
  Partial<Omit<AdminUser, 'role'>>;

/** Fields only tutors have, as /api/me sends them before the tutor form is saved. */
const NEW_TUTOR = {
  verificationStatus: 'pending',
  rejectionReason: null,
  resume: null,
  certificates: [],
  govt_ids: [],
  addressProof: null,
} as const;

/**
 * A user as /api/me returns it, with overrides (a student by default). Parsed with the server's
 * contract, so a fixture with a field the server would not send (or without one it always sends)
 * fails here.
 */
export function makeUser<R extends Role = 'student'>(
  overrides: UserOverrides & { role?: R } = {},
): Extract<UserDto, { role: R }> {
  counter += 1;
  const role = overrides.role ?? 'student';
  const fixture = {
    _id: `user-${counter}`,
    role,
    fullName: 'Asha Rao',
    email: `user${counter}@example.com`,
    emailId: `user${counter}@example.com`,
    profilePhoto: null,
    isFormSubmitted: true,
    createdAt: '2025-01-01T00:00:00.000Z',
    cb_id: counter,
    ...(role === 'tutor' ? NEW_TUTOR : {}),
    ...overrides,
  };
  const user = userSchema.parse(fixture);
  const dropped = Object.keys(fixture).filter((key) => !(key in user));
  if (dropped.length)
    throw new Error(
      `makeUser: ${role}s have no ${dropped.join(', ')} on the wire (contract/users.ts)`,
    );
  return user as Extract<UserDto, { role: R }>;
}

/** A tutor in the admin queue as GET /api/admin/tutors returns it, with overrides. */
export function makeAdminTutor(overrides: Partial<AdminTutor> = {}): AdminTutor {
  counter += 1;
  return adminTutorSchema.parse({
    ...makeUser({ role: 'tutor' }),
    gender: 'Female',
    dateOfBirth: '1992-03-14',
    contactNumber: '9876543210',
    timezone: 'Asia/Kolkata',
    country: 'India',
    state: 'Karnataka',
    city: 'Bengaluru',
    tutoring_mode: ['Online Tutoring'],
    teaching_level: 'Grade/Class',
    age_group: [],
    category: 'School (CBSE)',
    subcategory: ['Mathematics (Class 9-10)'],
    highest_qualification: 'Graduate',
    specialization: 'Maths',
    teaching_experience: 4,
    current_occupation: 'Teacher',
    students_per_class: 1,
    avl_days: ['Mon'],
    avl_time: ['18-21'],
    class_duration: '60 min',
    pincodes: null,
    headline: 'Maths tutor',
    bio: 'I teach maths.',
    achievement: null,
    languages: ['English'],
    currency: 'INR',
    min_hour_charge: 500,
    max_hour_charge: 1000,
    totalViews: 0,
    submittedAt: '2026-01-05T10:00:00.000Z',
    reviewedAt: null,
    ...overrides,
  });
}
