// A student's needs (GET /api/needs) and one need with its offers (GET /api/needs/:id). Offers are
// shown only to the need's student; each offer's message is masked until the two have a booking.
import { and, desc, sql } from 'drizzle-orm';
import type { Currency } from '@tm/shared/constants/marketplace';
import { maskContactDetails } from '@tm/shared/rules/contact-masking';
import type { NeedDetail, NeedList, OfferDto } from '@tm/shared/schemas/needs';
import type { Db } from '../../db/client';
import { needs } from '../../db/schema/needs';
import type { Viewer } from '../access/booking-access';
import { loadNeedFor, whereNeedOwner } from '../access/need-access';
import { rowsOf } from '../discovery/tutor-card';
import { publicFileUrl } from '../../lib/file-url';
import { toNeedDto } from './need-dto';

export async function listMyNeeds(opts: { db: Db; viewer: Viewer; now?: Date }): Promise<NeedList> {
  const now = opts.now ?? new Date();
  const rows = await opts.db
    .select({
      need: needs,
      offers: sql<number>`(select count(*)::int from need_responses r where r.need_id = ${needs.id} and r.kind = 'offer')`,
    })
    .from(needs)
    .where(and(whereNeedOwner(opts.viewer)))
    .orderBy(desc(needs.createdAt))
    .limit(50);
  return { needs: rows.map((r) => toNeedDto(r.need, Number(r.offers), now)) };
}

interface OfferRow {
  id: string;
  tutor_id: string;
  full_name: string;
  profile_photo_key: string | null;
  rating_avg: string | number | null;
  rating_count: number;
  teaching_experience: string | number | null;
  price_minor: number;
  currency: Currency;
  free_trial: boolean;
  proposed_slots: OfferDto['proposedSlots'];
  timezone: string;
  message: string;
  reason: string | null;
  shortlisted: boolean;
  created_at: string | Date;
  has_booking: boolean;
}

export async function getNeed(opts: {
  db: Db;
  viewer: Viewer;
  needId: string;
  now?: Date;
}): Promise<NeedDetail> {
  const now = opts.now ?? new Date();
  const { need, grant } = await loadNeedFor({
    db: opts.db,
    viewer: opts.viewer,
    needId: opts.needId,
    action: 'view',
  });
  // A tutor reads a need through their lead (GET /api/leads), never another tutor's offer.
  if (grant.as === 'tutor')
    return { need: toNeedDto(need, 0, now, { maskDetails: true }), offers: [] };
  const result = await opts.db.execute(sql`
    select r.id, r.tutor_id, u.full_name, u.profile_photo_key, p.rating_avg, p.rating_count,
           p.teaching_experience, r.price_minor, r.currency, r.free_trial, r.proposed_slots,
           p.timezone, r.message, m.reason, r.shortlisted, r.created_at,
           exists (select 1 from bookings b where b.student_id = ${need.studentId}
                   and b.tutor_id = r.tutor_id) as has_booking
    from need_responses r
    join users u on u.id = r.tutor_id
    join tutor_profiles p on p.user_id = r.tutor_id
    left join need_matches m on m.need_id = r.need_id and m.tutor_id = r.tutor_id
    where r.need_id = ${need.id} and r.kind = 'offer'
    order by r.shortlisted desc, m.rank nulls last, r.created_at`);
  const offers = rowsOf<OfferRow>(result).map((r): OfferDto => ({
    id: r.id,
    tutorId: r.tutor_id,
    tutorName: r.full_name,
    profilePhoto: publicFileUrl(r.profile_photo_key),
    ratingAvg: r.rating_avg === null ? null : Number(r.rating_avg),
    ratingCount: Number(r.rating_count),
    experienceYears: r.teaching_experience === null ? null : Number(r.teaching_experience),
    priceMinor: Number(r.price_minor),
    currency: r.currency,
    freeTrial: r.free_trial,
    proposedSlots: r.proposed_slots ?? [],
    tutorTimezone: r.timezone,
    message: r.has_booking ? r.message : maskContactDetails(r.message, { paidBooking: false }).text,
    reason: r.reason ?? '',
    shortlisted: r.shortlisted,
    createdAt: new Date(r.created_at).toISOString(),
  }));
  return { need: toNeedDto(need, offers.length, now), offers };
}
