import type { FastifyInstance } from 'fastify';
import authRoutes from './auth/index';
import systemRoutes from './system/index';
import bookingRoutes from './bookings/index';
import discoveryRoutes from './discovery/index';
import favouriteRoutes from './favourites/index';
import studentRoutes from './students/index';
import blogRoutes from './blogs/index';
import pageRoutes from './pages/index';
import adminContentRoutes from './admin-content/index';
import { contentSeo } from '../../modules/content/seo';
import tutorRoutes from './tutors/index';
import lookupRoutes from './lookups/index';
import fileRoutes from './files/index';
import adminTutorRoutes from './admin-tutors/index';
import dashboardRoutes from './dashboard/index';
import mentorshipRoutes from './mentorship/index';
import adminMentorshipRoutes from './admin-mentorship/index';
import paymentRoutes from './payments/index';
import callRoutes from './calls/index';
import bookingChangeRoutes from './booking-changes/index';
import classRoutes from './classes/index';
import reviewRoutes from './reviews/index';
import adminCatalogueRoutes from './admin-catalogue/index';
import messageRoutes, { messageAttachmentRoutes } from './messages/index';
import adminMessageRoutes from './admin-messages/index';
import accountRoutes from './account/index';
import adminDataRightsRoutes from './admin-data-rights/index';
import parentalConsentRoutes from './parental-consent/index';
import batchRoutes from './batches/index';
import needRoutes from './needs/index';

/**
 * The route table under /api. Each resource is one plugin; add a line here for a new resource
 * (one line per plugin keeps concurrent work from colliding).
 */
export async function registerApiRoutes(app: FastifyInstance) {
  await app.register(systemRoutes);
  await app.register(authRoutes);
  await app.register(bookingRoutes);
  await app.register(discoveryRoutes);
  await app.register(favouriteRoutes);
  await app.register(studentRoutes);
  await app.register(blogRoutes);
  await app.register(pageRoutes);
  await app.register(adminContentRoutes);
  await app.register(tutorRoutes);
  await app.register(lookupRoutes);
  await app.register(fileRoutes);
  await app.register(adminTutorRoutes);
  await app.register(dashboardRoutes);
  await app.register(mentorshipRoutes);
  await app.register(adminMentorshipRoutes);
  await app.register(paymentRoutes);
  await app.register(callRoutes);
  await app.register(bookingChangeRoutes);
  await app.register(classRoutes);
  await app.register(reviewRoutes);
  await app.register(adminCatalogueRoutes);
  await app.register(messageRoutes);
  await app.register(messageAttachmentRoutes);
  await app.register(adminMessageRoutes);
  await app.register(accountRoutes);
  await app.register(adminDataRightsRoutes);
  await app.register(parentalConsentRoutes);
  await app.register(batchRoutes);
  await app.register(needRoutes);
  // Test-only routes and their fixtures (src/test-support/) are loaded only when they are on, so
  // the server never loads them otherwise (apps/server/build-config.mjs checks the bundle).
  if (app.config.NODE_ENV === 'test') await app.register(import('../../test-support/test-routes'));
  await app.register(contentSeo); // not a route: page titles for the SPA's HTML (blogs, policy pages, landing)
}
