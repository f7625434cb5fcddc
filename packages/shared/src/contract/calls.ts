// Live classes on the wire (issue 12): ICE servers and the class chat. The signalling socket's
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

/** POST /api/test/live-class (NODE_ENV=test only): a running class and three signed-in users. */
const fixtureUser = z.object({ id: z.string(), email: z.string(), token: z.string() });
export const liveClassFixtureSchema = z.object({
  bookingId: z.string(),
  tutor: fixtureUser,
  student: fixtureUser,
  outsider: fixtureUser,
});
