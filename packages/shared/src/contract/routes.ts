// Which contract schema answers which route (method and Fastify path under /api). The server's
// test checks that each route declares exactly this schema; the web's fetch mock parses every
// answer a test makes up with it, so a web fixture that drifts from the server fails its test.
// A new route: add its line here and `response: okResponse(schema)` to the route.
import type { z } from 'zod';
import { demoAccountListSchema, logoutEverywhereSchema, signInResponseSchema } from './users';
import { adminTutorListSchema, reviewedTutorSchema, userResponseSchema, userSchema } from './users';
import { noData, stringList } from './envelope';
import { healthSchema, publicConfigSchema, readinessSchema } from './system';
import { bookingListSchema, bookingSchema, paidBookingSchema } from './bookings';
import {
  favouriteStateSchema,
  getTutorsResponseSchema,
  searchSuggestionsSchema,
  searchSynonymsSchema,
  similarTutorsSchema,
  tutorDetailSchema,
} from './discovery';
import {
  blogImageSchema,
  blogListSchema,
  blogSchema,
  htmlPreviewSchema,
  pageSchema,
} from './content';
import { dashboardInsightsSchema, outboxPageSchema } from './admin';
import {
  bookingFixtureSchema,
  classBoardSchema,
  classChatSchema,
  heldClassFixtureSchema,
  iceServersSchema,
  liveClassFixtureSchema,
  paidConsultationFixtureSchema,
} from './calls';
import { consultationRoomSchema } from '../call/consultation-call';
import {
  batchCancelResultSchema,
  batchDtoSchema,
  batchListSchema,
  enrolmentDtoSchema,
  rosterSchema,
  roomTokenSchema,
  groupClassFixtureSchema,
} from './batches';
import {
  adminRefundListSchema,
  cancellationPolicySchema,
  myBookingChangesSchema,
  refundDtoSchema,
  refundQuoteDtoSchema,
  rescheduleDtoSchema,
  rescheduleListSchema,
} from '../schemas/booking-changes';
import { trialAvailabilityResponseSchema, upcomingClassesResponseSchema } from '../schemas/classes';
import { tutorStudentsResponseSchema } from '../schemas/tutor-students';
import { adminCatalogueSchema } from '../schemas/catalogue';
import {
  leadListSchema,
  matchingTutorsFixtureSchema,
  needDetailSchema,
  needListSchema,
  needSchema,
  responseStatsSchema,
} from '../schemas/needs';
import {
  adminReviewDtoSchema,
  adminReviewsResponseSchema,
  myRatingsResponseSchema,
  reviewDtoSchema,
  tutorReviewsResponseSchema,
} from '../schemas/reviews';
import {
  checkoutResultSchema,
  nullableBankDetailsSchema,
  savedBankDetailsSchema,
  paymentOrderSchema,
  paymentsSummarySchema,
  refundListSchema,
  paymentMismatchListSchema,
  sandboxOrderSchema,
  transactionsPageSchema,
  webhookOutcomeSchema,
  withdrawalListSchema,
  withdrawalSchema,
} from './payments';
import {
  consultationListSchema,
  consultationOrderSchema,
  consultationSlotsSchema,
  followedUpRequestSchema,
  mentorListSchema,
  researchRequestListSchema,
  researchSubmittedSchema,
  verifiedConsultationSchema,
} from './mentorship';
import {
  adminConversationSchema,
  blockResultSchema,
  conversationDetailSchema,
  conversationListSchema,
  markedSchema,
  messagePageSchema,
  messageReportListSchema,
  messagingPairFixtureSchema,
  messagingSettingsSchema,
  reportReceiptSchema,
  sentMessageSchema,
  suspensionSchema,
  unreadCountSchema,
} from './conversations';
import {
  auditPageSchema,
  dataExportListSchema,
  dataExportSchema,
  deletionStatusSchema,
  erasedUserSchema,
  parentViewSchema,
} from './data-rights';

/** `data` of the 200 answer of each JSON route, keyed `METHOD /path` as Fastify registers it. */
export const RESPONSES = {
  // auth, system
  'POST /google-sign-in': signInResponseSchema,
  'POST /dev/sign-in': signInResponseSchema,
  'GET /dev/accounts': demoAccountListSchema,
  'POST /logout': noData,
  'POST /logout-everywhere': logoutEverywhereSchema,
  'GET /me': userSchema,
  'GET /health': healthSchema,
  'GET /ready': readinessSchema,
  'GET /config': publicConfigSchema,
  // lookups
  'GET /categories': stringList,
  'GET /categories/*': stringList,
  'GET /get-countries': stringList,
  'GET /get-states/:country': stringList,
  'GET /get-cities/:country/:state': stringList,
  // bookings
  'POST /submit-booking': bookingSchema,
  'GET /get-bookings': bookingListSchema,
  'GET /get-tutor-bookings': bookingListSchema,
  'POST /accept-booking/:id': bookingSchema,
  'POST /reject-booking/:id': bookingSchema,
  'POST /withdraw-booking/:id': bookingSchema,
  'GET /bookings/:id': bookingSchema,
  // discovery, favourites, profiles
  'GET /get-tutors': getTutorsResponseSchema,
  'GET /get-tutor': tutorDetailSchema,
  'GET /get-similar-tutors': similarTutorsSchema,
  'GET /search-suggestions': searchSuggestionsSchema,
  'POST /add-favorite': favouriteStateSchema,
  'POST /remove-favorite': favouriteStateSchema,
  'GET /get-favorites': getTutorsResponseSchema,
  'POST /submit-student-form': userResponseSchema,
  'POST /submit-tutor-form': userResponseSchema,
  'PUT /tutor-account': userResponseSchema,
  'GET /dashboard': dashboardInsightsSchema,
  // content
  'GET /blogs': blogListSchema,
  'GET /blogs/:slug': blogSchema,
  'GET /pages/:key': pageSchema,
  'GET /admin/blogs': blogListSchema,
  'GET /admin/blogs/:id': blogSchema,
  'POST /admin/blogs': blogSchema,
  'PUT /admin/blogs/:id': blogSchema,
  'POST /admin/blog-images': blogImageSchema,
  'POST /admin/html-preview': htmlPreviewSchema,
  'GET /admin/pages/:key': pageSchema,
  'PUT /admin/pages/:key': pageSchema,
  // admin: tutors, outbox
  'GET /admin/tutors': adminTutorListSchema,
  'POST /admin/tutors/:id/approve': reviewedTutorSchema,
  'POST /admin/tutors/:id/reject': reviewedTutorSchema,
  'GET /admin/outbox': outboxPageSchema,
  // mentorship
  'POST /submit-research-support-form': researchSubmittedSchema,
  'POST /submit-consultation-form': consultationOrderSchema,
  'GET /consultation-slots': consultationSlotsSchema,
  'POST /consultation-sandbox/complete': checkoutResultSchema,
  'POST /verify-consultation-form-payment': verifiedConsultationSchema,
  'GET /admin/mentorship/research': researchRequestListSchema,
  'GET /admin/mentorship/consultations': consultationListSchema,
  'GET /admin/mentorship/mentors': mentorListSchema,
  'POST /admin/mentorship/:kind/:id/contacted': followedUpRequestSchema,
  'POST /admin/mentorship/:kind/:id/mentor': followedUpRequestSchema,
  // payments
  'POST /create-booking-order': paymentOrderSchema,
  'POST /verify-booking-payment': paidBookingSchema,
  'GET /payments/sandbox/orders/:orderId': sandboxOrderSchema,
  'POST /payments/sandbox/orders/:orderId/complete': checkoutResultSchema,
  'GET /transactions': transactionsPageSchema,
  'GET /payments/summary': paymentsSummarySchema,
  'GET /bank-details': nullableBankDetailsSchema,
  'PUT /bank-details': savedBankDetailsSchema,
  'POST /bank-details': savedBankDetailsSchema,
  'GET /withdrawals': withdrawalListSchema,
  'POST /withdrawals': withdrawalSchema,
  'GET /admin/withdrawals': withdrawalListSchema,
  'POST /admin/withdrawals/:id/mark-paid': withdrawalSchema,
  'POST /admin/withdrawals/:id/reject': withdrawalSchema,
  'GET /admin/refunds': refundListSchema,
  'GET /admin/payment-mismatches': paymentMismatchListSchema,
  'POST /admin/refunds/:id/refund': noData,
  'POST /webhooks/razorpay': webhookOutcomeSchema,
  // calls
  'GET /calls/ice-servers': iceServersSchema,
  'GET /calls/:id/messages': classChatSchema,
  'POST /test/live-class': liveClassFixtureSchema,
  'POST /test/booking': bookingFixtureSchema,
  'POST /test/held-class': heldClassFixtureSchema,
  'POST /test/paid-consultation': paidConsultationFixtureSchema,
  'POST /test/group-class': groupClassFixtureSchema,
  'POST /test/matching-tutors': matchingTutorsFixtureSchema,
  // the tutor's students, one trial, upcoming classes
  'GET /students': tutorStudentsResponseSchema,
  'GET /check-trial-availability': trialAvailabilityResponseSchema,
  'GET /get-upcoming-classes': upcomingClassesResponseSchema,
  // reschedule, cancellation and refunds
  'GET /cancellation-policy': cancellationPolicySchema,
  'PUT /admin/cancellation-policy': cancellationPolicySchema,
  'GET /refund-quote': refundQuoteDtoSchema,
  'POST /request-refund': refundDtoSchema,
  'POST /cancel-booking/:id': refundDtoSchema,
  'GET /admin/refund-requests': adminRefundListSchema,
  'POST /admin/refund-requests/:id/approve': refundDtoSchema,
  'POST /admin/refund-requests/:id/decline': refundDtoSchema,
  'POST /bookings/:id/reschedule': rescheduleDtoSchema,
  'GET /bookings/:id/reschedules': rescheduleListSchema,
  'POST /reschedules/:id/accept': rescheduleDtoSchema,
  'POST /reschedules/:id/decline': rescheduleDtoSchema,
  'POST /reschedules/:id/withdraw': rescheduleDtoSchema,
  'GET /booking-changes': myBookingChangesSchema,
  // reviews
  'POST /submit-rating': reviewDtoSchema,
  'POST /reply-rating': reviewDtoSchema,
  'GET /tutor-reviews': tutorReviewsResponseSchema,
  'GET /my-ratings': myRatingsResponseSchema,
  'GET /admin/reviews': adminReviewsResponseSchema,
  // admin: the catalogue of categories and subjects
  'GET /admin/catalogue': adminCatalogueSchema,
  'GET /admin/search-synonyms': searchSynonymsSchema,
  'PUT /admin/search-synonyms': searchSynonymsSchema,
  'DELETE /admin/search-synonyms': searchSynonymsSchema,
  'POST /admin/categories': adminCatalogueSchema,
  'PUT /admin/categories/:id': adminCatalogueSchema,
  'POST /admin/categories/:id/subcategories': adminCatalogueSchema,
  'PUT /admin/subcategories/:id': adminCatalogueSchema,
  'POST /admin/reviews/:id/visibility': adminReviewDtoSchema,
  // a consultation's call; every subject at once
  'POST /calls/consultation-room': consultationRoomSchema,
  // the class whiteboard, read-only after the class
  'GET /calls/:id/board': classBoardSchema,
  'GET /subjects': stringList,
  // messages between students and tutors
  'GET /messages/conversations': conversationListSchema,
  'POST /messages/conversations': conversationDetailSchema,
  'GET /messages/conversations/:id': conversationDetailSchema,
  'GET /messages/conversations/:id/messages': messagePageSchema,
  'POST /messages/conversations/:id/messages': sentMessageSchema,
  'POST /messages/conversations/:id/attachments': sentMessageSchema,
  'POST /messages/conversations/:id/read': markedSchema,
  'POST /messages/conversations/:id/block': blockResultSchema,
  'DELETE /messages/conversations/:id/block': blockResultSchema,
  'POST /messages/conversations/:id/report': reportReceiptSchema,
  'PATCH /messages/:id': sentMessageSchema,
  'DELETE /messages/:id': sentMessageSchema,
  'GET /messages/unread': unreadCountSchema,
  'GET /messages/settings': messagingSettingsSchema,
  'PUT /messages/settings': messagingSettingsSchema,
  'GET /admin/message-reports': messageReportListSchema,
  'POST /admin/message-reports/:id/resolve': reportReceiptSchema,
  'GET /admin/conversations/:id': adminConversationSchema,
  'POST /admin/messaging-suspensions/:id': suspensionSchema,
  'DELETE /admin/messaging-suspensions/:id': suspensionSchema,
  'POST /test/messaging-pair': messagingPairFixtureSchema,
  // data rights (DPDP Act): export, deletion, parental consent, audit log
  'GET /account/exports': dataExportListSchema,
  'POST /account/exports': dataExportSchema,
  'GET /account/deletion': deletionStatusSchema,
  'POST /account/deletion': deletionStatusSchema,
  'POST /admin/users/:id/erase': erasedUserSchema,
  'GET /admin/audit': auditPageSchema,
  'GET /parental-consent/:token': parentViewSchema,
  'POST /parental-consent/confirm': parentViewSchema,
  'POST /parental-consent/withdraw': parentViewSchema,
  // group classes
  'GET /batches': batchListSchema,
  'GET /batches/mine': batchListSchema,
  'GET /batches/:id': batchDtoSchema,
  'POST /batches': batchDtoSchema,
  'PATCH /batches/:id': batchDtoSchema,
  'POST /batches/:id/cancel': batchCancelResultSchema,
  'POST /batches/:id/sessions/:key/cancel': batchCancelResultSchema,
  'POST /batches/:id/enrol': enrolmentDtoSchema,
  'GET /batches/:id/roster': rosterSchema,
  'POST /batches/:id/room-token': roomTokenSchema,
  // needs and offers ("share your need, get matched")
  'POST /needs': needSchema,
  'GET /needs': needListSchema,
  'GET /needs/:id': needDetailSchema,
  'POST /needs/:id/close': noData,
  'POST /needs/:id/booked': noData,
  'POST /needs/:id/offers/:offerId/shortlist': noData,
  'GET /leads': leadListSchema,
  'POST /needs/:id/offer': noData,
  'POST /needs/:id/decline': noData,
  'GET /tutors/:id/response-stats': responseStatsSchema,
} satisfies Record<string, z.ZodType>;

export type RouteKey = keyof typeof RESPONSES;

const compiled = Object.entries(RESPONSES).map(([key, schema]) => {
  const [method, path] = key.split(' ') as [string, string];
  const pattern = path
    .split('/')
    .map((part) =>
      part === '*'
        ? '.+'
        : part.startsWith(':')
          ? '[^/]+'
          : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return { method, re: new RegExp(`^${pattern}$`), schema: schema as z.ZodType, key };
});

/** The contract entry answering `method path` (path under /api, without the query), if any. */
export function responseSchemaFor(
  method: string,
  path: string,
): { key: string; schema: z.ZodType } | undefined {
  // A literal path wins over a pattern (GET /categories before GET /categories/*).
  const hits = compiled.filter((c) => c.method === method.toUpperCase() && c.re.test(path));
  return hits.find((h) => !h.key.includes(':') && !h.key.includes('*')) ?? hits[0];
}
