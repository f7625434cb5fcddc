// The form's wire names (core-marketplace §3) to tutor_profiles columns, for submit and update.
import type { SubmitTutorForm, UpdateTutorAccount } from '@tm/shared/schemas/tutor-form';
import type { tutorProfiles } from '../../db/schema/tutor-profiles';
import { toMinor } from '../../lib/money';

type ProfileColumns = Partial<Omit<typeof tutorProfiles.$inferInsert, 'userId'>>;

/** Columns every tutor may change (the account's editable fields, which the sign-up also sets). */
export function editableProfileColumns(form: SubmitTutorForm | UpdateTutorAccount): ProfileColumns {
  return {
    country: form.country,
    state: form.state,
    city: form.city,
    timezone: form.timezone,
    tutoringModes: form.tutoring_mode,
    teachingLevel: form.teaching_level,
    ageGroups: form.age_group,
    category: form.category,
    subcategories: form.subcategory,
    highestQualification: form.highest_qualification,
    specialization: form.specialization,
    teachingExperience: form.teaching_experience,
    currentOccupation: form.current_occupation,
    studentsPerClass: form.students_per_class,
    avlDays: form.avl_days,
    avlTime: form.avl_time,
    classDuration: form.class_duration,
    // Pincodes are for home tutoring; without it none are kept.
    pincodes: form.tutoring_mode.includes('Home Tutoring') ? form.pincodes : null,
    headline: form.headline,
    bio: form.bio,
    achievement: form.achievement,
    languages: form.languages,
    currency: form.currency,
    minHourChargeMinor: toMinor(form.min_hour_charge),
    maxHourChargeMinor: toMinor(form.max_hour_charge),
  };
}

/** All columns of a sign-up, including those locked afterwards (gender, birth date, phone). */
export function submittedProfileColumns(form: SubmitTutorForm): ProfileColumns {
  return {
    ...editableProfileColumns(form),
    gender: form.gender,
    dateOfBirth: form.dateOfBirth,
    contactNumber: form.contactNumber,
  };
}
