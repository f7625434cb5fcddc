import { eq } from 'drizzle-orm';
import type { UserDto } from '@tm/shared/contract/users';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/users';
import { tutorProfiles } from '../../db/schema/tutor-profiles';
import { studentProfiles } from '../../db/schema/student-profiles';
import { publicFileUrl } from '../../lib/file-url';
import { toMajor } from '../../lib/money';
import { emptyDocuments, loadTutorDocumentsWire } from '../tutors/tutor-documents';

type UserRow = typeof users.$inferSelect;
type TutorRow = typeof tutorProfiles.$inferSelect;
type StudentRow = typeof studentProfiles.$inferSelect;

/**
 * The one place where stored names become the spec's wire names (core-marketplace §3). The shapes
 * are the contract's (`@tm/shared/contract/users`, one per role); the route's response schema
 * drops anything not declared there.
 */
export function baseUserDto(user: UserRow) {
  return {
    _id: user.id,
    fullName: user.fullName,
    email: user.email,
    emailId: user.email,
    profilePhoto: publicFileUrl(user.profilePhotoKey),
    isFormSubmitted: user.isFormSubmitted,
    createdAt: user.createdAt.toISOString(),
    cb_id: user.cbId,
  };
}

export function tutorProfileWire(p: TutorRow) {
  // Stored as text with a check: the two currencies the product prices in.
  const currency: 'INR' | 'USD' = p.currency;
  return {
    gender: p.gender,
    dateOfBirth: p.dateOfBirth,
    contactNumber: p.contactNumber,
    timezone: p.timezone,
    country: p.country,
    state: p.state,
    city: p.city,
    tutoring_mode: p.tutoringModes,
    teaching_level: p.teachingLevel,
    age_group: p.ageGroups,
    category: p.category,
    subcategory: p.subcategories,
    highest_qualification: p.highestQualification,
    specialization: p.specialization,
    teaching_experience: p.teachingExperience,
    current_occupation: p.currentOccupation,
    students_per_class: p.studentsPerClass,
    avl_days: p.avlDays,
    avl_time: p.avlTime,
    class_duration: p.classDuration,
    pincodes: p.pincodes,
    headline: p.headline,
    bio: p.bio,
    achievement: p.achievement,
    languages: p.languages,
    currency,
    min_hour_charge: toMajor(p.minHourChargeMinor),
    max_hour_charge: toMajor(p.maxHourChargeMinor),
    verificationStatus: p.verificationStatus,
    rejectionReason: p.rejectionReason,
    totalViews: p.totalViews,
  };
}

export function studentProfileWire(p: StudentRow) {
  return {
    contactNumber: p.contactNumber,
    country: p.country,
    state: p.state,
    city: p.city,
    pincodes: p.pincodes,
    timezone: p.timezone,
    avl_days: p.avlDays,
    avl_time: p.avlTime,
    tutoring_mode: p.tutoringModes,
    category: p.category,
    subcategory: p.subcategories,
    student_type: p.studentType,
  };
}

/** The signed-in user with the profile fields of their role. */
export async function loadUserDto(db: Db, userId: string): Promise<UserDto | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return null;
  const base = baseUserDto(user);
  if (user.role === 'tutor') {
    const [p] = await db
      .select()
      .from(tutorProfiles)
      .where(eq(tutorProfiles.userId, userId))
      .limit(1);
    // The tutor's own documents (private: only this user and admins ever get these URLs).
    if (p)
      return {
        ...base,
        role: 'tutor',
        ...tutorProfileWire(p),
        ...(await loadTutorDocumentsWire(db, userId)),
      };
    return {
      ...base,
      role: 'tutor',
      verificationStatus: 'pending',
      rejectionReason: null,
      ...emptyDocuments(),
    };
  }
  if (user.role === 'student') {
    const [p] = await db
      .select()
      .from(studentProfiles)
      .where(eq(studentProfiles.userId, userId))
      .limit(1);
    return {
      ...base,
      role: 'student',
      ...(p ? studentProfileWire(p) : {}),
      // DPDP Act s.9: what the account page shows about age and a parent's consent.
      date_of_birth: p?.birthDate ?? null,
      is_adult: !!p?.adultConfirmedAt,
      parent_email: p?.parentEmail ?? null,
      consent_state: user.consentState,
    };
  }
  return { ...base, role: 'admin' };
}
