// The call page's engine (mentorship-policies-video §4, §5, §8), UI-free: the start-up checks,
// the camera for the tutor before calling, our call SDK, the chat-connection poll and the page
// status (rule nextPageStatus). Every failure that ends a call is recorded here as data
// (call-failure.ts, which words it), so each one is tested with fake ports and a fake clock; the
// React hook only renders what it reports.
import type { CallClient, Clock } from './client';
import { CHAT_POLL } from './constants';
import {
  describeCallFailure,
  mediaProblem,
  requestFailure,
  type CallFailure,
} from './call-failure';
import { nextPageStatus, type CallPageEvent, type CallPageStatus } from './page-status';
import type { CallRole } from './protocol';

/** A getUserMedia refusal the user can fix by allowing the camera and microphone. */
export function isPermissionError(err: unknown): boolean {
  return mediaProblem(err) === 'denied';
}

export interface CallPageOptions<Ice> {
  role: CallRole;
  clock: Clock;
  /** RTCPeerConnection and getUserMedia exist. */
  hasWebRtc: boolean;
  getIceServers(): Promise<Ice[]>;
  /** Gets the camera and microphone; false when the page went away meanwhile. */
  getMedia(): Promise<boolean>;
  hasMedia(): boolean;
  /** Builds the SDK client with these ICE servers (its socket is opened by the engine). */
  makeClient(iceServers: Ice[]): CallClient;
  /** Called with the client before it connects (the page wires the chat to it). */
  onClient?(client: CallClient): void;
  /** The status, the ending message, or the reconnecting flag changed. */
  onChange(page: CallPage<Ice>): void;
}

export class CallPage<Ice = unknown> {
  status: CallPageStatus = 'connecting';
  /** Why the call ended, when it failed (null: still on, or ended by a person: "Call Ended"). */
  failure: CallFailure | null = null;
  /** The §8 text of the failure (describeCallFailure), or null. */
  message: string | null = null;
  /** The media path is down and the SDK is trying to get it back (ICE restart or re-call). */
  reconnecting = false;
  /** The other person closed their page: they may come back (the tutor's page calls again). */
  peerLeft = false;
  client: CallClient | null = null;
  private disposed = false;
  /** The first connection succeeded: the poll is over (later drops have their own rule). */
  private wasOnline = false;
  private readonly timers = new Set<unknown>();

  constructor(private readonly o: CallPageOptions<Ice>) {}

  private after(ms: number, fn: () => void): unknown {
    const h = this.o.clock.setTimeout(() => {
      this.timers.delete(h);
      fn();
    }, ms);
    this.timers.add(h);
    return h;
  }
  private clearTimers() {
    for (const h of this.timers) this.o.clock.clearTimeout(h);
    this.timers.clear();
  }

  private event(event: CallPageEvent, failure: CallFailure | null = null) {
    if (this.disposed) return;
    const next = nextPageStatus(this.status, event, this.o.role);
    if (next === this.status) return;
    this.status = next;
    if (next === 'ended') {
      this.failure = failure;
      this.message = failure ? describeCallFailure(failure).message : null;
      this.reconnecting = false;
      this.clearTimers();
      // A call that has ended releases the socket (and with it the peer connection).
      this.client?.disconnect();
    }
    this.o.onChange(this);
  }
  private end(event: CallPageEvent, failure: CallFailure) {
    this.event(event, failure);
  }
  private setReconnecting(on: boolean) {
    if (this.disposed || this.reconnecting === on || (on && this.status !== 'active')) return;
    this.reconnecting = on;
    this.o.onChange(this);
  }

  private setPeerLeft(on: boolean) {
    if (this.disposed || this.peerLeft === on) return;
    this.peerLeft = on;
    if (on) this.reconnecting = false;
    this.o.onChange(this);
  }

  /** The page goes away for good (tab closed): the other side is told, not left waiting. */
  leave(): void {
    this.client?.leave();
  }

  /** The other side's media arrived. */
  remoteStream(): void {
    this.setReconnecting(false);
    this.event('remote-stream');
  }

  /** The user ends the call. */
  hangUp(): void {
    this.client?.stop();
    this.event('hang-up');
  }

  /** The page goes away. */
  dispose(): void {
    this.disposed = true;
    this.clearTimers();
    this.client?.disconnect();
    this.client = null;
  }

  async start(): Promise<void> {
    const { role } = this.o;
    if (!this.o.hasWebRtc) {
      return this.end('error', { kind: 'no-webrtc' });
    }
    // The ICE servers and (for the tutor) the camera are fetched side by side.
    const ice = this.o.getIceServers().then(
      (servers) => ({ servers, error: null }),
      (error: unknown) => ({ servers: [] as Ice[], error }),
    );
    const tutorMedia =
      role === 'tutor'
        ? this.o.getMedia().then(
            (got) => ({ got, error: null as unknown }),
            (error: unknown) => ({ got: false, error }),
          )
        : null;
    const { servers, error: iceError } = await ice;
    if (iceError) return this.end('error', requestFailure(iceError));
    if (this.disposed) return;
    if (tutorMedia) {
      // §5: camera and microphone permission is checked before a tutor starts a call.
      const { got, error } = await tutorMedia;
      if (error) {
        return this.end('error', { kind: 'media', problem: mediaProblem(error), step: 'start' });
      }
      if (!got || this.disposed) return;
    }
    let client: CallClient;
    try {
      client = this.o.makeClient(servers);
    } catch {
      return this.end('error', { kind: 'setup', step: 'client' });
    }
    this.client = client;
    this.o.onClient?.(client);
    this.wire(client);
    try {
      client.connect();
    } catch {
      return this.end('error', { kind: 'unreachable', step: 'socket' });
    }
    this.poll(client, 0);
  }

  /** §9: the chat connection is polled every 500 ms, up to 60 times (30 s). */
  private poll(client: CallClient, polls: number) {
    if (client.connection === 'online') this.wasOnline = true;
    if (this.disposed || this.wasOnline || this.status === 'ended') return;
    if (polls + 1 >= CHAT_POLL.attempts) {
      return this.end('chat-disconnected', { kind: 'unreachable', step: 'poll' });
    }
    this.after(CHAT_POLL.intervalMs, () => this.poll(client, polls + 1));
  }

  private wire(client: CallClient) {
    const { role } = this.o;
    client.on('refused', (reason) => this.end('error', { kind: 'refused', reason }));
    client.on('ready', () => {
      if (role === 'student') return this.event('ready');
      if (client.session) return; // a reconnect: the SDK resumes the session itself
      client.call().then(
        () => this.event('calling'),
        () => this.end('error', { kind: 'setup', step: 'call' }),
      );
    });
    client.on('incoming', () => {
      this.event('incoming');
      if (role !== 'student') return;
      // §4: the student automatically gets camera and microphone, then accepts.
      void (async () => {
        try {
          if (!this.o.hasMedia() && !(await this.o.getMedia())) return;
        } catch (err) {
          client.reject();
          return this.end('error', { kind: 'media', problem: mediaProblem(err), step: 'join' });
        }
        try {
          await client.accept();
        } catch {
          this.end('error', { kind: 'setup', step: 'answer' });
        }
      })();
    });
    client.on('notAnswered', () => this.end('not-answered', { kind: 'not-answered' }));
    client.on('rejected', () => this.end('rejected', { kind: 'rejected' }));
    client.on('stopped', () => this.event('stopped'));
    client.on('closed', (reason) => {
      if (reason === 'connection-lost') this.end('error', { kind: 'unreachable', step: 'lost' });
    });
    client.on('sessionState', (report) => {
      if (report === 'disconnected' || report === 'failed') this.setReconnecting(true);
      if (report === 'connected' || report === 'completed') this.setReconnecting(false);
    });
    client.on('recalling', () => this.setReconnecting(true));
    client.on('peerLeft', () => this.setPeerLeft(true));
    client.on('presence', (online) => online && this.setPeerLeft(false));

    // The socket reconnects by itself; a call that cannot get it back in time has ended.
    let lost: unknown = null;
    client.on('connection', (c) => {
      if (c === 'online') this.wasOnline = true;
      if (c === 'online' && lost !== null) {
        this.o.clock.clearTimeout(lost);
        this.timers.delete(lost);
        lost = null;
      }
      if (c === 'disconnected' && lost === null && this.status !== 'ended') {
        lost = this.after(client.timings.disconnectTimeInterval * 1000, () =>
          this.end('chat-disconnected', { kind: 'unreachable', step: 'lost' }),
        );
      }
    });
  }
}
