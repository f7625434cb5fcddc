// The inbox on the product's one socket (GET /api/calls/ws): a signed-in student's or tutor's page
// authenticates with `inbox-auth` as its first message (the token in the message, never in the
// URL) instead of a class's `auth`, then sends and receives these kinds. Every send carries the
// page's clientId, so a resend after a drop lands once; a page that reconnects names the server
// time of the last change it saw (`since`) and gets what changed after it (dm-sync).
import { z } from 'zod';
import { clientIdSchema, messageBodySchema } from '../schemas/conversations';
import type { MessageDto } from '../contract/conversations';

/**
 * A conversation id as a page sends it. Anything but a conversation's uuid is refused with the
 * SDK's "Unsupported chat type" (one-to-one conversations are the only kind).
 */
const dialogId = z.string().min(1).max(100);

export const inboxClientMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('inbox-auth'),
    token: z.string().min(1).max(200),
    /** The changedAt of the newest change this page holds; absent on a fresh page. */
    since: z.iso.datetime({ offset: true }).optional(),
  }),
  z.object({
    type: z.literal('dm-send'),
    conversationId: dialogId,
    clientId: clientIdSchema,
    body: messageBodySchema,
  }),
  z.object({ type: z.literal('dm-typing'), conversationId: dialogId, typing: z.boolean() }),
  z.object({
    type: z.literal('dm-marker'),
    conversationId: dialogId,
    marker: z.enum(['delivered', 'read']),
    ids: z.array(z.uuid()).min(1).max(200),
  }),
  z.object({ type: z.literal('ping') }),
]);
export type InboxClientMessage = z.infer<typeof inboxClientMessageSchema>;

export type InboxServerMessage =
  | { type: 'inbox-ready'; userId: string; serverTime: string }
  /** After a reconnect: every message changed since `since` (less an overlap), oldest first. */
  | { type: 'dm-sync'; messages: MessageDto[]; more: boolean }
  /** A new or changed message, as this viewer sees it (the sender's own echo included). */
  | { type: 'dm-message'; message: MessageDto; notice?: string | null }
  /** A send that was refused: the page marks it "Not sent" with the reason. */
  | { type: 'dm-refused'; clientId: string | null; conversationId: string | null; reason: string }
  | { type: 'dm-typing'; conversationId: string; userId: string; typing: boolean }
  | {
      type: 'dm-marker';
      conversationId: string;
      marker: 'delivered' | 'read';
      ids: string[];
      at: string;
    }
  /** Something about the conversation changed (a block, an unblock): read it again. */
  | { type: 'dm-conversation'; conversationId: string }
  | { type: 'refused'; reason: string }
  | { type: 'pong' };

/** Whether a socket's first message (raw text) opens an inbox rather than a class's call room. */
export function isInboxAuth(raw: string): boolean {
  // Cheap and exact: the first message is small JSON; parse it only when it can be one.
  if (!raw.includes('inbox-auth')) return false;
  try {
    const v = JSON.parse(raw) as { type?: unknown };
    return v !== null && typeof v === 'object' && v.type === 'inbox-auth';
  } catch {
    return false;
  }
}
