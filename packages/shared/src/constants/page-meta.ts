// The title and description of each public route, used by the screens (document.title) and by
// the server, which injects <title>/<meta> for crawlers and link previews. Kept apart from
// content.ts (which pulls in the message catalogue) so the landing's first download stays small.
import { BRAND_NAME } from './contact';

/** The policy pages, keyed by their route name (GET /api/pages/{key}). */
export const POLICY_PAGE_KEYS = [
  'privacy-policy',
  'terms-and-conditions',
  'cancellation-refund',
  'shipping-policy',
] as const;
export type PolicyPageKey = (typeof POLICY_PAGE_KEYS)[number];

export interface PageMeta {
  title: string;
  description: string;
}

export const POLICY_PAGE_META: Record<PolicyPageKey, PageMeta> = {
  'privacy-policy': {
    title: 'Privacy Policy',
    description: `How ${BRAND_NAME} collects, uses and protects the personal data of students, parents and tutors.`,
  },
  'terms-and-conditions': {
    title: 'Terms & Conditions',
    description: `The terms for using ${BRAND_NAME}: accounts, bookings, payments, tutor conduct and liability.`,
  },
  'cancellation-refund': {
    title: 'Cancellation & Refund',
    description: `When ${BRAND_NAME} bookings can be cancelled and how refunds for paid classes and consultations are made.`,
  },
  'shipping-policy': {
    title: 'Shipping Policy',
    description: `How ${BRAND_NAME} delivers its online, home and at-tutor-place classes (no physical goods are shipped).`,
  },
};

/** Title and description of each public route that has fixed copy (the landing's: landing-meta.ts). */
export const PUBLIC_PAGE_META: Record<string, PageMeta> = {
  '/blogs': {
    title: `Blog | ${BRAND_NAME}`,
    description: `Study tips, exam preparation and PhD research guidance from tutors and mentors at ${BRAND_NAME}.`,
  },
  '/about-us': {
    title: `About us | ${BRAND_NAME}`,
    description:
      'Our founder’s story, our mission and the values we work by: Trust, Personalization and Growth. Connecting talent with opportunity.',
  },
  // Tutor discovery, open to guests and rendered on the server: a shared
  // search link shows what it is. The screen itself names the tab "Find Tutors" (the same title).
  '/student-dashboard': {
    title: `Find Tutors | ${BRAND_NAME}`,
    description:
      'Search verified tutors for home tutoring in Bengaluru, classes at the tutor’s place and online tutoring: filter by subject, mode, price, days and time.',
  },
  '/phd-mentorship': {
    title: `PhD Mentorship | ${BRAND_NAME}`,
    description:
      'One-to-one PhD mentoring sessions (30 or 60 minutes, online) and free research support: topic refinement, literature review, methodology, data analysis, writing and viva preparation.',
  },
  ...Object.fromEntries(
    POLICY_PAGE_KEYS.map((key) => [
      `/${key}`,
      {
        title: `${POLICY_PAGE_META[key].title} | ${BRAND_NAME}`,
        description: POLICY_PAGE_META[key].description,
      },
    ]),
  ),
};

/** core-marketplace §2 Blogs: what a card or the detail shows when a field is missing. */
export const BLOG_FALLBACKS = {
  title: 'No Title',
  description: 'No Description',
  date: 'No Date',
} as const;

/** The document title of a blog post. */
export function blogPageTitle(title: string | null | undefined): string {
  return `${title?.trim() || BLOG_FALLBACKS.title} | ${BRAND_NAME} Blog`;
}

/** What a tutor's public page is called, without the brand: the tab's title. */
export function tutorPageName(t: { fullName: string; subcategory: readonly string[] }): string {
  const subjects = t.subcategory.slice(0, 3).join(', ');
  return subjects ? `${t.fullName} – ${subjects} Tutor` : `${t.fullName} – Tutor`;
}

/** The tutor page's `<title>` and og:title, as the server renders them. */
export function tutorPageTitle(t: { fullName: string; subcategory: readonly string[] }): string {
  return `${tutorPageName(t)} | ${BRAND_NAME}`;
}

/** The tutor page's meta description: headline, subjects, modes and hourly range, ≤ 160 chars. */
export function tutorPageDescription(t: {
  fullName: string;
  headline: string | null;
  subcategory: readonly string[];
  tutoring_mode: readonly string[];
  currency: string;
  min_hour_charge: number | null;
  max_hour_charge: number | null;
}): string {
  const headline = t.headline?.trim();
  const parts = [
    headline
      ? /[.!?]$/.test(headline)
        ? headline
        : `${headline}.`
      : `${t.fullName} teaches on ${BRAND_NAME}.`,
    t.subcategory.length ? `Subjects: ${t.subcategory.join(', ')}.` : '',
    t.tutoring_mode.length ? `${t.tutoring_mode.join(', ')}.` : '',
    t.min_hour_charge !== null && t.max_hour_charge !== null
      ? `${t.currency} ${t.min_hour_charge}–${t.max_hour_charge} per hour.`
      : '',
  ].filter(Boolean);
  const text = parts.join(' ');
  return text.length <= 160 ? text : `${text.slice(0, 157).trimEnd()}…`;
}
