// The inbox client: UI-free, on the same socket and clock ports as the call SDK, so it runs in the
// page, in unit tests with fakes and a fake clock, and in the benchmark with Node. It authenticates
// by its first message, reconnects after a drop with the server time of the last change it saw
// (the server answers what changed since), keeps every message written while offline in an outbox
// that goes out once it is back online (a resend carries the same clientId, so it lands once), and
// marks a send that the server refused "not sent" with the server's reason. A delivered receipt is
// sent for every message from the other person that reaches it (mentorship-policies-video §5).
import type { Clock, OpenSocket, SocketPort } from '../call/client';
import type { MessageDto } from '../contract/conversations';
import { MESSAGING_TEXT } from '../rules/messaging';
import type { InboxClientMessage, InboxServerMessage } from './protocol';

export type InboxConnection = 'idle' | 'connecting' | 'online' | 'offline';

export interface OutboxEntry {
  clientId: string;
  conversationId: string;
  body: string;
  /** queued: waits for the connection; sending: sent, not yet confirmed; failed: refused. */
  status: 'queued' | 'sending' | 'failed';
  reason: string | null;
  /** When it was written (the page shows it in place until the server's copy arrives). */
  createdAt: number;
}

export interface InboxEvents {
  connection: (state: InboxConnection) => void;
  /** A new or changed message (the sender's own echo included), with the sender's notice. */
  message: (message: MessageDto, notice: string | null) => void;
  /** What changed while the page was away (after a reconnect). */
  sync: (messages: MessageDto[], more: boolean) => void;
  marker: (m: {
    conversationId: string;
    marker: 'delivered' | 'read';
    ids: string[];
    at: string;
  }) => void;
  typing: (t: { conversationId: string; userId: string; typing: boolean }) => void;
  conversation: (conversationId: string) => void;
  outbox: (entries: readonly OutboxEntry[]) => void;
  /** The server refused the connection itself (an expired session): no more reconnects. */
  refused: (reason: string) => void;
}

type Listener<K extends keyof InboxEvents> = InboxEvents[K];

/** Waits before reconnecting: 1 s, 2 s, 4 s, … at most 10 s. */
const BACKOFF_MS = [1000, 2000, 4000, 8000, 10_000];
/** A silent connection is pinged this often, and given up after three silent periods. */
const PING_MS = 15_000;

export class InboxClient {
  private socket: SocketPort | null = null;
  private started = false;
  private stopped = false;
  private attempts = 0;
  private reconnectTimer: unknown = null;
  private pingTimer: unknown = null;
  private lastHeard = 0;
  private lastChange: string | null = null;
  private entries: OutboxEntry[] = [];
  private listeners: { [K in keyof InboxEvents]?: Array<Listener<K>> } = {};
  state: InboxConnection = 'idle';

  constructor(
    private readonly opts: {
      openSocket: OpenSocket;
      clock: Clock;
      token: () => string | null;
      newId: () => string;
    },
  ) {}

  on<K extends keyof InboxEvents>(event: K, fn: Listener<K>): () => void {
    const list = (this.listeners[event] ??= []) as Array<Listener<K>>;
    list.push(fn);
    return () => {
      const i = list.indexOf(fn);
      if (i >= 0) list.splice(i, 1);
    };
  }

  private emit<K extends keyof InboxEvents>(event: K, ...args: Parameters<InboxEvents[K]>) {
    for (const fn of (this.listeners[event] ?? []) as Array<(...a: unknown[]) => void>) fn(...args);
  }

  get outbox(): readonly OutboxEntry[] {
    return this.entries;
  }

  connect(): void {
    this.started = true;
    this.stopped = false;
    this.open();
  }

  /** Reconnects at once (the browser says it is back online). */
  reconnectNow(): void {
    if (!this.started || this.stopped || this.state === 'online' || this.state === 'connecting')
      return;
    this.opts.clock.clearTimeout(this.reconnectTimer);
    this.open();
  }

  disconnect(): void {
    this.stopped = true;
    this.opts.clock.clearTimeout(this.reconnectTimer);
    this.opts.clock.clearTimeout(this.pingTimer);
    this.socket?.close();
    this.socket = null;
    this.setState('idle');
  }

  /**
   * Queues a message and sends it when online. Returns its clientId. As the SDK's send, it needs
   * connect() first ("You are not connected to chat. Please call 'connect' function first").
   */
  send(conversationId: string, body: string): string {
    if (!this.started) throw new Error(MESSAGING_TEXT.notConnected);
    const entry: OutboxEntry = {
      clientId: this.opts.newId(),
      conversationId,
      body,
      status: 'queued',
      reason: null,
      createdAt: this.opts.clock.now(),
    };
    this.entries = [...this.entries, entry];
    if (this.state === 'online') this.transmit(entry);
    this.emit('outbox', this.entries);
    return entry.clientId;
  }

  /** Tries a refused message again (a new attempt of the same clientId). */
  retry(clientId: string): void {
    this.update(clientId, { status: 'queued', reason: null });
    const entry = this.entries.find((e) => e.clientId === clientId);
    if (entry && this.state === 'online') this.transmit(entry);
  }

  discard(clientId: string): void {
    this.entries = this.entries.filter((e) => e.clientId !== clientId);
    this.emit('outbox', this.entries);
  }

  typing(conversationId: string, typing: boolean): void {
    this.write({ type: 'dm-typing', conversationId, typing });
  }

  markRead(conversationId: string, ids: string[]): void {
    for (let i = 0; i < ids.length; i += 200)
      this.write({ type: 'dm-marker', conversationId, marker: 'read', ids: ids.slice(i, i + 200) });
  }

  private write(msg: InboxClientMessage): boolean {
    if (this.state !== 'online' || !this.socket) return false;
    this.socket.send(JSON.stringify(msg));
    return true;
  }

  private transmit(entry: OutboxEntry) {
    const { conversationId, clientId, body } = entry;
    if (this.write({ type: 'dm-send', conversationId, clientId, body }))
      this.update(clientId, { status: 'sending' });
  }

  private update(clientId: string, patch: Partial<OutboxEntry>) {
    this.entries = this.entries.map((e) => (e.clientId === clientId ? { ...e, ...patch } : e));
    this.emit('outbox', this.entries);
  }

  private setState(state: InboxConnection) {
    if (this.state === state) return;
    this.state = state;
    this.emit('connection', state);
  }

  private open() {
    const token = this.opts.token();
    if (!token) return this.setState('offline');
    this.setState('connecting');
    const socket = this.opts.openSocket({
      onOpen: () => {
        this.lastHeard = this.opts.clock.now();
        const auth: InboxClientMessage = {
          type: 'inbox-auth',
          token,
          ...(this.lastChange ? { since: this.lastChange } : {}),
        };
        socket.send(JSON.stringify(auth));
      },
      onMessage: (data) => {
        if (this.socket !== socket) return;
        this.lastHeard = this.opts.clock.now();
        let msg: InboxServerMessage;
        try {
          msg = JSON.parse(data) as InboxServerMessage;
        } catch {
          return;
        }
        this.receive(msg);
      },
      onClose: () => {
        if (this.socket !== socket) return;
        this.socket = null;
        this.opts.clock.clearTimeout(this.pingTimer);
        // Unconfirmed sends go again once back (same clientId: stored once).
        this.entries = this.entries.map((e) =>
          e.status === 'sending' ? { ...e, status: 'queued' } : e,
        );
        this.emit('outbox', this.entries);
        this.setState('offline');
        if (!this.stopped) this.scheduleReconnect();
      },
    });
    this.socket = socket;
  }

  private scheduleReconnect() {
    const wait = BACKOFF_MS[Math.min(this.attempts, BACKOFF_MS.length - 1)]!;
    this.attempts++;
    this.reconnectTimer = this.opts.clock.setTimeout(() => this.open(), wait);
  }

  private keepAlive() {
    this.opts.clock.clearTimeout(this.pingTimer);
    this.pingTimer = this.opts.clock.setTimeout(() => {
      if (this.state !== 'online') return;
      if (this.opts.clock.now() - this.lastHeard > PING_MS * 3) {
        this.socket?.close();
        return;
      }
      this.write({ type: 'ping' });
      this.keepAlive();
    }, PING_MS);
  }

  private seen(m: MessageDto) {
    if (!this.lastChange || m.changedAt > this.lastChange) this.lastChange = m.changedAt;
    if (m.mine) {
      if (this.entries.some((e) => e.clientId === m.clientId)) {
        this.entries = this.entries.filter((e) => e.clientId !== m.clientId);
        this.emit('outbox', this.entries);
      }
    }
  }

  private receive(msg: InboxServerMessage) {
    switch (msg.type) {
      case 'inbox-ready':
        this.attempts = 0;
        this.setState('online');
        this.keepAlive();
        for (const e of this.entries) if (e.status === 'queued') this.transmit(e);
        return;
      case 'dm-message': {
        this.seen(msg.message);
        this.emit('message', msg.message, msg.notice ?? null);
        this.deliveredReceipts([msg.message]);
        return;
      }
      case 'dm-sync':
        for (const m of msg.messages) this.seen(m);
        this.emit('sync', msg.messages, msg.more);
        this.deliveredReceipts(msg.messages);
        return;
      case 'dm-refused':
        if (msg.clientId && this.entries.some((e) => e.clientId === msg.clientId))
          this.update(msg.clientId, { status: 'failed', reason: msg.reason });
        return;
      case 'dm-marker': {
        const { conversationId, marker, ids, at } = msg;
        if (!this.lastChange || at > this.lastChange) this.lastChange = at;
        this.emit('marker', { conversationId, marker, ids, at });
        return;
      }
      case 'dm-typing':
        this.emit('typing', {
          conversationId: msg.conversationId,
          userId: msg.userId,
          typing: msg.typing,
        });
        return;
      case 'dm-conversation':
        this.emit('conversation', msg.conversationId);
        return;
      case 'refused':
        this.stopped = true;
        this.emit('refused', msg.reason);
        return;
      case 'pong':
        return;
    }
  }

  /** Delivered receipts for the other person's messages that had none (not for deleted ones). */
  private deliveredReceipts(messages: MessageDto[]) {
    const byConversation = new Map<string, string[]>();
    for (const m of messages) {
      if (m.mine || m.deliveredAt || m.deleted) continue;
      byConversation.set(m.conversationId, [...(byConversation.get(m.conversationId) ?? []), m.id]);
    }
    for (const [conversationId, ids] of byConversation)
      this.write({
        type: 'dm-marker',
        conversationId,
        marker: 'delivered',
        ids: ids.slice(0, 200),
      });
  }
}
