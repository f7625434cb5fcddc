// The browser side of a group class: plain WebRTC against Janus's VideoRoom over its WebSocket
// API (no extra library). One handle publishes this browser's camera and microphone (simulcast
// with the spec's bitrates when the browser allows it); one handle per other participant
// subscribes to their feed. Janus admits us only with the pin and the one-time token our server
// gave (POST /api/batches/:id/room-token). Keepalive every 25 s; leave → detach → destroy.
import type { RoomToken } from '@tm/shared/schemas/batches';

export const KEEPALIVE_MS = 25_000;
/** The spec's simulcast bitrates (bits per second). */
export const SIMULCAST = { high: 900_000, medium: 300_000, low: 100_000 } as const;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface Participant {
  id: string;
  display: string;
  stream: MediaStream | null;
}

export interface RoomEvents {
  onParticipants(list: Participant[]): void;
  onState(state: 'connecting' | 'joined' | 'left' | 'failed', message?: string): void;
}

export class JanusRoom {
  private ws: WebSocket | null = null;
  private session = 0;
  private publisher = 0;
  private keepalive: ReturnType<typeof setInterval> | null = null;
  private pending = new Map<string, (m: Json) => void>();
  private handlers = new Map<number, (m: Json) => void>();
  private peers = new Map<string, { handle: number; pc: RTCPeerConnection; p: Participant }>();
  private pc: RTCPeerConnection | null = null;
  local: MediaStream | null = null;

  constructor(
    private readonly t: RoomToken,
    private readonly events: RoomEvents,
    private readonly iceServers: RTCIceServer[] = [],
  ) {}

  private acked = new Set<string>();

  /** A request; keepalive and trickle are answered by an `ack` alone. */
  private send(msg: Json): Promise<Json> {
    const transaction = Math.random().toString(36).slice(2);
    if (msg.janus === 'keepalive' || msg.janus === 'trickle') this.acked.add(transaction);
    return new Promise((resolve, reject) => {
      this.pending.set(transaction, (m) =>
        m.janus === 'error' ? reject(new Error(m.error?.reason ?? 'Janus error')) : resolve(m),
      );
      this.ws?.send(JSON.stringify({ ...msg, transaction, session_id: this.session || undefined }));
    });
  }

  private onMessage(m: Json) {
    if (m.janus === 'ack') {
      if (!this.acked.delete(m.transaction)) return;
      this.pending.get(m.transaction)?.(m);
      this.pending.delete(m.transaction);
      return;
    }
    const waiting = m.transaction && this.pending.get(m.transaction);
    // Asynchronous plugin answers come as events with the request's transaction.
    if (waiting && (m.janus !== 'event' || m.plugindata)) {
      this.pending.delete(m.transaction);
      waiting(m);
      return;
    }
    if (m.sender) this.handlers.get(m.sender)?.(m);
  }

  private emit() {
    this.events.onParticipants([...this.peers.values()].map((x) => x.p));
  }

  private async attach(): Promise<number> {
    const r = await this.send({ janus: 'attach', plugin: 'janus.plugin.videoroom' });
    return r.data.id as number;
  }

  private message(handle: number, body: Json, jsep?: RTCSessionDescriptionInit) {
    return this.send({ janus: 'message', handle_id: handle, body, ...(jsep ? { jsep } : {}) });
  }

  async join(): Promise<void> {
    this.events.onState('connecting');
    const ws = new WebSocket(this.t.janusUrl, 'janus-protocol');
    this.ws = ws;
    await new Promise<void>((resolve, reject) => {
      ws.onopen = () => resolve();
      ws.onerror = () => reject(new Error('Could not reach the class room server.'));
    });
    ws.onmessage = (e) => this.onMessage(JSON.parse(String(e.data)) as Json);
    ws.onclose = () => this.events.onState('left');
    this.session = (await this.send({ janus: 'create' })).data.id as number;
    this.keepalive = setInterval(
      () => void this.send({ janus: 'keepalive' }).catch(() => undefined),
      KEEPALIVE_MS,
    );
    this.publisher = await this.attach();
    this.handlers.set(this.publisher, (m) => this.onPublisherEvent(m));
    const joined = await this.message(this.publisher, {
      request: 'join',
      ptype: 'publisher',
      room: this.t.room,
      pin: this.t.pin,
      token: this.t.token,
      display: this.t.display,
    });
    const data = joined.plugindata?.data ?? {};
    if (data.videoroom !== 'joined')
      throw new Error(data.error ?? 'The class room refused to let us in.');
    await this.publish();
    for (const p of data.publishers ?? []) void this.subscribe(p);
    this.events.onState('joined');
  }

  private async publish() {
    this.local = await navigator.mediaDevices.getUserMedia({ audio: true, video: true });
    const pc = new RTCPeerConnection({ iceServers: this.iceServers });
    this.pc = pc;
    for (const track of this.local.getTracks()) {
      if (track.kind === 'video') {
        pc.addTransceiver(track, {
          direction: 'sendonly',
          streams: [this.local],
          sendEncodings: [
            { rid: 'h', maxBitrate: SIMULCAST.high },
            { rid: 'm', maxBitrate: SIMULCAST.medium, scaleResolutionDownBy: 2 },
            { rid: 'l', maxBitrate: SIMULCAST.low, scaleResolutionDownBy: 4 },
          ],
        });
      } else pc.addTransceiver(track, { direction: 'sendonly', streams: [this.local] });
    }
    this.trickle(pc, this.publisher);
    const offer = await pc.createOffer();
    await pc.setLocalDescription(offer);
    const r = await this.message(
      this.publisher,
      { request: 'configure', audio: true, video: true },
      offer,
    );
    if (r.jsep) await pc.setRemoteDescription(r.jsep as RTCSessionDescriptionInit);
  }

  private trickle(pc: RTCPeerConnection, handle: number) {
    pc.onicecandidate = (e) =>
      void this.send({
        janus: 'trickle',
        handle_id: handle,
        candidate: e.candidate ? e.candidate.toJSON() : { completed: true },
      }).catch(() => undefined);
  }

  private onPublisherEvent(m: Json) {
    const data = m.plugindata?.data ?? {};
    if (m.jsep && this.pc && m.jsep.type === 'answer') void this.pc.setRemoteDescription(m.jsep);
    for (const p of data.publishers ?? []) void this.subscribe(p);
    const gone = data.leaving ?? data.unpublished;
    if (gone !== undefined && gone !== 'ok') this.drop(String(gone));
  }

  private drop(id: string) {
    const peer = this.peers.get(id);
    if (!peer) return;
    peer.pc.close();
    void this.send({ janus: 'detach', handle_id: peer.handle }).catch(() => undefined);
    this.peers.delete(id);
    this.emit();
  }

  private async subscribe(p: { id: string | number; display?: string }) {
    const id = String(p.id);
    if (this.peers.has(id)) return;
    const handle = await this.attach();
    const pc = new RTCPeerConnection({ iceServers: this.iceServers });
    const participant: Participant = { id, display: p.display ?? 'Participant', stream: null };
    this.peers.set(id, { handle, pc, p: participant });
    this.emit();
    pc.ontrack = (e) => {
      participant.stream = e.streams[0] ?? new MediaStream([e.track]);
      this.emit();
    };
    this.trickle(pc, handle);
    const r = await this.message(handle, {
      request: 'join',
      ptype: 'subscriber',
      room: this.t.room,
      pin: this.t.pin,
      token: this.t.token,
      streams: [{ feed: p.id }],
    });
    if (!r.jsep) return;
    await pc.setRemoteDescription(r.jsep as RTCSessionDescriptionInit);
    const answer = await pc.createAnswer();
    await pc.setLocalDescription(answer);
    await this.message(handle, { request: 'start' }, answer);
  }

  /** The simulcast layer a subscriber receives: high for a large tile, low for a small one. */
  async chooseLayer(id: string, layer: keyof typeof SIMULCAST) {
    const peer = this.peers.get(id);
    if (!peer) return;
    const substream = layer === 'high' ? 2 : layer === 'medium' ? 1 : 0;
    await this.message(peer.handle, { request: 'configure', substream }).catch(() => undefined);
  }

  async leave() {
    if (this.keepalive) clearInterval(this.keepalive);
    try {
      if (this.publisher) {
        await this.message(this.publisher, { request: 'leave' }).catch(() => undefined);
        await this.send({ janus: 'detach', handle_id: this.publisher }).catch(() => undefined);
      }
      for (const id of [...this.peers.keys()]) this.drop(id);
      if (this.session) await this.send({ janus: 'destroy' }).catch(() => undefined);
    } finally {
      this.pc?.close();
      this.local?.getTracks().forEach((t) => t.stop());
      this.ws?.close();
    }
  }
}
