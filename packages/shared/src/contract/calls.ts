// Live classes on the wire: ICE servers and the class chat. The signalling socket's
// messages are call/protocol.ts.
import { z } from 'zod';

export const iceServerSchema = z.object({
  urls: z.array(z.string()),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof iceServerSchema>;

export const iceServersSchema = z.object({
  iceServers: z.array(iceServerSchema),
  ttlSeconds: z.number(),
});

export const chatMessageSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  senderId: z.string(),
  body: z.string(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
  readAt: z.string().nullable(),
});

export const classChatSchema = z.object({ messages: z.array(chatMessageSchema) });

/** The class's whiteboard, read-only: one merged Yjs update (base64), null when nothing was drawn. */
export const classBoardSchema = z.object({ update: z.string().nullable() });

/** POST /api/test/live-class (NODE_ENV=test only): a running class and three signed-in users. */
const fixtureUser = z.object({ id: z.string(), email: z.string(), token: z.string() });
export const liveClassFixtureSchema = z.object({
  bookingId: z.string(),
  tutor: fixtureUser,
  student: fixtureUser,
  outsider: fixtureUser,
});

// Journey fixtures (NODE_ENV=test only): the people of a fixture, by name and email.
const fixturePerson = z.object({ email: z.string(), fullName: z.string() });
const fixturePersonWithId = fixturePerson.extend({ id: z.string() });

/** POST /api/test/booking: an accepted or active booking days ahead. */
export const bookingFixtureSchema = z.object({
  bookingId: z.string(),
  startDate: z.string(),
  tutor: fixturePerson,
  student: fixturePerson,
});

/** POST /api/test/held-class: a class held an hour ago and completed by the sweeper. */
export const heldClassFixtureSchema = z.object({
  bookingId: z.string(),
  tutor: fixturePersonWithId,
  student: fixturePersonWithId,
});

/** POST /api/test/paid-consultation: a paid consultation and a verified mentor. */
export const paidConsultationFixtureSchema = z.object({
  consultationId: z.string(),
  requester: fixturePerson,
  mentor: fixturePersonWithId,
});
