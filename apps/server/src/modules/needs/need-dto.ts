// The wire shape of a need. `details` is masked for anyone but its student (maskDetails).
import type {
  CURRENCIES,
  STUDENT_TYPES,
  TEACHING_LEVELS,
  TUTORING_MODES,
} from '@tm/shared/constants/marketplace';
import { maskContactDetails } from '@tm/shared/rules/contact-masking';
import { needStatusAsOf } from '@tm/shared/rules/need-status';
import type { NeedDto } from '@tm/shared/schemas/needs';
import type { needs } from '../../db/schema/needs';

type NeedRow = typeof needs.$inferSelect;

export function toNeedDto(
  row: NeedRow,
  offerCount: number,
  now: Date,
  opts: { maskDetails?: boolean } = {},
): NeedDto {
  return {
    id: row.id,
    category: row.category,
    subject: row.subject,
    level: row.level as (typeof TEACHING_LEVELS)[number],
    mode: row.mode as (typeof TUTORING_MODES)[number],
    pincode: row.pincode,
    days: row.days,
    times: row.times,
    timezone: row.timezone,
    budgetMinor: row.budgetMinor,
    currency: row.currency as (typeof CURRENCIES)[number],
    startDate: String(row.startDate),
    details: opts.maskDetails
      ? maskContactDetails(row.details, { paidBooking: false }).text
      : row.details,
    postedAs: row.postedAs as (typeof STUDENT_TYPES)[number],
    status: needStatusAsOf(row, now),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    offerCount,
  };
}
