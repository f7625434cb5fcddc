// The public face of a tutor (core-marketplace §2 Tutor card, Tutor detail page): the one place where
// discovery rows become the spec's wire names. Private fields (contact number, email, date of birth,
// documents, verification notes) are never selected: §6 forbids off-platform contact.
import { sql, type SQL } from 'drizzle-orm';
import {
  HOME_TUTORING,
  type Currency,
  type Day,
  type TimeSlot,
  type TutoringMode,
} from '@tm/shared/constants/marketplace';
import type { TutorCardDto, TutorDetailDto } from '@tm/shared/schemas/tutor-search';
import { publicFileUrl } from '../../lib/file-url';
import { toMajor } from '../../lib/money';

/** Columns of a card, read from `tutor_profiles p join users u`. */
export const CARD_COLUMNS = sql`p.user_id, u.full_name, u.profile_photo_key, p.tutoring_modes, p.category, p.subcategories,
  p.languages, p.headline, p.currency, p.min_hour_charge_minor, p.max_hour_charge_minor,
  p.min_price_inr_minor, p.max_price_inr_minor, p.class_duration,
  p.teaching_experience, p.teaching_level, p.avl_days, p.avl_time, p.city, p.state, p.country, p.created_at,
  p.rating_avg, p.rating_count`;

/** Extra columns of the detail page. */
export const DETAIL_COLUMNS = sql`p.bio, p.achievement, p.age_groups, p.highest_qualification, p.specialization,
  p.students_per_class, p.timezone, p.pincodes, p.gender`;

/** `is_favourite` for the signed-in student (false for anyone else). */
export function isFavouriteColumn(studentId: string | null): SQL {
  if (!studentId) return sql`false as is_favourite`;
  return sql`exists(select 1 from favourites f where f.student_id = ${studentId} and f.tutor_id = p.user_id) as is_favourite`;
}

export interface CardRow {
  user_id: string;
  full_name: string;
  profile_photo_key: string | null;
  tutoring_modes: string[];
  category: string | null;
  subcategories: string[];
  languages: string[];
  headline: string | null;
  currency: string;
  min_hour_charge_minor: number | null;
  max_hour_charge_minor: number | null;
  min_price_inr_minor: number | null;
  max_price_inr_minor: number | null;
  class_duration: string | null;
  /** numeric(3,1): drivers return it as text from raw SQL. */
  teaching_experience: number | string | null;
  teaching_level: string | null;
  avl_days: string[];
  avl_time: string[];
  city: string | null;
  state: string | null;
  country: string | null;
  created_at: Date | string;
  /** numeric(3,2), text from raw SQL; null until the first review. */
  rating_avg: number | string | null;
  rating_count: number | string;
  is_favourite: boolean;
}

export interface DetailRow extends CardRow {
  bio: string | null;
  achievement: string | null;
  age_groups: string[];
  highest_qualification: string | null;
  specialization: string | null;
  students_per_class: number | null;
  timezone: string;
  pincodes: string | null;
  gender: string | null;
}

/** Drivers differ on arrays and timestamps from raw SQL: PostgreSQL text[] may arrive as '{a,b}'. */
function textArray(v: unknown): string[] {
  if (Array.isArray(v)) return v as string[];
  if (typeof v === 'string' && v.startsWith('{')) {
    const inner = v.slice(1, -1);
    if (!inner) return [];
    return inner
      .match(/"((?:[^"\\]|\\.)*)"|[^,]+/g)!
      .map((s) => (s.startsWith('"') ? s.slice(1, -1).replace(/\\(.)/g, '$1') : s));
  }
  return [];
}

function iso(v: Date | string): string {
  return (v instanceof Date ? v : new Date(v)).toISOString();
}

export function isOnlineOnly(modes: readonly string[]): boolean {
  return modes.length > 0 && modes.every((m) => m === 'Online Tutoring');
}

/**
 * core-marketplace §2: location is hidden for online-only tutors. Hidden means left out of the
 * answer (not only off the screen), on cards as on the detail page.
 */
export function toTutorCard(r: CardRow): TutorCardDto {
  const modes = textArray(r.tutoring_modes) as TutoringMode[];
  const hideLocation = isOnlineOnly(modes);
  return {
    _id: r.user_id,
    fullName: r.full_name,
    profilePhoto: publicFileUrl(r.profile_photo_key),
    tutoring_mode: modes,
    category: r.category,
    subcategory: textArray(r.subcategories),
    languages: textArray(r.languages),
    headline: r.headline,
    currency: r.currency as Currency,
    min_hour_charge: toMajor(r.min_hour_charge_minor),
    max_hour_charge: toMajor(r.max_hour_charge_minor),
    min_price_inr: toMajor(r.min_price_inr_minor),
    max_price_inr: toMajor(r.max_price_inr_minor),
    class_duration: r.class_duration,
    teaching_experience: r.teaching_experience === null ? null : Number(r.teaching_experience),
    teaching_level: r.teaching_level,
    avl_days: textArray(r.avl_days) as Day[],
    avl_time: textArray(r.avl_time) as TimeSlot[],
    city: hideLocation ? null : r.city,
    state: hideLocation ? null : r.state,
    country: hideLocation ? null : r.country,
    createdAt: iso(r.created_at),
    isFavourite: r.is_favourite === true,
    ratingAverage: r.rating_avg === null ? null : Number(r.rating_avg),
    ratingCount: Number(r.rating_count),
  };
}

/** core-marketplace §2 Tutor detail page: Preferred Pincodes only when Home Tutoring is offered. */
export function toTutorDetail(r: DetailRow): TutorDetailDto {
  const card = toTutorCard(r);
  return {
    ...card,
    bio: r.bio,
    achievement: r.achievement,
    age_group: textArray(r.age_groups),
    highest_qualification: r.highest_qualification,
    specialization: r.specialization,
    students_per_class: r.students_per_class,
    timezone: r.timezone,
    pincodes: card.tutoring_mode.includes(HOME_TUTORING) ? r.pincodes : null,
    gender: r.gender,
  };
}

/** Rows of `db.execute` (node-postgres and PGlite both answer `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
