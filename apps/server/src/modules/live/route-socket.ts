// The product's one socket endpoint (GET /api/calls/ws) carries two kinds of rooms: a class's call
// room (first message `auth` with a booking id, modules/calls/signalling.ts) and a person's inbox
// (first message `inbox-auth`, modules/messages/inbox-socket.ts). The first message decides which
// handler takes the socket; it is then handed to that handler as if it had just arrived, so each
// handler keeps its own rules from the first message on.
import type { WebSocket } from 'ws';
import { isInboxAuth } from '@tm/shared/conversations/protocol';

export function routeLiveSocket(
  socket: WebSocket,
  handlers: { call: (socket: WebSocket) => void; inbox: (socket: WebSocket) => void },
) {
  let routed = false;
  const route = (first?: { raw: unknown; isBinary: boolean }) => {
    if (routed) return;
    routed = true;
    clearTimeout(idle);
    socket.off('message', onFirst);
    const text =
      first && !first.isBinary
        ? Buffer.isBuffer(first.raw)
          ? first.raw.toString('utf8')
          : String(first.raw)
        : '';
    (first && isInboxAuth(text) ? handlers.inbox : handlers.call)(socket);
    if (first) socket.emit('message', first.raw, first.isBinary);
  };
  const onFirst = (raw: unknown, isBinary: boolean) => route({ raw, isBinary });
  socket.on('message', onFirst);
  // A socket that says nothing is the call handler's to time out (its own auth timer), as before.
  const idle = setTimeout(() => route(), 2_000);
  socket.once('close', () => clearTimeout(idle));
}
