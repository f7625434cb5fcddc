// Our call signalling, carrying the contract of mentorship-policies-video §7: signals call, accept,
// reject, stop, candidate, restart, restart-accept, each with session id, call type, caller id,
// opponent ids, sdp, ICE candidates and user info (with the booking id). Ids are the users'
// numeric cb_id. The socket is authenticated by its first message (never a URL query).
import { z } from 'zod';
import type { CallTimings } from './constants';

/** Longest chat message, in characters. */
export const CHAT_MESSAGE_MAX = 2000;

/** The shared whiteboard: one Yjs update at most this big, a board at most this big (bytes). */
export const BOARD_LIMITS = { updateBytes: 64 * 1024, boardBytes: 2 * 1024 * 1024 } as const;
/** A base64 text of `bytes` bytes is this long. */
export const base64Length = (bytes: number) => Math.ceil(bytes / 3) * 4;

export const BOARD_MSG = {
  updateTooBig: 'That drawing is too big to add to the whiteboard. Try a smaller one.',
  boardFull: 'This whiteboard is full. Clear some of it to add more.',
} as const;

export const SIGNAL_TYPES = [
  'call',
  'accept',
  'reject',
  'stop',
  'candidate',
  'restart',
  'restart-accept',
] as const;
export type SignalType = (typeof SIGNAL_TYPES)[number];

const sdpSchema = z.object({
  type: z.enum(['offer', 'answer']),
  sdp: z.string().max(100_000),
});
export type Sdp = z.infer<typeof sdpSchema>;

const candidateSchema = z.object({
  candidate: z.string().max(2000),
  sdpMid: z.string().max(64).nullable().optional(),
  sdpMLineIndex: z.number().int().min(0).max(64).nullable().optional(),
  usernameFragment: z.string().max(256).nullable().optional(),
});
export type IceCandidateInit = z.infer<typeof candidateSchema>;

export const signalSchema = z.object({
  signalType: z.enum(SIGNAL_TYPES),
  sessionID: z.string().min(1).max(64),
  callType: z.union([z.literal(1), z.literal(2)]),
  callerID: z.number().int().positive(),
  opponentsIDs: z.array(z.number().int().positive()).min(1).max(1),
  sdp: sdpSchema.optional(),
  iceCandidates: z.array(candidateSchema).max(50).optional(),
  userInfo: z.object({ bookingId: z.string().uuid() }),
  /** When the caller first dialled (epoch ms): the callee's waiting timer counts from it. */
  sentAt: z.number().int().nonnegative().optional(),
});
export type Signal = z.infer<typeof signalSchema>;

export const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('auth'),
    /** The sign-in token; a consultation's guest has none and sends the call key instead. */
    token: z.string().min(1).max(200).optional(),
    /** The room's id: a booking's, or with room=consultation a consultation's. */
    bookingId: z.string().uuid(),
    room: z.enum(['booking', 'consultation']).optional(),
    key: z.string().min(1).max(100).optional(),
    /** The call session this client is still in (a resume after a drop); absent on a fresh page. */
    sessionID: z.string().min(1).max(64).optional(),
  }),
  z.object({ type: z.literal('signal'), signal: signalSchema }),
  z.object({ type: z.literal('ping') }),
  // In-class chat.
  z.object({
    type: z.literal('chat'),
    clientId: z.string().min(1).max(64),
    body: z.string().trim().min(1).max(CHAT_MESSAGE_MAX),
  }),
  z.object({
    type: z.literal('chat-marker'),
    marker: z.enum(['delivered', 'read']),
    ids: z.array(z.string().uuid()).min(1).max(200),
  }),
  z.object({ type: z.literal('typing'), typing: z.boolean() }),
  // The page is going away (tab closed, navigated off): the other side hears it at once.
  z.object({ type: z.literal('leave') }),
  // The class's shared whiteboard: ask for the board so far, or send a Yjs update (base64).
  z.object({ type: z.literal('board-sync') }),
  z.object({
    type: z.literal('board-update'),
    update: z
      .string()
      .min(4)
      // Room over the limit, so a too-big update gets its own message rather than a closed socket.
      .max(120_000)
      .regex(/^[A-Za-z0-9+/]+={0,2}$/),
  }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

export type CallRole = 'tutor' | 'student';

export interface ChatMessage {
  id: string;
  clientId: string;
  senderId: string;
  body: string;
  createdAt: string;
  deliveredAt: string | null;
  readAt: string | null;
}

export interface CallParty {
  userId: string;
  cbId: number;
  fullName: string;
}

export type ServerMessage =
  | {
      type: 'ready';
      self: CallParty & { role: CallRole };
      peer: CallParty & { online: boolean };
      timings: CallTimings;
      /** True when this socket replaced an earlier one of the same user (a resume). */
      resumed: boolean;
    }
  | { type: 'signal'; signal: Signal }
  /**
   * The other person came or went. On coming back, `sessionID` is the call session their client
   * still holds (null after a reload): the caller re-calls a peer that lost the session.
   */
  | {
      type: 'presence';
      cbId: number;
      online: boolean;
      sessionID?: string | null;
      /** Gone because their page said so (`leave`), not a network drop. */
      left?: boolean;
    }
  | { type: 'refused'; reason: string }
  | { type: 'pong' }
  /** The room's messages so far (sent after ready): history, so no markers are sent for it. */
  | { type: 'chat-history'; messages: ChatMessage[] }
  /** A new message; the sender gets it too (its own echo, which the SDK matches by clientId). */
  | { type: 'chat'; message: ChatMessage }
  | { type: 'chat-marker'; marker: 'delivered' | 'read'; ids: string[]; at: string }
  | { type: 'typing'; typing: boolean }
  /** The whole board so far (one merged Yjs update; null for an empty board). */
  | { type: 'board-state'; update: string | null }
  /** The other person's change to the board. */
  | { type: 'board-update'; update: string }
  /** An update of ours was not kept (too big, or the board is full). */
  | { type: 'board-refused'; reason: string };

/** Why the server refuses a socket or a signal (sent as `refused.reason`, also logged). */
export const REFUSAL = {
  authFirst: 'The first message must authenticate the socket.',
  authTimeout: 'Authentication timed out.',
  badToken: 'Your session has expired. Please sign in again.',
  notParty: 'Only the tutor and the student of this booking can join its class.',
  notConsultationParty: 'Only the mentor and the requester of this consultation can join its call.',
  notActive: 'This class is not running now.',
  notOnline: 'This booking is not an online class.',
  badMessage: 'This message is not a valid signal.',
  wrongBooking: 'Signals must carry this booking.',
  wrongPeer: 'Signals may only go to the other person of this booking.',
  closedWindow: 'The class window has closed.',
  /** The session the socket was opened with ended (logout, "log out everywhere"). */
  sessionEnded: 'You have been signed out. Please sign in again.',
} as const;

/** WebSocket close codes of ours (4000-4999 are application codes). */
export const CLOSE_CODE = { refused: 4403, replaced: 4409, heartbeat: 4408 } as const;
