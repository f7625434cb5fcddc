// One inbox socket (a signed-in student's or tutor's page, not tied to a booking), on the product's
// one socket endpoint: its first message is `inbox-auth` with the token (never in the URL). Then it
// follows the person's channel `inbox:{userId}` on the pub/sub port (so the other person may sit on
// another node), sends messages, typing and markers, and after a reconnect gets what changed since
// the last change the page saw. A refused send answers dm-refused (the page shows "Not sent").
// When the session it was opened with ends (logout, "log out everywhere", on any node), the
// socket is refused and closed at once, like a class's call socket.
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import { AppError } from '@tm/shared/errors';
import { CLOSE_CODE, REFUSAL } from '@tm/shared/call/protocol';
import {
  inboxClientMessageSchema,
  type InboxClientMessage,
  type InboxServerMessage,
} from '@tm/shared/conversations/protocol';
import { MESSAGING_TEXT } from '@tm/shared/rules/messaging';
import type { Db } from '../../db/client';
import type { PubSub, Unsubscribe } from '../../ports/pubsub';
import { userForToken, type AuthUser } from '../auth/tokens';
import type { SessionCache } from '../auth/session-cache';
import { otherMember, requireConversation } from '../access/conversation-access';
import { changesSince } from './changes-since';
import { inboxChannel, publishTo, type InboxEvent } from './inbox-events';
import { markMessages } from './mark-messages';
import { touchLastActive } from './messaging-settings';
import { sendMessage } from './send-message';
import { handleInOrder, readJsonFrame, startHeartbeat } from '../live/socket-basics';

const AUTH_TIMEOUT_MS = 10_000;
const MAX_MESSAGE_BYTES = 16 * 1024;
const isUuid = (s: string) => z.uuid().safeParse(s).success;

export interface InboxSocketDeps {
  db: Db;
  pubsub: PubSub;
  log: FastifyBaseLogger;
  sessionIdleHours: number;
  /** Ended sessions (logout) are told here on every node: their sockets close. */
  sessions: Pick<SessionCache<AuthUser>, 'onEnded'>;
}

export function handleInboxSocket(socket: WebSocket, deps: InboxSocketDeps) {
  let user: AuthUser | null = null;
  let unsubscribe: Unsubscribe | null = null;
  let stopWatchingSession: (() => void) | null = null;
  let closed = false;
  let refused = false;

  const send = (msg: InboxServerMessage) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(msg));
  };
  const refuse = (reason: string) => {
    refused = true;
    deps.log.warn({ userId: user?.id, reason }, 'inbox socket refused');
    send({ type: 'refused', reason });
    socket.close(CLOSE_CODE.refused, 'refused');
  };
  const authTimer = setTimeout(() => {
    if (!user) refuse(REFUSAL.authTimeout);
  }, AUTH_TIMEOUT_MS);
  // Last activity moves at most once a minute (the row's own rule too): no write per heartbeat.
  let touchedAt = 0;
  const stopHeartbeat = startHeartbeat(socket, () => {
    if (!user || Date.now() - touchedAt < 60_000) return;
    touchedAt = Date.now();
    void touchLastActive(deps.db, user.id).catch(() => {});
  });
  const afterMessages = handleInOrder(socket, deps.log, 'inbox socket', onMessage);

  async function onMessage(raw: unknown, isBinary: boolean) {
    // Nothing more is read from a socket this server refused (a session that ended, say). What a
    // client sent just before closing its side is still read (a send is idempotent by clientId).
    if (refused) return;
    const json = readJsonFrame(raw, isBinary, MAX_MESSAGE_BYTES);
    if (json === undefined) return refuse(REFUSAL.badMessage);
    const parsed = inboxClientMessageSchema.safeParse(json);
    if (!parsed.success) {
      if (!user) return refuse(REFUSAL.authFirst);
      // A send the page can match (its clientId) is refused as a send, with the rule's message.
      const j = json as { type?: unknown; clientId?: unknown; conversationId?: unknown };
      if (j?.type === 'dm-send')
        return send({
          type: 'dm-refused',
          clientId: typeof j.clientId === 'string' ? j.clientId : null,
          conversationId: typeof j.conversationId === 'string' ? j.conversationId : null,
          reason: parsed.error.issues[0]?.message ?? REFUSAL.badMessage,
        });
      return refuse(REFUSAL.badMessage);
    }
    const msg = parsed.data;
    if (!user) {
      if (msg.type !== 'inbox-auth') return refuse(REFUSAL.authFirst);
      return authenticate(msg);
    }
    if (msg.type === 'inbox-auth') return refuse(REFUSAL.badMessage);
    if (msg.type === 'ping') return send({ type: 'pong' });
    // mentorship-policies-video §5: a dialog id that is not a one-to-one conversation's.
    if (!isUuid(msg.conversationId)) {
      return send({
        type: 'dm-refused',
        clientId: msg.type === 'dm-send' ? msg.clientId : null,
        conversationId: msg.conversationId,
        reason: MESSAGING_TEXT.unsupportedChatType,
      });
    }
    try {
      await act(user, msg);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      send({
        type: 'dm-refused',
        clientId: msg.type === 'dm-send' ? msg.clientId : null,
        conversationId: msg.conversationId,
        reason: err.message,
      });
    }
  }

  async function act(
    me: AuthUser,
    msg: Extract<InboxClientMessage, { type: 'dm-send' | 'dm-typing' | 'dm-marker' }>,
  ) {
    const { db, pubsub } = deps;
    switch (msg.type) {
      case 'dm-send':
        // The echo and the other person's copy go out through the channels.
        await sendMessage({ db, pubsub, viewer: me, ...msg });
        return;
      case 'dm-marker':
        await markMessages({ db, pubsub, viewer: me, ...msg });
        return;
      case 'dm-typing': {
        const { conversation } = await requireConversation({
          db,
          viewer: me,
          conversationId: msg.conversationId,
          need: 'act',
        });
        await publishTo(pubsub, otherMember(conversation, me.id), {
          kind: 'typing',
          conversationId: conversation.id,
          userId: me.id,
          typing: msg.typing,
        });
      }
    }
  }

  async function authenticate(msg: Extract<InboxClientMessage, { type: 'inbox-auth' }>) {
    const found = await userForToken(deps.db, msg.token, { idleHours: deps.sessionIdleHours });
    if (!found) return refuse(REFUSAL.badToken);
    if (found.user.role !== 'student' && found.user.role !== 'tutor')
      return refuse(MESSAGING_TEXT.onlyStudentsAndTutors);
    if (closed) return;
    const { tokenId } = found;
    const userId = found.user.id;
    stopWatchingSession = deps.sessions.onEnded((ended) => {
      if ('token' in ended ? ended.token === tokenId : ended.user === userId)
        refuse(REFUSAL.sessionEnded);
    });
    // A logout between the lookup above and the watch is seen by looking again.
    const still = await userForToken(deps.db, msg.token, { idleHours: deps.sessionIdleHours });
    if (!still) return refuse(REFUSAL.sessionEnded);
    if (closed) return;
    clearTimeout(authTimer);
    user = found.user;
    const me = user;
    // Subscribed before the changes are read, so nothing falls between the two.
    unsubscribe = await deps.pubsub.subscribe(inboxChannel(me.id), (m) => onEvent(m));
    if (closed) return cleanup();
    send({ type: 'inbox-ready', userId: me.id, serverTime: new Date().toISOString() });
    if (msg.since) {
      const { messages, more } = await changesSince(deps.db, me.id, new Date(msg.since));
      send({ type: 'dm-sync', messages, more });
    }
    touchedAt = Date.now();
    await touchLastActive(deps.db, me.id);
  }

  function onEvent(raw: string) {
    if (!user || closed) return;
    let event: InboxEvent;
    try {
      event = JSON.parse(raw) as InboxEvent;
    } catch {
      return;
    }
    switch (event.kind) {
      case 'message':
        return send({ type: 'dm-message', message: event.message, notice: event.notice ?? null });
      case 'typing': {
        const { conversationId, userId, typing } = event;
        return send({ type: 'dm-typing', conversationId, userId, typing });
      }
      case 'marker': {
        const { conversationId, marker, ids, at } = event;
        return send({ type: 'dm-marker', conversationId, marker, ids, at });
      }
      case 'conversation':
        return send({ type: 'dm-conversation', conversationId: event.conversationId });
    }
  }

  async function cleanup() {
    const stop = unsubscribe;
    unsubscribe = null;
    if (stop) await stop().catch(() => {});
  }

  socket.on('close', () => {
    closed = true;
    clearTimeout(authTimer);
    stopHeartbeat();
    stopWatchingSession?.();
    afterMessages(cleanup);
  });
  socket.on('error', (err) => deps.log.warn({ err }, 'inbox socket error'));
}
