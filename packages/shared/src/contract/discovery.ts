// Tutor discovery on the wire (core-marketplace §3 Tutor profile field names). Built by
// apps/server/src/modules/discovery/tutor-card.ts.
import { z } from 'zod';
import { CURRENCIES, DAYS, TIME_SLOTS, TUTORING_MODES } from '../constants/marketplace';

/** A tutor as the dashboard card shows it (§2 Tutor card), with isFavourite for the caller. */
export const tutorCardSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  profilePhoto: z.string().nullable(),
  tutoring_mode: z.array(z.enum(TUTORING_MODES)),
  category: z.string().nullable(),
  subcategory: z.array(z.string()),
  languages: z.array(z.string()),
  headline: z.string().nullable(),
  currency: z.enum(CURRENCIES),
  min_hour_charge: z.number().nullable(),
  max_hour_charge: z.number().nullable(),
  /** The range in INR (rupees) at the configured rate; equal to the range for INR tutors. */
  min_price_inr: z.number().nullable(),
  max_price_inr: z.number().nullable(),
  class_duration: z.string().nullable(),
  teaching_experience: z.number().nullable(),
  teaching_level: z.string().nullable(),
  avl_days: z.array(z.enum(DAYS)),
  avl_time: z.array(z.enum(TIME_SLOTS)),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  createdAt: z.string(),
  /** True when the signed-in student has favourited this tutor (false for other roles). */
  isFavourite: z.boolean(),
  /** the average of the tutor's ratings (2 decimals), null before the first one. */
  ratingAverage: z.number().nullable(),
  ratingCount: z.number(),
});
export type TutorCardDto = z.infer<typeof tutorCardSchema>;

export const tutorPaginationSchema = z.object({
  page: z.number(),
  limit: z.number(),
  /** Matching tutors: exact when `totalExact`, otherwise a lower bound (1,000 or more). */
  total: z.number(),
  totalExact: z.boolean(),
  /** Total pages (at least 1); a lower bound when the total is. */
  pages: z.number(),
  /** Another page follows (always exact). */
  hasMore: z.boolean(),
});
export type TutorPagination = z.infer<typeof tutorPaginationSchema>;

export const getTutorsResponseSchema = z.object({
  tutors: z.array(tutorCardSchema),
  pagination: tutorPaginationSchema,
  /**
   * Set when the search as typed found nobody and these tutors are for the search with its
   * misspelt words corrected ("mathematcs" → "mathematics"): the screen says "Showing results for".
   */
  correctedSearch: z.string().optional(),
});
export type GetTutorsResponse = z.infer<typeof getTutorsResponseSchema>;

/**
 * The tutor detail page (§2 Tutor detail page). Location is null for online-only tutors; pincodes
 * are null unless the tutor offers Home Tutoring. Private fields (contact number, email, birth
 * date, documents) are never sent: §6 forbids off-platform contact.
 */
export const tutorDetailSchema = tutorCardSchema.extend({
  bio: z.string().nullable(),
  achievement: z.string().nullable(),
  age_group: z.array(z.string()),
  highest_qualification: z.string().nullable(),
  specialization: z.string().nullable(),
  students_per_class: z.number().nullable(),
  timezone: z.string(),
  pincodes: z.string().nullable(),
  gender: z.string().nullable(),
});
export type TutorDetailDto = z.infer<typeof tutorDetailSchema>;

export const similarTutorsSchema = z.object({ tutors: z.array(tutorCardSchema) });

/** POST /api/add-favorite and /api/remove-favorite */
export const favouriteStateSchema = z.object({ tutorId: z.string(), isFavourite: z.boolean() });

/** GET /api/search-suggestions: catalogue subjects that fit what is typed so far. */
export const searchSuggestionsSchema = z.object({
  suggestions: z.array(z.object({ label: z.string(), subject: z.string(), category: z.string() })),
});

/** GET /api/admin/search-synonyms (and the answer of each edit): every term, alphabetical. */
export const searchSynonymsSchema = z.object({
  synonyms: z.array(z.object({ term: z.string(), means: z.array(z.string()) })),
});
