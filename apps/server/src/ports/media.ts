// The media port: video rooms for group classes on Janus (WebRTC media gateway, VideoRoom plugin).
// Unset JANUS_URL: 'none' (group classes are not enabled; 1:1 classes stay peer to peer). With one
// or more Janus servers, each batch's room lives on one of them, chosen by `chooseServer` when the
// room is first made and stored on the batch, so any API node admits participants to the same one.
//
// The client speaks Janus's JSON API over its WebSocket transport (subprotocol `janus-protocol`)
// with `ws`, already a dependency: a session, a VideoRoom handle, a keepalive every 25 s, and the
// three plugin requests we need (create, allowed, destroy). See docs/decisions/group-classes.md for
// why not janode.
import crypto from 'node:crypto';
import WebSocket from 'ws';

export const JANUS_KEEPALIVE_MS = 25_000;
const REQUEST_TIMEOUT_MS = 10_000;

export class MediaServerError extends Error {}

export interface RoomSpec {
  server: string;
  room: string;
  secret: string;
  pin: string;
  /** Publishers allowed at once: the seats and the tutor. */
  publishers: number;
  description: string;
}

export interface MediaPort {
  readonly kind: 'none' | 'janus';
  readonly servers: readonly string[];
  /** The server a new room goes to (one room per server; several rooms share a server). */
  chooseServer(roomKey: string): string;
  /** Makes the room if it does not exist (idempotent), with its secret, pin and token check. */
  ensureRoom(spec: RoomSpec): Promise<void>;
  /** Adds participants' tokens to the room's allowed list. */
  allow(spec: Pick<RoomSpec, 'server' | 'room' | 'secret'>, tokens: string[]): Promise<void>;
  destroyRoom(spec: Pick<RoomSpec, 'server' | 'room' | 'secret'>): Promise<void>;
  /** Every server answers `info` (for /api/ready). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const noMedia: MediaPort = {
  kind: 'none',
  servers: [],
  chooseServer() {
    throw new MediaServerError('group classes are not enabled');
  },
  async ensureRoom() {
    throw new MediaServerError('group classes are not enabled');
  },
  async allow() {
    throw new MediaServerError('group classes are not enabled');
  },
  async destroyRoom() {},
  async ping() {},
  async close() {},
};

type Json = Record<string, unknown>;

/** One WebSocket connection to one Janus server, with a session and a VideoRoom handle. */
class JanusConnection {
  private ws: WebSocket | null = null;
  private pending = new Map<string, { resolve: (m: Json) => void; reject: (e: Error) => void }>();
  private sessionId: number | null = null;
  private handleId: number | null = null;
  private keepalive: NodeJS.Timeout | null = null;
  private opening: Promise<void> | null = null;

  constructor(
    readonly url: string,
    private readonly apiSecret?: string,
  ) {}

  private send(body: Json): Promise<Json> {
    const ws = this.ws;
    if (!ws || ws.readyState !== WebSocket.OPEN)
      return Promise.reject(new MediaServerError(`Janus ${this.url} is not connected`));
    const transaction = crypto.randomBytes(8).toString('hex');
    const msg = { ...body, transaction, ...(this.apiSecret ? { apisecret: this.apiSecret } : {}) };
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(transaction);
        reject(new MediaServerError(`Janus ${this.url} did not answer ${String(body.janus)}`));
      }, REQUEST_TIMEOUT_MS);
      this.pending.set(transaction, {
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m);
        },
        reject: (e) => {
          clearTimeout(timer);
          reject(e);
        },
      });
      ws.send(JSON.stringify(msg));
    });
  }

  private onMessage(raw: WebSocket.RawData) {
    let msg: Json;
    try {
      msg = JSON.parse(raw.toString()) as Json;
    } catch {
      return;
    }
    const t = typeof msg.transaction === 'string' ? msg.transaction : null;
    // `ack` precedes the real answer of asynchronous requests; plugin requests we use are sync.
    if (!t || msg.janus === 'ack') return;
    const p = this.pending.get(t);
    if (!p) return;
    this.pending.delete(t);
    if (msg.janus === 'error') {
      const e = msg.error as { code?: number; reason?: string } | undefined;
      p.reject(new MediaServerError(`Janus error ${e?.code ?? '?'}: ${e?.reason ?? 'unknown'}`));
    } else p.resolve(msg);
  }

  private drop(reason: string) {
    if (this.keepalive) clearInterval(this.keepalive);
    this.keepalive = null;
    this.ws = null;
    this.sessionId = null;
    this.handleId = null;
    this.opening = null;
    for (const p of this.pending.values()) p.reject(new MediaServerError(reason));
    this.pending.clear();
  }

  /** Connects, creates a session and attaches the VideoRoom plugin (once; again after a drop). */
  open(): Promise<void> {
    this.opening ??= (async () => {
      const ws = new WebSocket(this.url, 'janus-protocol');
      await new Promise<void>((resolve, reject) => {
        ws.once('open', () => resolve());
        ws.once('error', (err) =>
          reject(new MediaServerError(`Janus ${this.url}: ${err.message}`)),
        );
      });
      this.ws = ws;
      ws.on('message', (m) => this.onMessage(m));
      ws.on('close', () => this.drop(`Janus ${this.url} closed the connection`));
      ws.on('error', () => undefined);
      const created = await this.send({ janus: 'create' });
      this.sessionId = (created.data as { id: number }).id;
      const attached = await this.send({
        janus: 'attach',
        session_id: this.sessionId,
        plugin: 'janus.plugin.videoroom',
      });
      this.handleId = (attached.data as { id: number }).id;
      this.keepalive = setInterval(() => {
        void this.send({ janus: 'keepalive', session_id: this.sessionId }).catch(() => undefined);
      }, JANUS_KEEPALIVE_MS);
      this.keepalive.unref();
    })().catch((err: unknown) => {
      this.drop(String(err));
      throw err;
    });
    return this.opening;
  }

  /** A VideoRoom request; answers its plugin data, throws on a plugin error. */
  async videoroom(body: Json): Promise<Json> {
    await this.open();
    const res = await this.send({
      janus: 'message',
      session_id: this.sessionId,
      handle_id: this.handleId,
      body,
    });
    const data = (res.plugindata as { data?: Json } | undefined)?.data ?? {};
    if (typeof data.error_code === 'number')
      throw Object.assign(
        new MediaServerError(`VideoRoom error ${data.error_code}: ${String(data.error)}`),
        {
          code: data.error_code,
        },
      );
    return data;
  }

  async info(): Promise<void> {
    await this.open();
    await this.send({ janus: 'info' });
  }

  async close(): Promise<void> {
    const ws = this.ws;
    if (ws && this.sessionId)
      await this.send({ janus: 'destroy', session_id: this.sessionId }).catch(() => undefined);
    this.drop('closed');
    ws?.close();
  }
}

/** VideoRoom's "room already exists". */
const ROOM_EXISTS = 427;

export function createJanusMedia(opts: {
  urls: string[];
  apiSecret?: string;
  adminKey?: string;
}): MediaPort {
  const connections = new Map(opts.urls.map((u) => [u, new JanusConnection(u, opts.apiSecret)]));
  const on = (server: string) => {
    const c = connections.get(server);
    if (!c) throw new MediaServerError(`Janus server ${server} is not configured`);
    return c;
  };
  return {
    kind: 'janus',
    servers: opts.urls,
    chooseServer(roomKey) {
      // A stable spread of rooms over the servers; the choice is stored with the batch, so
      // adding a server later moves no existing room.
      const h = crypto.createHash('sha256').update(roomKey).digest().readUInt32BE(0);
      return opts.urls[h % opts.urls.length]!;
    },
    async ensureRoom(spec) {
      try {
        await on(spec.server).videoroom({
          request: 'create',
          room: spec.room,
          description: spec.description.slice(0, 100),
          secret: spec.secret,
          pin: spec.pin,
          is_private: true,
          publishers: spec.publishers,
          // Room admission is by token: only tokens our server added may join.
          allowed: [],
          notify_joining: true,
          audiocodec: 'opus',
          videocodec: 'vp8',
          ...(opts.adminKey ? { admin_key: opts.adminKey } : {}),
        });
      } catch (err) {
        if ((err as { code?: number }).code !== ROOM_EXISTS) throw err;
      }
    },
    async allow(spec, tokens) {
      await on(spec.server).videoroom({
        request: 'allowed',
        room: spec.room,
        secret: spec.secret,
        action: 'add',
        allowed: tokens,
      });
    },
    async destroyRoom(spec) {
      await on(spec.server)
        .videoroom({ request: 'destroy', room: spec.room, secret: spec.secret })
        .catch(() => undefined);
    },
    async ping() {
      await Promise.all([...connections.values()].map((c) => c.info()));
    },
    async close() {
      await Promise.all([...connections.values()].map((c) => c.close()));
    },
  };
}
