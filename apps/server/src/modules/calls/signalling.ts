// One signalling socket of a booking's call room. The first message must authenticate
// it (bearer token and booking id; never a URL query, which would land in logs). Then signals of
// the contract (call, accept, reject, stop, candidate, restart, restart-accept) go to the other
// person of the booking through the pub/sub port, so the two may sit on different nodes. Anything
// else is refused with a reason and logged. Heartbeats keep presence fresh; a user's newer socket
// replaces an older one (a resume after a drop). When the session it was opened with ends (logout,
// "log out everywhere", on any node), the socket is refused and closed at once.
import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import {
  CLOSE_CODE,
  REFUSAL,
  clientMessageSchema,
  type ChatMessage,
  type ClientMessage,
  type ServerMessage,
  type Signal,
} from '@tm/shared/call/protocol';
import type { CallTimings } from '@tm/shared/call/constants';
import type { Db } from '../../db/client';
import type { PubSub, Unsubscribe } from '../../ports/pubsub';
import { userForToken } from '../auth/tokens';
import type { SessionCache } from '../auth/session-cache';
import { callAccess, consultationCallAccess, roomStillOpen, type CallRoom } from './call-access';
import { isPresent, joinRoom, leaveRoom, touchPresence } from './presence';
import { chatHistory, markChat, saveChatMessage } from './class-chat';
import { handleInOrder, readJsonFrame, startHeartbeat } from '../live/socket-basics';
import { onBoardMessage } from './class-board';

const AUTH_TIMEOUT_MS = 10_000;
const MAX_MESSAGE_BYTES = 128 * 1024;

type RoomEvent =
  | { kind: 'signal'; to: string; signal: Signal }
  | {
      kind: 'presence';
      userId: string;
      online: boolean;
      sessionID?: string | null;
      left?: boolean;
    }
  | { kind: 'replace'; userId: string; connectionId: string }
  | { kind: 'chat'; message: ChatMessage }
  | { kind: 'chat-marker'; to: string; marker: 'delivered' | 'read'; ids: string[]; at: string }
  | { kind: 'typing'; userId: string; typing: boolean }
  | { kind: 'board'; from: string; update: string };

export const roomChannel = (bookingId: string) => `call:${bookingId}`;

/** The call sockets open on this process, each with its leave (cleanup) to wait for. */
const openCallSockets = new Set<{ close(): void; settled: Promise<void> }>();

/**
 * Shutdown: closes every call socket of this process ("service restart": the page reconnects, to
 * another node) and waits until each one's leave is recorded, so that happens before the database
 * closes. A client that does not answer the close is cut after a second.
 */
export async function closeCallSockets(): Promise<void> {
  const all = [...openCallSockets];
  for (const s of all) s.close();
  await Promise.all(all.map((s) => s.settled));
}

export interface SignallingDeps {
  db: Db;
  pubsub: PubSub;
  log: FastifyBaseLogger;
  timings: CallTimings;
  /** The sign-in idle timeout (SESSION_IDLE_HOURS): a socket's token is held to it like a request's. */
  sessionIdleHours: number;
  /** Where this node hears of ended sessions (its own and other nodes'). */
  sessions: Pick<SessionCache, 'onEnded'>;
  now?: () => Date;
}

export function handleSignallingSocket(socket: WebSocket, deps: SignallingDeps) {
  const now = deps.now ?? (() => new Date());
  let room: CallRoom | null = null;
  let connectionId: string | null = null;
  let unsubscribe: Unsubscribe | null = null;
  let stopWatchingSession: (() => void) | null = null;
  let closed = false;
  let left = false;
  const nodeConn = crypto.randomUUID();

  const send = (msg: ServerMessage) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(msg));
  };
  let refused = false;
  const refuse = (reason: string, detail: Record<string, unknown> = {}) => {
    refused = true;
    deps.log.warn(
      { bookingId: room?.bookingId, userId: room?.self.userId, reason, ...detail },
      'call signalling refused',
    );
    send({ type: 'refused', reason });
    socket.close(CLOSE_CODE.refused, 'refused');
  };
  const publish = (event: RoomEvent) =>
    room ? deps.pubsub.publish(roomChannel(room.bookingId), JSON.stringify(event)) : undefined;

  const authTimer = setTimeout(() => {
    if (!room) refuse(REFUSAL.authTimeout);
  }, AUTH_TIMEOUT_MS);

  const stopHeartbeat = startHeartbeat(socket, () => {
    if (connectionId) void touchPresence(deps.db, connectionId, now()).catch(() => {});
    if (room && !roomStillOpen(room, now())) refuse(REFUSAL.closedWindow);
  });
  const afterMessages = handleInOrder(socket, deps.log, 'call signalling', onMessage);

  async function onMessage(raw: unknown, isBinary: boolean) {
    // Nothing more is read from a socket this server refused (a session that ended, say). What a
    // client sent just before closing its side is still read, even when the close arrives while an
    // earlier message is still being handled (messages are handled one at a time, in order).
    if (refused) return;
    const json = readJsonFrame(raw, isBinary, MAX_MESSAGE_BYTES);
    if (json === undefined) return refuse(REFUSAL.badMessage);
    const parsed = clientMessageSchema.safeParse(json);
    if (!parsed.success) {
      return refuse(room ? REFUSAL.badMessage : REFUSAL.authFirst, {
        issues: parsed.error.issues.slice(0, 3).map((i) => `${i.path.join('.')}: ${i.message}`),
      });
    }
    const msg = parsed.data;
    if (!room) {
      if (msg.type !== 'auth') return refuse(REFUSAL.authFirst);
      return authenticate(msg, msg.sessionID ?? null);
    }
    switch (msg.type) {
      case 'auth':
        return refuse(REFUSAL.badMessage);
      case 'ping':
        return send({ type: 'pong' });
      case 'signal':
        return relay(msg.signal);
      case 'chat':
      case 'chat-marker':
      case 'typing':
        // The class chat is a booking's (stored per booking); a consultation call has none.
        if (room.kind !== 'booking') return;
        return chat(msg);
      case 'leave':
        // The page is going away: the other side is told so (not a drop to wait out).
        left = true;
        socket.close(1000, 'left');
        return;
      case 'board-sync':
      case 'board-update':
        // The whiteboard is a booking's too.
        if (room.kind !== 'booking') return;
        return onBoardMessage({
          db: deps.db,
          bookingId: room.bookingId,
          userId: room.self.userId,
          msg,
          send,
          share: (update) => publish({ kind: 'board', from: nodeConn, update }),
        });
    }
  }

  async function chat(msg: Extract<ClientMessage, { type: 'chat' | 'chat-marker' | 'typing' }>) {
    const r = room!;
    switch (msg.type) {
      case 'chat': {
        const message = await saveChatMessage({
          db: deps.db,
          bookingId: r.bookingId,
          senderId: r.self.userId,
          clientId: msg.clientId,
          body: msg.body,
        });
        return publish({ kind: 'chat', message });
      }
      case 'chat-marker': {
        const at = now();
        const ids = await markChat({
          db: deps.db,
          bookingId: r.bookingId,
          recipientId: r.self.userId,
          ids: msg.ids,
          marker: msg.marker,
          now: at,
        });
        if (ids.length === 0) return;
        return publish({
          kind: 'chat-marker',
          to: r.peer.userId,
          marker: msg.marker,
          ids,
          at: at.toISOString(),
        });
      }
      case 'typing':
        return publish({ kind: 'typing', userId: r.self.userId, typing: msg.typing });
    }
  }

  async function authenticate(
    msg: Extract<ClientMessage, { type: 'auth' }>,
    sessionID: string | null,
  ) {
    const { bookingId } = msg;
    const found = msg.token
      ? await userForToken(deps.db, msg.token, { idleHours: deps.sessionIdleHours, now: now() })
      : null;
    if (msg.token && !found) return refuse(REFUSAL.badToken);
    const user = found?.user ?? null;
    const access =
      msg.room === 'consultation'
        ? await consultationCallAccess({
            db: deps.db,
            consultationId: bookingId,
            user,
            key: msg.key,
            now: now(),
          })
        : user
          ? await callAccess({ db: deps.db, user, bookingId, now: now() })
          : ({ ok: false, reason: REFUSAL.badToken } as const);
    if (!access.ok) {
      room = null;
      deps.log.warn({ bookingId, userId: user?.id, reason: access.reason }, 'call refused');
      send({ type: 'refused', reason: access.reason });
      socket.close(CLOSE_CODE.refused, 'refused');
      return;
    }
    if (closed) return;
    if (found) {
      const { tokenId } = found;
      const userId = found.user.id;
      stopWatchingSession = deps.sessions.onEnded((ended) => {
        if ('token' in ended ? ended.token === tokenId : ended.user === userId)
          refuse(REFUSAL.sessionEnded);
      });
      // A logout between the lookup above and the watch is seen by looking again.
      const still = await userForToken(deps.db, msg.token!, {
        idleHours: deps.sessionIdleHours,
        now: now(),
      });
      if (!still) return refuse(REFUSAL.sessionEnded);
      if (closed) return;
    }
    clearTimeout(authTimer);
    room = access.room;
    const r = room;
    unsubscribe = await deps.pubsub.subscribe(roomChannel(r.bookingId), (m) => onRoomEvent(m));
    // A class keeps presence and attendance in the database; a consultation (a guest has no user
    // row) keeps neither, and its presence travels only as room events.
    const joined =
      r.kind === 'booking'
        ? await joinRoom({
            db: deps.db,
            bookingId: r.bookingId,
            userId: r.self.userId,
            timezone: r.timezone,
            now: now(),
          })
        : null;
    connectionId = joined?.id ?? null;
    if (closed) return cleanup();
    // A newer socket of the same user takes over (a reconnect): older ones on any node close.
    await publish({ kind: 'replace', userId: r.self.userId, connectionId: nodeConn });
    const peerOnline = joined ? await isPresent(deps.db, r.bookingId, r.peer.userId, now()) : false;
    send({
      type: 'ready',
      self: r.self,
      peer: { ...r.peer, online: peerOnline },
      timings: deps.timings,
      resumed: joined?.resumed ?? false,
    });
    if (r.kind === 'booking') {
      send({ type: 'chat-history', messages: await chatHistory(deps.db, r.bookingId) });
    }
    // With the session the client still holds: the caller re-calls a peer that came back without.
    await publish({ kind: 'presence', userId: r.self.userId, online: true, sessionID });
  }

  function relay(signal: Signal) {
    const r = room!;
    if (!roomStillOpen(r, now())) return refuse(REFUSAL.closedWindow);
    if (signal.userInfo.bookingId !== r.bookingId) return refuse(REFUSAL.wrongBooking);
    const ids = new Set([signal.callerID, ...signal.opponentsIDs]);
    const pair = new Set([r.self.cbId, r.peer.cbId]);
    if (ids.size !== 2 || [...ids].some((id) => !pair.has(id))) {
      return refuse(REFUSAL.wrongPeer, { callerID: signal.callerID, to: signal.opponentsIDs });
    }
    // The tutor starts the call; the student only answers (§6).
    if (signal.signalType === 'call' && r.self.role !== 'tutor') {
      return refuse(REFUSAL.wrongPeer, { signalType: 'call' });
    }
    return publish({ kind: 'signal', to: r.peer.userId, signal });
  }

  function onRoomEvent(message: string) {
    const r = room;
    if (!r || closed) return;
    let event: RoomEvent;
    try {
      event = JSON.parse(message) as RoomEvent;
    } catch {
      return;
    }
    if (event.kind === 'signal' && event.to === r.self.userId) {
      send({ type: 'signal', signal: event.signal });
    } else if (event.kind === 'presence' && event.userId === r.peer.userId) {
      send({
        type: 'presence',
        cbId: r.peer.cbId,
        online: event.online,
        ...(event.online ? { sessionID: event.sessionID ?? null } : {}),
        ...(event.left ? { left: true } : {}),
      });
    } else if (event.kind === 'chat') {
      send({ type: 'chat', message: event.message });
    } else if (event.kind === 'chat-marker' && event.to === r.self.userId) {
      send({ type: 'chat-marker', marker: event.marker, ids: event.ids, at: event.at });
    } else if (event.kind === 'board' && event.from !== nodeConn) {
      send({ type: 'board-update', update: event.update });
    } else if (event.kind === 'typing' && event.userId === r.peer.userId) {
      send({ type: 'typing', typing: event.typing });
    } else if (
      event.kind === 'replace' &&
      event.userId === r.self.userId &&
      event.connectionId !== nodeConn
    ) {
      socket.close(CLOSE_CODE.replaced, 'replaced by a newer connection');
    }
  }

  async function cleanup() {
    const r = room;
    const id = connectionId;
    connectionId = null;
    if (r?.kind === 'consultation') {
      await publish({ kind: 'presence', userId: r.self.userId, online: false });
    }
    if (unsubscribe) await unsubscribe().catch(() => {});
    unsubscribe = null;
    if (!r || !id) return;
    await leaveRoom(deps.db, id, now());
    const stillHere = await isPresent(deps.db, r.bookingId, r.self.userId, now());
    if (!stillHere)
      await publish({
        kind: 'presence',
        userId: r.self.userId,
        online: false,
        ...(left ? { left: true } : {}),
      });
  }

  let settle!: () => void;
  const handle = {
    close: () => {
      socket.close(1012, 'service restart');
      setTimeout(() => socket.terminate(), 1000).unref();
    },
    settled: new Promise<void>((r) => (settle = r)),
  };
  openCallSockets.add(handle);

  socket.on('close', () => {
    closed = true;
    clearTimeout(authTimer);
    stopHeartbeat();
    stopWatchingSession?.();
    // The leave is written after the messages still in hand; shutdown waits for it (settled).
    afterMessages(() =>
      cleanup().finally(() => {
        openCallSockets.delete(handle);
        settle();
      }),
    );
  });
  socket.on('error', (err) => deps.log.warn({ err }, 'call socket error'));
}
