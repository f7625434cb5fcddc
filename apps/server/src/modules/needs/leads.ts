// GET /api/leads: the open needs a tutor was told about, newest first, with why they matched and
// their own answer. The student's name and contact details are never part of a lead; the need's
// free text is masked (rules/contact-mask.ts).
import { sql } from 'drizzle-orm';
import type { Currency } from '@tm/shared/constants/marketplace';
import type { LeadList } from '@tm/shared/schemas/needs';
import type { Db } from '../../db/client';
import type { needs } from '../../db/schema/needs';
import type { Viewer } from '../access/booking-access';
import { whereOwnTutorRows } from '../access/need-access';
import { rowsOf } from '../discovery/tutor-card';
import { toNeedDto } from './need-dto';

type NeedRow = typeof needs.$inferSelect;

interface LeadRow {
  id: string;
  student_id: string;
  category: string;
  subject: string;
  level: string;
  mode: string;
  pincode: string | null;
  days: string[];
  times: string[];
  timezone: string;
  budget_minor: number | null;
  budget_inr_minor: number | null;
  currency: string;
  start_date: string;
  details: string;
  posted_as: string;
  status: string;
  booking_id: string | null;
  notified_count: number;
  last_widened_at: string | null;
  created_at: string | Date;
  expires_at: string | Date;
  updated_at: string | Date;
  reason: string;
  kind: 'offer' | 'decline' | null;
  my_price: number | null;
  my_currency: Currency | null;
  my_message: string | null;
  min_hour_charge_minor: number | null;
  max_hour_charge_minor: number | null;
  tutor_currency: Currency;
}

const arrayOf = (v: string[] | string): string[] =>
  Array.isArray(v) ? v : String(v).replace(/^{|}$/g, '').split(',').filter(Boolean);

/** Leads are matches: the tutor's own rows of need_matches (need_matches_tutor_idx). */
export async function listLeads(opts: { db: Db; viewer: Viewer; now?: Date }): Promise<LeadList> {
  const now = opts.now ?? new Date();
  if (opts.viewer.role !== 'tutor') return { leads: [] };
  const result = await opts.db.execute(sql`
    select n.*, m.reason, r.kind, r.price_minor as my_price, r.currency as my_currency,
           r.message as my_message, p.min_hour_charge_minor, p.max_hour_charge_minor,
           p.currency as tutor_currency
    from need_matches m
    join needs n on n.id = m.need_id
    join tutor_profiles p on p.user_id = m.tutor_id
    left join need_responses r on r.need_id = m.need_id and r.tutor_id = m.tutor_id
    where ${whereOwnTutorRows(opts.viewer, 'm')} and m.notified_at is not null
    order by m.notified_at desc, n.id
    limit 100`);
  return {
    leads: rowsOf<LeadRow>(result).map((r) => {
      const row: NeedRow = {
        id: r.id,
        studentId: r.student_id,
        category: r.category,
        subject: r.subject,
        level: r.level,
        mode: r.mode,
        pincode: r.pincode,
        days: arrayOf(r.days),
        times: arrayOf(r.times),
        timezone: r.timezone,
        budgetMinor: r.budget_minor,
        budgetInrMinor: r.budget_inr_minor,
        currency: r.currency as Currency,
        startDate: String(r.start_date).slice(0, 10),
        details: r.details,
        postedAs: r.posted_as as 'student' | 'parent',
        status: r.status as NeedRow['status'],
        bookingId: r.booking_id,
        notifiedCount: r.notified_count,
        lastWidenedAt: null,
        createdAt: new Date(r.created_at),
        expiresAt: new Date(r.expires_at),
        updatedAt: new Date(r.updated_at),
      };
      return {
        need: toNeedDto(row, 0, now, { maskDetails: true }),
        reason: r.reason,
        myAnswer: r.kind ?? 'none',
        myOffer:
          r.kind === 'offer' && r.my_price !== null && r.my_currency
            ? {
                priceMinor: Number(r.my_price),
                currency: r.my_currency,
                message: r.my_message ?? '',
              }
            : null,
        priceRange: {
          minMinor: r.min_hour_charge_minor,
          maxMinor: r.max_hour_charge_minor,
          currency: r.tutor_currency,
        },
      };
    }),
  };
}
