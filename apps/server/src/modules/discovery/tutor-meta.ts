// what a crawler or a link preview sees of a tutor's public page, without running the
// app's JavaScript: title, description, canonical address, Open Graph image and schema.org JSON-LD.
import { AppError } from '@tm/shared/errors';
import type { TutorDetailDto } from '@tm/shared/schemas/tutor-search';
import type { Db } from '../../db/client';
import { absolutePublicFileUrl } from '../../lib/file-url';
import { getTutor } from './get-tutor';

/** The tutor page's canonical path (the route table's first form; /tutor/{id} is its alias). */
export const tutorPagePath = (id: string) => `/tutor-details/${id}`;

/** The tutor's guest view, or null for an unknown, malformed or unverified id. */
export async function publicTutor(db: Db, id: string): Promise<TutorDetailDto | null> {
  try {
    return await getTutor({ db, viewer: null, tutorId: id });
  } catch (err) {
    if (err instanceof AppError && err.code === 'NOT_FOUND') return null;
    throw err;
  }
}

/**
 * schema.org Person with the offered subjects (knowsAbout) and an Offer whose price is the hourly
 * range. Only what the guest view shows: no contact number, email or pincodes.
 */
export function tutorJsonLd(t: TutorDetailDto, origin: string): Record<string, unknown> {
  const url = `${origin}${tutorPagePath(t._id)}`;
  const place = [t.city, t.state, t.country].filter(Boolean).join(', ');
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    '@id': url,
    name: t.fullName,
    url,
    jobTitle: 'Tutor',
    ...(t.headline ? { description: t.headline } : {}),
    ...(t.profilePhoto ? { image: absolutePublicFileUrl(origin, t.profilePhoto) } : {}),
    knowsAbout: t.subcategory,
    ...(t.languages.length ? { knowsLanguage: t.languages } : {}),
    ...(place ? { address: { '@type': 'PostalAddress', addressLocality: place } } : {}),
    makesOffer: {
      '@type': 'Offer',
      url,
      itemOffered: {
        '@type': 'Service',
        name: `${t.subcategory.join(', ') || t.category || 'Tutoring'} tutoring`,
        serviceType: t.tutoring_mode.join(', '),
      },
      ...(t.min_hour_charge !== null && t.max_hour_charge !== null
        ? {
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              priceCurrency: t.currency,
              minPrice: t.min_hour_charge,
              maxPrice: t.max_hour_charge,
              unitCode: 'HUR',
              unitText: 'hour',
            },
          }
        : {}),
    },
  };
}
