import { sql } from 'drizzle-orm';
import {
  customType,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import { files } from './files';

/** PostgreSQL's tsvector (drizzle has no built-in column type for it). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** core-marketplace §3 Tutor profile. Money in minor units (paise/cents). */
export const tutorProfiles = pgTable(
  'tutor_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    gender: text('gender'),
    dateOfBirth: date('date_of_birth'),
    contactNumber: text('contact_number'),
    timezone: text('timezone').notNull().default('Asia/Kolkata'),
    country: text('country'),
    state: text('state'),
    city: text('city'),
    tutoringModes: text('tutoring_modes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    teachingLevel: text('teaching_level'),
    ageGroups: text('age_groups')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    category: text('category'),
    subcategories: text('subcategories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    highestQualification: text('highest_qualification'),
    specialization: text('specialization'),
    /** Years, one decimal place (1.5 years). */
    teachingExperience: numeric('teaching_experience', { precision: 3, scale: 1, mode: 'number' }),
    currentOccupation: text('current_occupation'),
    studentsPerClass: integer('students_per_class'),
    avlDays: text('avl_days')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    avlTime: text('avl_time')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    classDuration: text('class_duration'),
    pincodes: text('pincodes'),
    headline: text('headline'),
    bio: text('bio'),
    achievement: text('achievement'),
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    currency: text('currency', { enum: ['INR', 'USD'] })
      .notNull()
      .default('INR'),
    minHourChargeMinor: integer('min_hour_charge_minor'),
    maxHourChargeMinor: integer('max_hour_charge_minor'),
    /**
     * The hourly range in INR paise, for the price filter and sorts, which compare
     * tutors across currencies. Written by refreshTutorPriceInr (modules/tutors/price-inr.ts) in
     * the same transaction as every write of the range, with the configured rate (currency_rates).
     */
    minPriceInrMinor: integer('min_price_inr_minor'),
    maxPriceInrMinor: integer('max_price_inr_minor'),
    verificationStatus: text('verification_status', { enum: ['pending', 'verified', 'rejected'] })
      .notNull()
      .default('pending'),
    rejectionReason: text('rejection_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    totalViews: integer('total_views').notNull().default(0),
    /**
     * the tutor's review aggregates, written in the same transaction as each
     * review (modules/reviews/submit-rating.ts), so cards and the rating sort read them directly.
     * rating_avg is null until the first review.
     */
    ratingCount: integer('rating_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingAvg: numeric('rating_avg', { precision: 3, scale: 2, mode: 'number' }),
    /**
     * Lower-cased name, category, subjects, headline and bio, kept current by the database
     * (triggers on tutor_profiles and on users.full_name, migration 0001_issue-9-search-text-
     * trigger), so no write path can forget it; a GIN trigram index serves case-insensitive
     * partial-word search (ILIKE '%word%').
     */
    searchText: text('search_text').notNull().default(''),
    /**
     * The full-text index of the tutor (docs/decisions/tutor-search.md), English stemming, weighted:
     * A subjects and category, B name and headline, C level and languages, D bio. Class ranges in
     * subject names are spelled out ("Class 9-10" also holds "class 9 class 10"). Kept by the same
     * trigger as search_text, so no write path can forget it.
     */
    searchVector: tsvector('search_vector')
      .notNull()
      .default(sql`''::tsvector`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tutor_profiles_status_idx').on(t.verificationStatus, t.submittedAt),
    index('tutor_profiles_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // Discovery (GET /api/get-tutors; docs/decisions/tutor-search.md). Only verified
    // tutors are listed, so these indexes are partial. Each sort ("new"; price by midpoint, kept
    // as min+max: the same order) has one btree read in order that stops at the page. The filter
    // columns ride along as trailing keys, so mode, subject, day, time and price filters and deep
    // pages are checked inside the index (index-only scans, no table reads). Subjects also have a
    // GIN index for the planner when a subject filter is very selective.
    // Text search: GIN over the weighted vector, verified tutors only. fastupdate off: a pending
    // list (new rows not yet merged into the index) makes the planner price the index as a full
    // read and choose a sequential scan until the next vacuum; profile writes are rare.
    index('tutor_profiles_verified_search_idx')
      .using('gin', t.searchVector)
      .with({ fastupdate: false })
      .where(sql`verification_status = 'verified'`),
    index('tutor_profiles_verified_new_idx')
      .on(
        t.createdAt,
        t.userId,
        t.tutoringModes,
        t.subcategories,
        t.avlDays,
        t.avlTime,
        t.minPriceInrMinor,
        t.maxPriceInrMinor,
      )
      .where(sql`verification_status = 'verified'`),
    index('tutor_profiles_verified_price_idx')
      .on(
        sql`(${t.minPriceInrMinor} + ${t.maxPriceInrMinor})`,
        t.userId,
        t.minPriceInrMinor,
        t.maxPriceInrMinor,
        t.tutoringModes,
        t.subcategories,
        t.avlDays,
        t.avlTime,
      )
      .where(sql`verification_status = 'verified'`),
    // Sort "rating": best average first, then more reviews, then id (stable pages);
    // unrated tutors last. The filter columns ride along as in the other sort indexes.
    index('tutor_profiles_verified_rating_idx')
      .on(
        sql`${t.ratingAvg} desc nulls last`,
        sql`${t.ratingCount} desc`,
        sql`${t.userId} desc`,
        t.tutoringModes,
        t.subcategories,
        t.avlDays,
        t.avlTime,
        t.minPriceInrMinor,
        t.maxPriceInrMinor,
      )
      .where(sql`verification_status = 'verified'`),
    index('tutor_profiles_verified_subjects_idx')
      .using('gin', t.subcategories)
      .where(sql`verification_status = 'verified'`),
    index('tutor_profiles_verified_category_idx')
      .on(t.category)
      .where(sql`verification_status = 'verified'`),
  ],
);

/** Which documents a tutor uploaded (resume, certificates, government ids, address proof). */
export const tutorDocuments = pgTable(
  'tutor_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tutorId: uuid('tutor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['resume', 'certificate', 'govt_id', 'address_proof'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tutor_documents_tutor_idx').on(t.tutorId, t.kind)],
);

/** One row per viewer per tutor per day (core-marketplace §3 totalViews; issue: at most one a day). */
export const profileViews = pgTable(
  'profile_views',
  {
    tutorId: uuid('tutor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    viewerId: uuid('viewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    viewDate: date('view_date').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tutorId, t.viewerId, t.viewDate] })],
);
