// core-marketplace §9 "Business constants and limits", as typed values.
// Screens and the server read these; no screen spells a limit or an option list itself.

export const ROLES = ['student', 'tutor', 'admin'] as const;
export type Role = (typeof ROLES)[number];
/** Roles a person may sign up as (admins come from ADMIN_EMAILS). */
export const SIGN_UP_ROLES = ['student', 'tutor'] as const;
export type SignUpRole = (typeof SIGN_UP_ROLES)[number];

export const AUTH_TYPES = ['registration', 'login'] as const;
export type AuthType = (typeof AUTH_TYPES)[number];

/** Tutor search text, at most this many characters (the landing's search box and GET /get-tutors). */
export const SEARCH_MAX_CHARS = 100;

export const LIMITS = {
  filesPerMultiUpload: 5,
  /** Photo must be strictly under this many bytes (5 MB). */
  photoMaxBytes: 5 * 1024 * 1024,
  /**
   * Not in the spec: documents (resume, certificates, government ids, address proof).
   * Decision: 10 MB each, enough for a scanned multi-page PDF, small enough to keep uploads quick.
   */
  documentMaxBytes: 10 * 1024 * 1024,
  minimumAge: 18,
  birthRangeYears: 125,
  experienceMinYears: 0,
  experienceMaxYears: 50,
  studentsPerClassMin: 0,
  studentsPerClassMax: 10,
  signUpSubcategoriesMax: 3,
  signUpAgeGroupsMax: 3,
  languagesMax: 10,
  subjectFilterMax: 5,
  studentSubjectsMax: 15,
  pincodesMax: 5,
  pincodeDigits: 6,
  pincodesFieldLength: 34,
  bioMaxChars: 2500,
  contactNumberMaxDigits: 17,
  minSessionMinutes: 30,
  trialMinutes: 25,
  trialPrice: 0,
  trialSessions: 1,
  narrowScreenPx: 768,
  listLimitMax: 1000,
  transactionPageSize: 10,
} as const;

export const BLOG_LIST_DEFAULTS = {
  page: 0,
  limit: 10,
  pagerPagesShown: 3,
  pagerMarginPages: 2,
} as const;

export const DEFAULT_TIMEZONE = 'Asia/Kolkata';
export const DATE_LOCALE = 'en-IN';
export const CURRENCIES = ['INR', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'INR';
/** core-marketplace §4: country India sets INR, otherwise USD. */
export function currencyForCountry(country: string | null | undefined): Currency {
  return country === 'India' ? 'INR' : 'USD';
}

export const CLASS_DURATIONS = ['30 min', '45 min', '60 min', 'Flexible'] as const;
export type ClassDuration = (typeof CLASS_DURATIONS)[number];

export const TEACHING_LEVELS = ['Beginner', 'Intermediate', 'Advanced', 'Grade/Class'] as const;
export type TeachingLevel = (typeof TEACHING_LEVELS)[number];
export const GRADE_LEVEL: TeachingLevel = 'Grade/Class';

export const TUTORING_MODES = ['Home Tutoring', 'At Tutor Place', 'Online Tutoring'] as const;
export type TutoringMode = (typeof TUTORING_MODES)[number];
export const HOME_TUTORING: TutoringMode = 'Home Tutoring';
export const AT_TUTOR_PLACE: TutoringMode = 'At Tutor Place';
export const ONLINE_TUTORING: TutoringMode = 'Online Tutoring';
/** The tutoringMode values the landing page's calls to action carry. */
export const LANDING_TUTORING_MODES = ['Home Tutoring', 'Online Tutoring'] as const;
/** core-marketplace §1: home tutoring is available only in this city. */
export const HOME_TUTORING_CITY = 'Bengaluru';
/** Spellings of the home-tutoring city that count as Bengaluru (the dataset says "Bengaluru"). */
export const HOME_TUTORING_CITY_ALIASES = [
  'Bengaluru',
  'Bangalore',
  'Bangalore Urban',
  'Bengaluru Urban',
] as const;

export const AGE_GROUPS = [
  'Kids (5–12)',
  'Teens (13–18)',
  'College Students',
  'Working Professionals',
  'Adults (Hobby Learners)',
] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];

export const QUALIFICATIONS = [
  '10th or below 10th',
  '12th Pass',
  'Diploma',
  'ITI',
  'Graduate',
  'Post Graduate',
  'PhD',
] as const;

export const OCCUPATIONS = ['Teacher', 'Freelancer', 'Working Professional', 'Other'] as const;
export const DEFAULT_LANGUAGES = ['Hindi', 'English'] as const;
export const GENDERS = ['Male', 'Female', 'Other'] as const;
export type Gender = (typeof GENDERS)[number];

export const STUDENT_TYPES = ['student', 'parent'] as const;
export type StudentType = (typeof STUDENT_TYPES)[number];

/** Hourly rate bands; a band's max of null means open-ended ("4000+"). */
export interface RateBand {
  label: string;
  min: number;
  max: number | null;
}
export const RATE_BANDS: Record<Currency, readonly RateBand[]> = {
  INR: [
    { label: '200-500', min: 200, max: 500 },
    { label: '500-1000', min: 500, max: 1000 },
    { label: '1000-2000', min: 1000, max: 2000 },
    { label: '2000-4000', min: 2000, max: 4000 },
    { label: '4000+', min: 4000, max: null },
  ],
  USD: [
    { label: '5-15', min: 5, max: 15 },
    { label: '15-30', min: 15, max: 30 },
    { label: '30-60', min: 30, max: 60 },
    { label: '60+', min: 60, max: null },
  ],
};

export const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export type Day = (typeof DAYS)[number];

/** Availability time slots (hours), grouped as the availability picker shows them. */
export const TIME_SLOT_GROUPS = [
  { label: 'Morning', slots: ['3-6', '6-9'] },
  { label: 'Daytime', slots: ['9-12', '12-15', '15-18'] },
  { label: 'Evening and night', slots: ['18-21', '21-24', '0-3'] },
] as const;
export const TIME_SLOTS = [
  '0-3',
  '3-6',
  '6-9',
  '9-12',
  '12-15',
  '15-18',
  '18-21',
  '21-24',
] as const;
export type TimeSlot = (typeof TIME_SLOTS)[number];
/** Time filters on the student dashboard, in this order. */
export const TIME_FILTERS = TIME_SLOTS;
export function timeSlotHours(slot: TimeSlot): { start: number; end: number } {
  const [start, end] = slot.split('-').map(Number) as [number, number];
  return { start, end };
}

const hourLabel = (h: number) => `${h % 12 === 0 ? 12 : h % 12} ${h % 24 < 12 ? 'AM' : 'PM'}`;

/**
 * How a slot reads on every screen (the availability picker, the dashboard's time filters, the
 * account pages): "18-21" → "6 PM – 9 PM", "21-24" → "9 PM – 12 AM". The wire keeps the spec's
 * values ("18-21"); only this label is shown.
 */
export function timeSlotLabel(slot: string): string {
  const [start, end] = slot.split('-').map(Number);
  if (start === undefined || end === undefined || Number.isNaN(start) || Number.isNaN(end))
    return slot;
  return `${hourLabel(start)} – ${hourLabel(end)}`;
}

/** §9's sorts, plus 'rating' (best average first, unrated tutors last). */
export const TUTOR_SORTS = ['new', 'price-low', 'price-high', 'rating'] as const;
export type TutorSort = (typeof TUTOR_SORTS)[number];

/** core-marketplace §9: a platform fee of 5% is deducted from the tutor's shown earning. */
export const PLATFORM_FEE_RATE = 0.05;
/**
 * The fee as the texts say it. A literal, not computed from the rate: a computed value makes this
 * module a side effect the landing page then loads (rules/payments.test.ts ties it to the rate).
 */
export const PLATFORM_FEE_LABEL = '5%';
/** Computed on the fee but unused by the product (spec §9); kept for the record. */
export const PLATFORM_FEE_TAX_RATE = 0.18;

export const VERIFICATION_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export const BOOKING_STATUSES = [
  'pending',
  'accepted',
  'active',
  'rejected',
  'expired',
  'completed',
  'withdrawn',
  /** the class ended and nobody joined its call (never for a class someone attended). */
  'missed',
  /** cancelled by the student or the tutor before any of its sessions was held. */
  'cancelled',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const SESSION_TYPES = ['single', 'multiple'] as const;
export type SessionType = (typeof SESSION_TYPES)[number];
