// Test cases for the tutor form rules (core-marketplace §5 steps 2–6 and the final submit), read
// by the shared unit tests and by the API tests, so that both sides are held to the same messages.
// Each case changes a valid form in one way and names the message it must produce.
// File fields are listed as counts here; each side turns them into its own file values.
import { LIMITS } from '../constants/marketplace';
import { MSG } from '../messages';
import { AGE_MESSAGES } from '../rules/age';
import { PINCODE_MESSAGES } from '../rules/pincodes';
import { TUTOR_FORM_MESSAGES as M } from './tutor-form';

/** Today minus `years` years, minus `days` days, as YYYY-MM-DD in UTC (tests avoid the zone edge by a day). */
export function yearsAgo(years: number, days = 0, now = new Date()): string {
  const d = new Date(
    Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() - days),
  );
  return d.toISOString().slice(0, 10);
}

/** A complete, valid set of the form's text fields (Bengaluru, online + home, Grade/Class). */
export function validTutorFields(): Record<string, unknown> {
  return {
    fullName: 'Kavya Rao',
    gender: 'Female',
    dateOfBirth: '1992-03-14',
    country: 'India',
    contactNumber: '9876543210',
    state: 'Karnataka',
    city: 'Bengaluru',
    timezone: 'Asia/Kolkata',
    tutoring_mode: ['Online Tutoring', 'Home Tutoring'],
    category: 'School (CBSE)',
    subcategory: ['Mathematics (Class 9-10)', 'Science (Class 9-10)'],
    teaching_level: 'Grade/Class',
    age_group: ['Teens (13–18)'],
    highest_qualification: 'Post Graduate',
    specialization: 'Mathematics',
    current_occupation: 'Teacher',
    teaching_experience: 6,
    avl_days: ['Mon', 'Wed'],
    avl_time: ['18-21'],
    class_duration: '60 min',
    students_per_class: 2,
    pincodes: '560001,560034',
    headline: 'Board-exam maths made calm',
    bio: 'I teach CBSE maths with concepts first and timed practice after.',
    achievement: '',
    languages: ['English', 'Kannada'],
    currency: 'INR',
    min_hour_charge: 500,
    max_hour_charge: 1000,
  };
}

/** How many files of each field the valid form carries. */
export const VALID_FILE_COUNTS = {
  profilePhoto: 1,
  certificates: 1,
  govt_ids: 1,
  resume: 0,
  addressProof: 0,
} as const;

export interface TutorFormCase {
  /** Which rule, for the test's name. */
  rule: string;
  step: 2 | 3 | 4 | 5 | 6;
  /** Text fields to change (undefined removes the field). */
  patch?: Record<string, unknown>;
  /** File counts to change. */
  files?: Partial<Record<keyof typeof VALID_FILE_COUNTS, number>>;
  message: string;
}

export const TUTOR_FORM_CASES: TutorFormCase[] = [
  // Step 2
  {
    step: 2,
    rule: 'full name required (final submit)',
    patch: { fullName: '   ' },
    message: 'Please enter your full name.',
  },
  { step: 2, rule: 'gender required', patch: { gender: undefined }, message: M.gender },
  {
    step: 2,
    rule: 'gender is Male, Female or Other',
    patch: { gender: 'Unknown' },
    message: M.gender,
  },
  {
    step: 2,
    rule: 'date of birth required',
    patch: { dateOfBirth: '' },
    message: AGE_MESSAGES.required,
  },
  {
    step: 2,
    rule: 'date of birth is a real date',
    patch: { dateOfBirth: '1990-02-30' },
    message: 'Date input not valid.',
  },
  {
    step: 2,
    rule: 'age at least 18',
    patch: { dateOfBirth: yearsAgo(18, -2) },
    message: 'You must be at least 18 years old.',
  },
  {
    step: 2,
    rule: 'birth date within the last 125 years',
    patch: { dateOfBirth: yearsAgo(125, 2) },
    message: AGE_MESSAGES.tooOld,
  },
  { step: 2, rule: 'profile photo required', files: { profilePhoto: 0 }, message: M.profilePhoto },
  { step: 2, rule: 'country required', patch: { country: '' }, message: M.country },
  {
    step: 2,
    rule: 'contact number required',
    patch: { contactNumber: '' },
    message: M.contactNumber,
  },
  {
    step: 2,
    rule: 'contact number digits only',
    patch: { contactNumber: '+91 98765' },
    message: M.contactDigits,
  },
  {
    step: 2,
    rule: 'contact number at most 17 digits',
    patch: { contactNumber: '1'.repeat(LIMITS.contactNumberMaxDigits + 1) },
    message: M.contactTooLong,
  },
  { step: 2, rule: 'state required', patch: { state: '' }, message: M.state },
  { step: 2, rule: 'city required', patch: { city: undefined }, message: M.city },
  // Step 3
  {
    step: 3,
    rule: 'tutoring mode required',
    patch: { tutoring_mode: [], pincodes: '' },
    message: M.tutoringMode,
  },
  {
    step: 3,
    rule: 'tutoring mode is one of the three',
    patch: { tutoring_mode: ['Group Tutoring'] },
    message: M.tutoringModeInvalid,
  },
  {
    step: 3,
    rule: 'address proof required with At Tutor Place',
    patch: { tutoring_mode: ['At Tutor Place'] },
    message: M.addressProof,
  },
  { step: 3, rule: 'category required', patch: { category: '' }, message: M.category },
  { step: 3, rule: 'sub category required', patch: { subcategory: [] }, message: M.subcategory },
  {
    step: 3,
    rule: 'at most 3 sub categories',
    patch: {
      subcategory: [
        'Mathematics (Class 1-5)',
        'Mathematics (Class 6-8)',
        'Mathematics (Class 9-10)',
        'Science (Class 9-10)',
      ],
    },
    message: M.subcategoryMax,
  },
  {
    step: 3,
    rule: 'teaching level required',
    patch: { teaching_level: '' },
    message: M.teachingLevel,
  },
  {
    step: 3,
    rule: 'age group required with Grade/Class',
    patch: { age_group: [] },
    message: M.ageGroup,
  },
  {
    step: 3,
    rule: 'at most 3 age groups',
    patch: {
      age_group: ['Kids (5–12)', 'Teens (13–18)', 'College Students', 'Working Professionals'],
    },
    message: M.ageGroupMax,
  },
  // Step 4
  {
    step: 4,
    rule: 'qualification required',
    patch: { highest_qualification: '' },
    message: M.qualification,
  },
  {
    step: 4,
    rule: 'specialization required',
    patch: { specialization: '' },
    message: M.specialization,
  },
  {
    step: 4,
    rule: 'occupation required',
    patch: { current_occupation: undefined },
    message: M.occupation,
  },
  {
    step: 4,
    rule: 'experience numeric (final submit)',
    patch: { teaching_experience: 'five' },
    message: 'Please enter a valid experience (0 or more).',
  },
  {
    step: 4,
    rule: 'experience 0 or more (final submit)',
    patch: { teaching_experience: -1 },
    message: 'Please enter a valid experience (0 or more).',
  },
  {
    step: 4,
    rule: 'experience at most 50 (final submit)',
    patch: { teaching_experience: 51 },
    message: 'Teaching experience cannot exceed 50 years.',
  },
  {
    step: 4,
    rule: 'experience at most one decimal place',
    patch: { teaching_experience: '1.25' },
    message: M.experienceStep,
  },
  { step: 4, rule: 'certificates required', files: { certificates: 0 }, message: M.certificates },
  { step: 4, rule: 'government ids required', files: { govt_ids: 0 }, message: M.govtIds },
  {
    step: 4,
    rule: 'at most 5 certificates',
    files: { certificates: 6 },
    message: MSG.tooManyFiles,
  },
  { step: 4, rule: 'at most 5 government ids', files: { govt_ids: 6 }, message: MSG.tooManyFiles },
  // Step 5
  {
    step: 5,
    rule: 'availability days required (final submit)',
    patch: { avl_days: [] },
    message: 'Please select your availability.',
  },
  {
    step: 5,
    rule: 'availability times required (final submit)',
    patch: { avl_time: [] },
    message: 'Please select your availability.',
  },
  {
    step: 5,
    rule: 'class duration required',
    patch: { class_duration: '' },
    message: M.classDuration,
  },
  {
    step: 5,
    rule: 'students per class at most 10',
    patch: { students_per_class: 11 },
    message: M.studentsPerClass,
  },
  {
    step: 5,
    rule: 'students per class not negative',
    patch: { students_per_class: -1 },
    message: M.studentsPerClass,
  },
  {
    step: 5,
    rule: 'pincodes required for home tutoring',
    patch: { pincodes: '' },
    message: PINCODE_MESSAGES.required,
  },
  {
    step: 5,
    rule: 'pincodes digits and commas only',
    patch: { pincodes: '560001;560002' },
    message: PINCODE_MESSAGES.characters,
  },
  {
    step: 5,
    rule: 'pincodes of 6 digits',
    patch: { pincodes: '56001' },
    message: PINCODE_MESSAGES.format,
  },
  {
    step: 5,
    rule: 'at most 5 pincodes',
    patch: { pincodes: '5600,5600,5600,5600,5600,5600' },
    message: PINCODE_MESSAGES.format,
  },
  {
    step: 5,
    rule: 'pincode field at most 34 characters',
    patch: { pincodes: '560001, 560002, 560003, 560004, 560005' },
    message: PINCODE_MESSAGES.tooLong,
  },
  // Step 6
  { step: 6, rule: 'headline required', patch: { headline: '' }, message: M.headline },
  { step: 6, rule: 'bio required', patch: { bio: ' ' }, message: M.bio },
  {
    step: 6,
    rule: 'bio at most 2500 characters',
    patch: { bio: 'b'.repeat(LIMITS.bioMaxChars + 1) },
    message: M.bioTooLong,
  },
  {
    step: 6,
    rule: 'at most 10 languages',
    patch: { languages: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k'] },
    message: M.languageMax,
  },
  { step: 6, rule: 'currency INR or USD', patch: { currency: 'EUR' }, message: M.currency },
  {
    step: 6,
    rule: 'hourly rate range required',
    patch: { min_hour_charge: '' },
    message: M.rateRange,
  },
  {
    step: 6,
    rule: 'hourly rate range in order',
    patch: { min_hour_charge: 1000, max_hour_charge: 500 },
    message: M.rateOrder,
  },
];
