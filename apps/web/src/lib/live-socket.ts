// The browser side of the live socket's ports (GET /api/calls/ws), shared by the call page and the
// inbox: the WebSocket and the clock, as the UI-free clients in @tm/shared expect them.
import type { Clock, OpenSocket } from '@tm/shared/call/client';

export const browserClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => window.setTimeout(fn, ms),
  clearTimeout: (h) => window.clearTimeout(h as number),
};

export function liveSocketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}/api/calls/ws`;
}

export const openBrowserSocket: OpenSocket = (hooks) => {
  const ws = new WebSocket(liveSocketUrl());
  ws.onopen = () => hooks.onOpen();
  ws.onmessage = (e) => {
    if (typeof e.data === 'string') hooks.onMessage(e.data);
  };
  ws.onclose = (e) => hooks.onClose(e.code, e.reason);
  return { send: (d) => ws.send(d), close: () => ws.close() };
};
