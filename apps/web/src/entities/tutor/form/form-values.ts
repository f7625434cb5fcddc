// The tutor form as the screens hold it (sign-up steps 2–6 and the tutor account): the spec's
// field names (core-marketplace §3), text as typed, files as browser Files. The shared zod
// schemas (@tm/shared/schemas/tutor-form) check these values as they are, and toFormData sends
// them as the multipart body the server reads with the same schemas.
import { canonicalZone } from '@tm/shared/rules/timezone';
import {
  DEFAULT_CURRENCY,
  DEFAULT_LANGUAGES,
  DEFAULT_TIMEZONE,
  currencyForCountry,
} from '@tm/shared/constants/marketplace';
import type { UserDto } from '@tm/shared/schemas/user';

export interface TutorFormValues {
  fullName: string;
  gender: string;
  dateOfBirth: string;
  country: string;
  contactNumber: string;
  state: string;
  city: string;
  timezone: string;
  profilePhoto: File | null;
  tutoring_mode: string[];
  addressProof: File | null;
  category: string;
  subcategory: string[];
  teaching_level: string;
  age_group: string[];
  highest_qualification: string;
  specialization: string;
  current_occupation: string;
  teaching_experience: string;
  certificates: File[];
  govt_ids: File[];
  resume: File | null;
  avl_days: string[];
  avl_time: string[];
  class_duration: string;
  students_per_class: string;
  pincodes: string;
  headline: string;
  bio: string;
  achievement: string;
  languages: string[];
  currency: string;
  min_hour_charge: string;
  max_hour_charge: string;
}

export type TutorFormErrors = Partial<Record<keyof TutorFormValues | string, string>>;
export type SetTutorForm = (patch: Partial<TutorFormValues>) => void;

export const FILE_FIELDS = [
  'profilePhoto',
  'addressProof',
  'certificates',
  'govt_ids',
  'resume',
] as const;
export type FileFieldName = (typeof FILE_FIELDS)[number];

/** The browser's zone (§3: the timezone defaults to it), or Asia/Kolkata. */
export function browserTimezone(): string {
  try {
    return canonicalZone(Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIMEZONE);
  } catch {
    return DEFAULT_TIMEZONE;
  }
}

/** A new sign-up: name prefilled from the sign-in (§4), India and INR by default. */
export function emptyTutorForm(fullName = ''): TutorFormValues {
  return {
    fullName,
    gender: '',
    dateOfBirth: '',
    country: 'India',
    contactNumber: '',
    state: '',
    city: '',
    timezone: browserTimezone(),
    profilePhoto: null,
    tutoring_mode: [],
    addressProof: null,
    category: '',
    subcategory: [],
    teaching_level: '',
    age_group: [],
    highest_qualification: '',
    specialization: '',
    current_occupation: '',
    teaching_experience: '',
    certificates: [],
    govt_ids: [],
    resume: null,
    avl_days: [],
    avl_time: [],
    class_duration: '',
    students_per_class: '1',
    pincodes: '',
    headline: '',
    bio: '',
    achievement: '',
    // §9 "Default languages: Hindi, English": preselected, and the tutor can change them.
    languages: [...DEFAULT_LANGUAGES],
    currency: currencyForCountry('India') ?? DEFAULT_CURRENCY,
    min_hour_charge: '',
    max_hour_charge: '',
  };
}

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const arr = (v: unknown) => (Array.isArray(v) ? v.map(String) : []);

/** The signed-in tutor's stored profile as form values (the account page). Files start empty. */
export function valuesFromUser(user: UserDto): TutorFormValues {
  const u = user as Record<string, unknown>;
  return {
    ...emptyTutorForm(user.fullName),
    gender: str(u.gender),
    dateOfBirth: str(u.dateOfBirth),
    country: str(u.country),
    contactNumber: str(u.contactNumber),
    state: str(u.state),
    city: str(u.city),
    timezone: str(u.timezone) || DEFAULT_TIMEZONE,
    tutoring_mode: arr(u.tutoring_mode),
    category: str(u.category),
    subcategory: arr(u.subcategory),
    teaching_level: str(u.teaching_level),
    age_group: arr(u.age_group),
    highest_qualification: str(u.highest_qualification),
    specialization: str(u.specialization),
    current_occupation: str(u.current_occupation),
    teaching_experience: str(u.teaching_experience),
    avl_days: arr(u.avl_days),
    avl_time: arr(u.avl_time),
    class_duration: str(u.class_duration),
    students_per_class: str(u.students_per_class),
    pincodes: str(u.pincodes),
    headline: str(u.headline),
    bio: str(u.bio),
    achievement: str(u.achievement),
    languages: arr(u.languages),
    currency: str(u.currency) || DEFAULT_CURRENCY,
    min_hour_charge: str(u.min_hour_charge),
    max_hour_charge: str(u.max_hour_charge),
  };
}

/** The multipart body: lists as JSON arrays, files under their field names. */
export function toFormData(
  values: TutorFormValues,
  opts: { omit?: ReadonlyArray<keyof TutorFormValues>; extra?: Record<string, string> } = {},
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values) as Array<
    [keyof TutorFormValues, TutorFormValues[keyof TutorFormValues]]
  >) {
    if (opts.omit?.includes(key)) continue;
    if (value instanceof File) form.append(key, value, value.name);
    else if (Array.isArray(value)) {
      if (value.length && value[0] instanceof File)
        for (const file of value as File[]) form.append(key, file, file.name);
      else if (!(FILE_FIELDS as readonly string[]).includes(key))
        form.append(key, JSON.stringify(value));
    } else if (value !== null) form.append(key, String(value));
  }
  for (const [key, value] of Object.entries(opts.extra ?? {})) form.append(key, value);
  return form;
}
