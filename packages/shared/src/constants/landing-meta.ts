// The landing's title and description (for `/` and /welcome), apart from page-meta.ts so the
// landing's first download carries only its own copy (public pages' performance budget). The
// server injects them into the HTML too (apps/server/src/modules/content/seo.ts).
import { BRAND_NAME } from './contact';

export const LANDING_TITLE = `${BRAND_NAME} | Verified home and online tutors in India`;
export const LANDING_DESCRIPTION =
  'Share your need, get matched with verified tutors, compare profiles and fees, book a free trial and pay securely via UPI or card. Home tutoring in Bengaluru, online tutoring everywhere.';
