// What every socket of the live endpoint does alike (the class call room and the inbox): a
// heartbeat that pings and drops a silent connection, messages handled one at a time in order,
// and the reading of a frame as JSON text.
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { HEARTBEAT_SECONDS } from '@tm/shared/call/constants';
import { CLOSE_CODE } from '@tm/shared/call/protocol';

/**
 * Pings every heartbeat and closes a connection silent for three (no message, no pong); `onBeat`
 * runs on every beat while it lives. Returns the stop function (call it on close).
 */
export function startHeartbeat(socket: WebSocket, onBeat: () => void): () => void {
  let lastHeard = Date.now();
  const heard = () => {
    lastHeard = Date.now();
  };
  socket.on('pong', heard);
  socket.on('message', heard);
  const beat = setInterval(() => {
    if (Date.now() - lastHeard > HEARTBEAT_SECONDS * 3 * 1000) {
      socket.close(CLOSE_CODE.heartbeat, 'heartbeat timeout');
      return;
    }
    if (socket.readyState === socket.OPEN) socket.ping();
    onBeat();
  }, HEARTBEAT_SECONDS * 1000);
  return () => clearInterval(beat);
}

/**
 * Handles the socket's messages one at a time, in order (authentication finishes before the next
 * message is read). A handler that throws closes the socket as a server error, logged. Returns a
 * function that queues more work after the messages in flight (the close's clean-up).
 */
export function handleInOrder(
  socket: WebSocket,
  log: FastifyBaseLogger,
  what: string,
  handle: (raw: unknown, isBinary: boolean) => Promise<void>,
): (after: () => Promise<void>) => void {
  let queue = Promise.resolve();
  socket.on('message', (raw, isBinary) => {
    queue = queue
      .then(() => handle(raw, isBinary))
      .catch((err) => {
        log.error({ err }, `${what} failed`);
        socket.close(1011, 'server error');
      });
  });
  return (after) => {
    queue = queue.then(after).catch((err) => log.error({ err }, `${what} close failed`));
  };
}

/** A frame's JSON, or undefined for a binary, oversized or malformed one. */
export function readJsonFrame(raw: unknown, isBinary: boolean, maxBytes: number): unknown {
  const text = Buffer.isBuffer(raw) ? raw.toString('utf8') : String(raw);
  if (isBinary || text.length > maxBytes) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
