// Our call SDK: UI-free and typed. It owns the signalling socket (auth by first message,
// heartbeats, reconnect and resume) and one call session (state machine of session-state.ts, peer
// connection rule of peer-state.ts, dialing, answer and waiting timers). The browser's WebRTC and
// WebSocket come in through two small ports, so the same client runs in tests with fakes and a
// fake clock, in the page with the real browser, and in the bench with Node.
import {
  CALL_TYPE,
  DEFAULT_CALL_TIMINGS,
  HEARTBEAT_SECONDS,
  RECONNECT_INTERVAL_SECONDS,
  type CallTimings,
  type CallType,
} from './constants';
import { CALL_MSG } from './messages';
import { PEER_STATE_RULES, type PeerState, type SessionReport } from './peer-state';
import type {
  CallParty,
  ChatMessage,
  CallRole,
  ClientMessage,
  IceCandidateInit,
  Sdp,
  ServerMessage,
  Signal,
  SignalType,
} from './protocol';
import {
  mayRestartIce,
  onLocalAction,
  onPeerSignal,
  type CallSessionState,
  type LocalAction,
} from './session-state';
import { waitingTimerMs } from './waiting-timer';

export interface PeerPort {
  createOffer(opts: { iceRestart: boolean }): Promise<Sdp>;
  createAnswer(): Promise<Sdp>;
  setLocalDescription(sdp: Sdp): Promise<void>;
  setRemoteDescription(sdp: Sdp): Promise<void>;
  addIceCandidate(candidate: IceCandidateInit): Promise<void>;
  close(): void;
}
export interface PeerHooks {
  onIceCandidate(candidate: IceCandidateInit): void;
  onStateChange(state: PeerState): void;
}
export type CreatePeer = (hooks: PeerHooks) => PeerPort;

export interface SocketPort {
  send(data: string): void;
  close(): void;
}
export type OpenSocket = (hooks: {
  onOpen(): void;
  onMessage(data: string): void;
  onClose(code: number, reason: string): void;
}) => SocketPort;

export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export type ConnectionState = 'connecting' | 'online' | 'disconnected';

export interface CallSession {
  ID: string;
  initiatorID: number;
  opponentsIDs: number[];
  callType: CallType;
  state: CallSessionState;
}

export type CloseReason = 'connection-lost' | 'local' | 'refused';

export interface CallClientEvents {
  connection: (state: ConnectionState) => void;
  ready: (info: {
    self: CallParty & { role: CallRole };
    peer: CallParty & { online: boolean };
  }) => void;
  reconnected: () => void;
  presence: (online: boolean) => void;
  incoming: (session: CallSession) => void;
  accepted: (session: CallSession) => void;
  rejected: (session: CallSession) => void;
  stopped: (session: CallSession) => void;
  notAnswered: (session: CallSession) => void;
  sessionState: (report: SessionReport) => void;
  iceRestart: () => void;
  /** The other person's page went away (they closed it): the call with them is over for now. */
  peerLeft: () => void;
  /** The caller calls again: the other side came back without the session (a reload). */
  recalling: () => void;
  closed: (reason: CloseReason) => void;
  refused: (reason: string) => void;
  /** Messages so far (on every ready): history, for which no markers are sent. */
  chatHistory: (messages: ChatMessage[]) => void;
  /** A live message from the other person (a delivered marker has been sent for it). */
  chatMessage: (message: ChatMessage) => void;
  /** Our own message as stored by the server (its echo): it left the offline queue. */
  chatSent: (message: ChatMessage) => void;
  chatMarker: (marker: { marker: 'delivered' | 'read'; ids: string[]; at: string }) => void;
  typing: (typing: boolean) => void;
  /** The whiteboard so far (a merged Yjs update, base64; null when empty). */
  boardState: (update: string | null) => void;
  /** The other person's change to the whiteboard. */
  boardUpdate: (update: string) => void;
  /** Our whiteboard change was not kept, and why. */
  boardRefused: (reason: string) => void;
}

export interface QueuedChat {
  clientId: string;
  body: string;
}

export interface CallClientOptions {
  /** The room's id: the booking's, or the consultation's with room=consultation. */
  bookingId: string;
  /** The sign-in token; a consultation's guest has none and gives `callKey` instead. */
  token?: string;
  room?: 'booking' | 'consultation';
  callKey?: string;
  openSocket: OpenSocket;
  createPeer: CreatePeer;
  /** Timers and time (the page passes the real ones, tests a fake clock). */
  clock: Clock;
  /** Overrides what the server sends (tests). */
  timings?: Partial<CallTimings>;
  newId?: () => string;
}

type AnyListener = (...args: never[]) => void;

export class CallClient {
  connection: ConnectionState = 'disconnected';
  session: CallSession | null = null;
  self: (CallParty & { role: CallRole }) | null = null;
  peer: (CallParty & { online: boolean }) | null = null;
  timings: CallTimings;
  peerState: PeerState = 'new';

  private readonly clock: Clock;
  private readonly listeners = new Map<keyof CallClientEvents, Set<AnyListener>>();
  private socket: SocketPort | null = null;
  private pc: PeerPort | null = null;
  private remoteSet = false;
  private pendingCandidates: IceCandidateInit[] = [];
  private localCandidates: IceCandidateInit[] = [];
  private offer: Sdp | null = null;
  private sentAt = 0;
  private timers = new Map<string, unknown>();
  private wantOpen = false;
  /** Chat messages not yet echoed by the server: sent again on every (re)connect. */
  readonly outbox: QueuedChat[] = [];
  private everReady = false;
  /** The other person left (their page said so) and has not come back yet. */
  private peerLeft = false;

  constructor(private readonly opts: CallClientOptions) {
    this.clock = opts.clock;
    this.timings = { ...DEFAULT_CALL_TIMINGS, ...opts.timings };
  }

  on<K extends keyof CallClientEvents>(event: K, fn: CallClientEvents[K]): () => void {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    const listener = fn as AnyListener;
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  }

  private emit<K extends keyof CallClientEvents>(
    event: K,
    ...args: Parameters<CallClientEvents[K]>
  ): void {
    for (const fn of this.listeners.get(event) ?? []) {
      (fn as unknown as (...a: Parameters<CallClientEvents[K]>) => void)(...args);
    }
  }

  // ---- timers ----
  private after(name: string, ms: number, fn: () => void) {
    this.cancel(name);
    this.timers.set(
      name,
      this.clock.setTimeout(() => {
        this.timers.delete(name);
        fn();
      }, ms),
    );
  }
  private cancel(name: string) {
    const h = this.timers.get(name);
    if (h !== undefined) this.clock.clearTimeout(h);
    this.timers.delete(name);
  }
  hasTimer(name: string): boolean {
    return this.timers.has(name);
  }

  // ---- connection ----
  /** Opens the socket. Resolves false when already connecting or connected (§4). */
  connect(): boolean {
    if (this.connection !== 'disconnected') return false;
    this.wantOpen = true;
    this.setConnection('connecting');
    this.socket = this.opts.openSocket({
      onOpen: () => {
        const s = this.session;
        const live = s && (s.state === 'new' || s.state === 'active');
        this.send({
          type: 'auth',
          ...(this.opts.token ? { token: this.opts.token } : {}),
          bookingId: this.opts.bookingId,
          ...(this.opts.room === 'consultation'
            ? {
                room: 'consultation' as const,
                ...(this.opts.callKey ? { key: this.opts.callKey } : {}),
              }
            : {}),
          ...(live ? { sessionID: s.ID } : {}),
        });
      },
      onMessage: (data) => this.onServerMessage(data),
      onClose: () => this.onSocketClosed(),
    });
    return true;
  }

  /** Closes everything for good (leaving the page). */
  disconnect(): void {
    this.wantOpen = false;
    if (this.session && ['new', 'active'].includes(this.session.state)) this.stop();
    this.finish('local');
    for (const name of [...this.timers.keys()]) this.cancel(name);
    const s = this.socket;
    this.socket = null;
    s?.close();
    this.setConnection('disconnected');
  }

  private setConnection(state: ConnectionState) {
    if (this.connection === state) return;
    this.connection = state;
    this.emit('connection', state);
  }

  private send(msg: ClientMessage): void {
    if (!this.socket) throw new Error(CALL_MSG.notConnected);
    this.socket.send(JSON.stringify(msg));
  }

  private heartbeat() {
    this.after('heartbeat', HEARTBEAT_SECONDS * 1000, () => {
      if (this.connection === 'online') this.send({ type: 'ping' });
      this.heartbeat();
    });
  }

  private onSocketClosed() {
    this.socket = null;
    this.cancel('heartbeat');
    this.setConnection('disconnected');
    if (!this.wantOpen) return;
    // §9: reconnect delay is the configured interval in seconds times 1000.
    this.after('reconnect', RECONNECT_INTERVAL_SECONDS * 1000, () => {
      if (this.wantOpen) this.connect();
    });
  }

  private onServerMessage(data: string) {
    let msg: ServerMessage;
    try {
      msg = JSON.parse(data) as ServerMessage;
    } catch {
      return;
    }
    switch (msg.type) {
      case 'ready': {
        this.self = msg.self;
        this.peer = msg.peer;
        this.timings = { ...msg.timings, ...this.opts.timings };
        this.setConnection('online');
        this.heartbeat();
        const again = this.everReady;
        this.everReady = true;
        this.emit('ready', { self: msg.self, peer: msg.peer });
        // §4: messages queued before the connection are flushed once online.
        for (const q of this.outbox) this.send({ type: 'chat', ...q });
        if (again) {
          this.emit('reconnected');
          this.resume();
        }
        return;
      }
      case 'presence':
        if (this.peer) this.peer.online = msg.online;
        this.emit('presence', msg.online);
        if (!msg.online && msg.left) return this.onPeerLeft();
        if (msg.online && this.peerLeft) return this.recallAfterLeave();
        if (msg.online && msg.sessionID !== undefined) this.recallIfLost(msg.sessionID);
        return;
      case 'refused':
        this.wantOpen = false;
        this.emit('refused', msg.reason);
        return;
      case 'signal':
        void this.onSignal(msg.signal);
        return;
      case 'pong':
        return;
      case 'chat-history':
        this.emit('chatHistory', msg.messages);
        return;
      case 'chat': {
        const m = msg.message;
        if (m.senderId === this.self?.userId) {
          // Our own echo: not an incoming message, only the server's receipt of ours.
          const i = this.outbox.findIndex((q) => q.clientId === m.clientId);
          if (i >= 0) this.outbox.splice(i, 1);
          this.emit('chatSent', m);
          return;
        }
        this.send({ type: 'chat-marker', marker: 'delivered', ids: [m.id] });
        this.emit('chatMessage', m);
        return;
      }
      case 'chat-marker':
        this.emit('chatMarker', { marker: msg.marker, ids: msg.ids, at: msg.at });
        return;
      case 'typing':
        this.emit('typing', msg.typing);
        return;
      case 'board-state':
        this.emit('boardState', msg.update);
        return;
      case 'board-update':
        this.emit('boardUpdate', msg.update);
        return;
      case 'board-refused':
        this.emit('boardRefused', msg.reason);
        return;
    }
  }

  /** The other person left on purpose: no drop to wait out, the session is over on both sides. */
  private onPeerLeft() {
    this.peerLeft = true;
    const s = this.session;
    if (s && (s.state === 'new' || s.state === 'active')) this.finish('local');
    this.emit('peerLeft');
  }

  /** They are back after leaving: the caller calls them again (the callee waits for it). */
  private recallAfterLeave() {
    this.peerLeft = false;
    const s = this.session;
    if (!this.self || this.self.role !== 'tutor') return;
    if (s && (s.state === 'new' || s.state === 'active')) return;
    this.emit('recalling');
    this.call(s?.callType ?? CALL_TYPE.video).catch(() => this.emit('closed', 'connection-lost'));
  }

  /** The page is going away: says so to the other side, then closes everything. */
  leave(): void {
    if (this.connection === 'online') {
      try {
        this.send({ type: 'leave' });
      } catch {
        // The socket is already gone: the server notices the close.
      }
    }
    // Not `stop`: the other side may wait for this person to come back.
    this.wantOpen = false;
    this.finish('local');
    for (const name of [...this.timers.keys()]) this.cancel(name);
    const sock = this.socket;
    this.socket = null;
    sock?.close();
    this.setConnection('disconnected');
  }

  /** After a reconnect: a caller still dialling re-sends, an active offerer restarts ICE. */
  private resume() {
    const s = this.session;
    if (!s || !this.self) return;
    if (s.state === 'new' && s.initiatorID === this.self.cbId) this.dial();
    if (s.state === 'active' && mayRestartIce(s, this.self.cbId)) void this.restartIce();
  }

  /**
   * The other person is back with a different session (null after a reload of their page): the
   * session we hold is dead on their side, so the caller drops it and calls again.
   */
  private recallIfLost(peerSessionID: string | null) {
    const s = this.session;
    if (!s || !this.self || s.state !== 'active' || peerSessionID === s.ID) return;
    if (s.initiatorID !== this.self.cbId) return;
    this.finish('local');
    this.emit('recalling');
    this.call(s.callType).catch(() => this.emit('closed', 'connection-lost'));
  }

  // ---- chat ----
  /** Sends a chat message now, or queues it until the connection is back. Returns its clientId. */
  sendMessage(body: string): string {
    const clientId = this.newId();
    this.outbox.push({ clientId, body });
    if (this.connection === 'online') this.send({ type: 'chat', clientId, body });
    return clientId;
  }

  markRead(ids: string[]): void {
    if (ids.length && this.connection === 'online')
      this.send({ type: 'chat-marker', marker: 'read', ids: ids.slice(0, 200) });
  }

  setTyping(typing: boolean): void {
    if (this.connection === 'online') this.send({ type: 'typing', typing });
  }

  // ---- whiteboard ----
  /** Asks for the board so far (answered with boardState). False while offline. */
  requestBoard(): boolean {
    if (this.connection !== 'online') return false;
    this.send({ type: 'board-sync' });
    return true;
  }

  /**
   * Sends a whiteboard change (a Yjs update, base64). False while offline: the board sends its
   * whole state again on the next `ready`, and Yjs merges what the server already has.
   */
  sendBoardUpdate(update: string): boolean {
    if (this.connection !== 'online') return false;
    this.send({ type: 'board-update', update });
    return true;
  }

  // ---- outgoing ----
  private signal(type: SignalType, extra: Partial<Signal> = {}): void {
    const s = this.session;
    if (!s) return;
    this.send({
      type: 'signal',
      signal: {
        signalType: type,
        sessionID: s.ID,
        callType: s.callType,
        callerID: s.initiatorID,
        opponentsIDs: s.opponentsIDs,
        userInfo: { bookingId: this.opts.bookingId },
        ...extra,
      },
    });
  }

  private newId(): string {
    return (
      this.opts.newId?.() ??
      `${this.clock.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`
    );
  }

  private makePeer(): PeerPort {
    this.remoteSet = false;
    this.peerState = 'new';
    const pc = this.opts.createPeer({
      onIceCandidate: (c) => {
        this.localCandidates.push(c);
        if (this.connection === 'online') this.signal('candidate', { iceCandidates: [c] });
      },
      onStateChange: (state) => this.onPeerState(state),
    });
    this.pc = pc;
    return pc;
  }

  /** The tutor calls the other person of the booking (§2: the tutor starts the call). */
  async call(callType: CallType = CALL_TYPE.video): Promise<CallSession> {
    if (this.connection !== 'online' || !this.self) throw new Error(CALL_MSG.notConnected);
    const opponents = this.peer ? [this.peer.cbId] : [];
    if (opponents.length === 0) throw new Error(CALL_MSG.noOpponents);
    this.session = {
      ID: this.newId(),
      initiatorID: this.self.cbId,
      opponentsIDs: opponents,
      callType,
      state: 'new',
    };
    this.localCandidates = [];
    const pc = this.makePeer();
    const offer = await pc.createOffer({ iceRestart: false });
    await pc.setLocalDescription(offer);
    this.offer = offer;
    this.sentAt = this.clock.now();
    this.dial();
    this.after('answer', this.timings.answerTimeInterval * 1000, () => {
      const s = this.session;
      if (!s || s.state !== 'new') return;
      this.signal('stop');
      this.finish('local');
      this.emit('notAnswered', s);
    });
    return this.session;
  }

  /** Sends the call now and again every dialing interval until answered (late joiners hear it). */
  private dial() {
    const s = this.session;
    if (!s || s.state !== 'new' || !this.offer) return;
    if (this.connection === 'online') {
      this.signal('call', {
        sdp: this.offer,
        iceCandidates: this.localCandidates.slice(0, 50),
        sentAt: this.sentAt,
      });
    }
    this.after('dialing', this.timings.dialingTimeInterval * 1000, () => this.dial());
  }

  /** The callee answers the incoming call. */
  async accept(): Promise<void> {
    const s = this.session;
    if (!s || !this.offer) return;
    const step = onLocalAction(s.state, 'accept');
    if (!step.allowed) return;
    s.state = step.to;
    this.cancel('waiting');
    const pc = this.makePeer();
    await pc.setRemoteDescription(this.offer);
    this.remoteSet = true;
    await this.flushCandidates();
    const answer = await pc.createAnswer();
    await pc.setLocalDescription(answer);
    this.signal('accept', { sdp: answer });
  }

  reject(): void {
    this.local('reject', 'reject');
  }

  /** Ends the call for both sides. */
  stop(): void {
    this.local('stop', 'stop');
  }

  private local(action: LocalAction, signal: SignalType) {
    const s = this.session;
    if (!s) return;
    const step = onLocalAction(s.state, action);
    if (!step.allowed) return;
    s.state = step.to;
    if (this.connection === 'online') this.signal(signal);
    this.finish('local');
  }

  /** ICE restart: only the offering side starts one (§4). */
  async restartIce(): Promise<boolean> {
    const s = this.session;
    if (!s || !this.pc || !this.self || s.state !== 'active') return false;
    if (!mayRestartIce(s, this.self.cbId)) return false;
    if (this.connection !== 'online') return false;
    const pc = this.pc;
    const offer = await pc.createOffer({ iceRestart: true });
    await pc.setLocalDescription(offer);
    if (this.pc !== pc || this.connection !== 'online') return false;
    this.signal('restart', { sdp: offer });
    this.emit('iceRestart');
    return true;
  }

  // ---- incoming ----
  private async onSignal(sig: Signal) {
    if (!this.self) return;
    if (sig.signalType === 'call') return this.onCall(sig);
    const s = this.session;
    if (!s || s.ID !== sig.sessionID) return;
    const { action, to } = onPeerSignal(s.state, sig.signalType);
    if (action === 'ignore') return;
    if (action === 'stop') {
      this.signal('stop');
      return;
    }
    s.state = to;
    switch (sig.signalType) {
      case 'accept':
        this.cancel('dialing');
        this.cancel('answer');
        if (sig.sdp && this.pc) {
          await this.pc.setRemoteDescription(sig.sdp);
          this.remoteSet = true;
          await this.flushCandidates();
        }
        this.emit('accepted', s);
        return;
      case 'reject':
        this.finish('local');
        this.emit('rejected', s);
        return;
      case 'stop':
        this.finish('local');
        this.emit('stopped', s);
        return;
      case 'candidate':
        for (const c of sig.iceCandidates ?? []) this.pendingCandidates.push(c);
        await this.flushCandidates();
        return;
      case 'restart':
        if (!this.pc || !sig.sdp) return;
        await this.pc.setRemoteDescription(sig.sdp);
        {
          const answer = await this.pc.createAnswer();
          await this.pc.setLocalDescription(answer);
          this.signal('restart-accept', { sdp: answer });
        }
        return;
      case 'restart-accept':
        if (this.pc && sig.sdp) await this.pc.setRemoteDescription(sig.sdp);
        return;
    }
  }

  private onCall(sig: Signal) {
    const s = this.session;
    if (s && s.ID === sig.sessionID) return; // the dialer's repeat of a call we already have
    // A new session from the caller of ours replaces it (the caller reloaded or re-called);
    // from anyone else we are busy.
    const replaces = s !== null && sig.callerID === s.initiatorID;
    if (s && (s.state === 'new' || s.state === 'active') && !replaces) return;
    if (s && replaces) this.finish('local');
    if (!sig.sdp) return;
    this.closePeer();
    this.session = {
      ID: sig.sessionID,
      initiatorID: sig.callerID,
      opponentsIDs: sig.opponentsIDs,
      callType: sig.callType,
      state: 'new',
    };
    this.offer = sig.sdp;
    this.pendingCandidates = [...(sig.iceCandidates ?? [])];
    const waited = sig.sentAt === undefined ? 0 : this.clock.now() - sig.sentAt;
    this.after('waiting', waitingTimerMs(this.timings.answerTimeInterval * 1000, waited), () => {
      const cur = this.session;
      if (cur && cur.ID === sig.sessionID && cur.state === 'new') {
        this.finish('local');
        this.emit('notAnswered', cur);
      }
    });
    this.emit('incoming', this.session);
  }

  private async flushCandidates() {
    if (!this.pc || !this.remoteSet) return;
    const list = this.pendingCandidates;
    this.pendingCandidates = [];
    for (const c of list) {
      try {
        await this.pc.addIceCandidate(c);
      } catch {
        // A candidate from an earlier ICE generation: harmless to drop.
      }
    }
  }

  private onPeerState(state: PeerState) {
    this.peerState = state;
    const rule = PEER_STATE_RULES[state];
    this.emit('sessionState', rule.report);
    if (rule.reconnectWait === 'cancel') this.cancel('reconnect-wait');
    if (rule.reconnectWait === 'start' && !this.hasTimer('reconnect-wait')) {
      this.after('reconnect-wait', this.timings.disconnectTimeInterval * 1000, () => {
        // The wait is over: release the connection; with every connection closed the session closes.
        this.closePeer();
        const s = this.session;
        if (s && s.state !== 'closed') s.state = 'closed';
        this.emit('sessionState', 'closed');
        this.emit('closed', 'connection-lost');
      });
    }
    if (rule.iceRestart) void this.restartIce();
  }

  private closePeer() {
    const pc = this.pc;
    this.pc = null;
    this.remoteSet = false;
    pc?.close();
  }

  /** Ends the session locally: timers stopped, connection released, state closed. */
  private finish(_reason: CloseReason) {
    for (const t of ['dialing', 'answer', 'waiting', 'reconnect-wait']) this.cancel(t);
    this.closePeer();
    // A rejected or stopped session keeps that state; a live one that ends otherwise is closed.
    const s = this.session;
    if (s && (s.state === 'new' || s.state === 'active')) s.state = 'closed';
  }
}
