import { eq } from 'drizzle-orm';
import type { UserDto } from '@tm/shared/schemas/user';
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

/** The one place where stored names become the spec's wire names (core-marketplace §3). */
export function baseUserDto(user: UserRow): UserDto {
  return {
    _id: user.id,
    role: user.role,
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
    currency: p.currency,
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
  const dto = baseUserDto(user);
  if (user.role === 'tutor') {
    const [p] = await db
      .select()
      .from(tutorProfiles)
      .where(eq(tutorProfiles.userId, userId))
      .limit(1);
    if (p) Object.assign(dto, tutorProfileWire(p));
    else Object.assign(dto, { verificationStatus: 'pending', rejectionReason: null });
    // The tutor's own documents (private: only this user and admins ever get these URLs).
    Object.assign(dto, p ? await loadTutorDocumentsWire(db, userId) : emptyDocuments());
  } else if (user.role === 'student') {
    const [p] = await db
      .select()
      .from(studentProfiles)
      .where(eq(studentProfiles.userId, userId))
      .limit(1);
    if (p) Object.assign(dto, studentProfileWire(p));
  }
  return dto;
}
