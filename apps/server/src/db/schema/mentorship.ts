import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { files } from './files';
import { users } from './users';

/** Follow-up columns both request kinds share: the 24-hour contact promise and a mentor. */
const followUp = {
  contactedAt: timestamp('contacted_at', { withTimezone: true }),
  contactNote: text('contact_note'),
  contactedBy: uuid('contacted_by').references(() => users.id, { onDelete: 'set null' }),
  mentorId: uuid('mentor_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A free research-support request (mentorship-policies-video §3 "Research support form"). */
export const researchRequests = pgTable(
  'research_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    country: text('country').notNull(),
    researchArea: text('research_area').notNull(),
    currentStage: text('current_stage').notNull(),
    supportNeeded: text('support_needed').array().notNull(),
    otherSupport: text('other_support').notNull().default(''),
    deadline: text('deadline').notNull(),
    documentFileId: uuid('document_file_id').references(() => files.id, { onDelete: 'set null' }),
    ...followUp,
  },
  (t) => [index('research_requests_created_idx').on(sql`${t.createdAt} desc`)],
);

/**
 * A paid consultation (§3 "Consultation form"). `pending` until the payment is verified; `paid`
 * holds its slot (the unique partial index: two paid consultations never share a date and time);
 * `refund_due` was paid after another payment had taken the slot, so it holds nothing and the
 * team refunds it. A pending request holds no slot.
 */
export const consultationRequests = pgTable(
  'consultation_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    university: text('university').notNull().default(''),
    country: text('country').notNull(),
    phdStage: text('phd_stage').notNull(),
    researchTitle: text('research_title').notNull(),
    researchDescription: text('research_description').notNull().default(''),
    guidanceAreas: text('guidance_areas').array().notNull(),
    otherGuidance: text('other_guidance').notNull().default(''),
    sessionType: text('session_type', { enum: ['quick', 'deep'] }).notNull(),
    /** The India date and slot label as chosen (`2026-11-24`, `09:00 AM`), and the instant they mean. */
    sessionDate: date('session_date', { mode: 'string' }).notNull(),
    sessionTime: text('session_time').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency', { enum: ['INR', 'USD'] }).notNull(),
    status: text('status', { enum: ['pending', 'paid', 'refund_due'] })
      .notNull()
      .default('pending'),
    providerOrderId: text('provider_order_id').unique(),
    providerPaymentId: text('provider_payment_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    documentFileId: uuid('document_file_id').references(() => files.id, { onDelete: 'set null' }),
    /**
     * The requester's key to the session's video call: random, made when a mentor is
     * assigned to a paid consultation, sent to the requester in the join link (a guest needs no
     * account). Only that one call accepts it, only inside the session's window.
     */
    callKey: text('call_key').unique(),
    ...followUp,
  },
  (t) => [
    uniqueIndex('consultation_requests_paid_slot_idx')
      .on(t.startsAt)
      .where(sql`status = 'paid'`),
    index('consultation_requests_created_idx').on(sql`${t.createdAt} desc`),
  ],
);
