// A raw inbox socket for the tests: connects to /api/calls/ws, authenticates with `inbox-auth`, and
// records what the server sends, with a waiter for the next message of a kind.
import WebSocket from 'ws';
import type { InboxServerMessage } from '@tm/shared/conversations/protocol';

export class InboxSocket {
  ws: WebSocket;
  inbox: InboxServerMessage[] = [];
  closed: Promise<number>;
  private waiters: Array<() => void> = [];

  constructor(url: string) {
    this.ws = new WebSocket(url);
    this.ws.on('message', (d) => {
      this.inbox.push(JSON.parse(String(d)) as InboxServerMessage);
      for (const w of this.waiters.splice(0)) w();
    });
    this.closed = new Promise((r) => this.ws.on('close', (code) => r(code)));
  }

  static async open(url: string, token: string | null, since?: string) {
    const s = new InboxSocket(url);
    await new Promise((r) => s.ws.once('open', r));
    if (token) {
      s.send({ type: 'inbox-auth', token, ...(since ? { since } : {}) });
      await s.next('inbox-ready');
    }
    return s;
  }

  send(m: unknown) {
    this.ws.send(JSON.stringify(m));
  }

  /** The next message of `type` matching `where` (taken out of the inbox). */
  async next<T extends InboxServerMessage['type']>(
    type: T,
    where: (m: Extract<InboxServerMessage, { type: T }>) => boolean = () => true,
    timeoutMs = 5000,
  ): Promise<Extract<InboxServerMessage, { type: T }>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const i = this.inbox.findIndex(
        (m) => m.type === type && where(m as Extract<InboxServerMessage, { type: T }>),
      );
      if (i >= 0) return this.inbox.splice(i, 1)[0] as Extract<InboxServerMessage, { type: T }>;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${type}; got ${JSON.stringify(this.inbox)}`);
      await new Promise<void>((r) => {
        const t = setTimeout(r, left);
        this.waiters.push(() => {
          clearTimeout(t);
          r();
        });
      });
    }
  }

  close() {
    this.ws.close();
    return this.closed;
  }
}
