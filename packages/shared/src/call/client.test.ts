import { beforeEach, describe, expect, it } from 'vitest';
import { CallClient, type PeerHooks, type PeerPort } from './client';
import { FakeClock } from './fake-clock';
import { CALL_MSG } from './messages';
import type { ClientMessage, ServerMessage, Signal } from './protocol';

const BOOKING = '4b6f1c8e-7a53-4f3e-9f0e-1d2c3b4a5f60';
const TUTOR = 11;
const STUDENT = 22;

class FakePeer implements PeerPort {
  calls: string[] = [];
  closed = false;
  constructor(public hooks: PeerHooks) {}
  async createOffer(o: { iceRestart: boolean }) {
    this.calls.push(o.iceRestart ? 'offer-restart' : 'offer');
    return { type: 'offer' as const, sdp: o.iceRestart ? 'restart-offer' : 'offer-sdp' };
  }
  async createAnswer() {
    this.calls.push('answer');
    return { type: 'answer' as const, sdp: 'answer-sdp' };
  }
  async setLocalDescription() {
    this.calls.push('setLocal');
  }
  async setRemoteDescription(d: { sdp: string }) {
    this.calls.push(`setRemote:${d.sdp}`);
  }
  async addIceCandidate(c: { candidate: string }) {
    this.calls.push(`cand:${c.candidate}`);
  }
  close() {
    this.closed = true;
  }
}

function setup(role: 'tutor' | 'student', timings = {}) {
  const clock = new FakeClock();
  const sent: ClientMessage[] = [];
  const peers: FakePeer[] = [];
  let hooks: { onOpen(): void; onMessage(d: string): void; onClose(c: number, r: string): void };
  let opened = 0;
  const client = new CallClient({
    bookingId: BOOKING,
    token: 'tok',
    clock,
    timings,
    openSocket: (h) => {
      hooks = h;
      opened++;
      return { send: (d) => sent.push(JSON.parse(d)), close: () => {} };
    },
    createPeer: (h) => {
      const p = new FakePeer(h);
      peers.push(p);
      return p;
    },
  });
  const server = (m: ServerMessage) => hooks.onMessage(JSON.stringify(m));
  const me = role === 'tutor' ? TUTOR : STUDENT;
  const other = role === 'tutor' ? STUDENT : TUTOR;
  const ready = (online = true) =>
    server({
      type: 'ready',
      self: { userId: 'u-me', cbId: me, fullName: 'Me', role },
      peer: { userId: 'u-other', cbId: other, fullName: 'Other', online },
      timings: {
        answerTimeInterval: 60,
        dialingTimeInterval: 5,
        disconnectTimeInterval: 10,
        statsReportTimeInterval: 5,
      },
      resumed: false,
    });
  const signals = (type?: string) =>
    sent
      .filter((m): m is Extract<ClientMessage, { type: 'signal' }> => m.type === 'signal')
      .map((m) => m.signal)
      .filter((s) => !type || s.signalType === type);
  return {
    clock,
    sent,
    peers,
    client,
    server,
    ready,
    signals,
    open: () => hooks.onOpen(),
    drop: () => hooks.onClose(1006, ''),
    opened: () => opened,
  };
}

const flush = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};

function incomingCall(over: Partial<Signal> = {}): ServerMessage {
  return {
    type: 'signal',
    signal: {
      signalType: 'call',
      sessionID: 'sess-1',
      callType: 1,
      callerID: TUTOR,
      opponentsIDs: [STUDENT],
      sdp: { type: 'offer', sdp: 'offer-sdp' },
      iceCandidates: [{ candidate: 'c-early' }],
      userInfo: { bookingId: BOOKING },
      ...over,
    },
  };
}

describe('call client: connection', () => {
  it('authenticates by its first message and is online on ready', () => {
    const t = setup('tutor');
    expect(t.client.connect()).toBe(true);
    expect(t.client.connect()).toBe(false); // connect while connecting
    t.open();
    expect(t.sent[0]).toEqual({ type: 'auth', token: 'tok', bookingId: BOOKING });
    t.ready();
    expect(t.client.connection).toBe('online');
    expect(t.client.connect()).toBe(false); // connect while connected
  });
  it('sends a heartbeat every 10 s while online', () => {
    const t = setup('tutor');
    t.client.connect();
    t.open();
    t.ready();
    t.clock.advance(25_000);
    expect(t.sent.filter((m) => m.type === 'ping')).toHaveLength(2);
  });
  it('reconnects after a drop (1 s) and fires reconnected on the next ready', () => {
    const t = setup('tutor');
    const events: string[] = [];
    t.client.on('reconnected', () => events.push('reconnected'));
    t.client.connect();
    t.open();
    t.ready();
    t.drop();
    expect(t.client.connection).toBe('disconnected');
    t.clock.advance(999);
    expect(t.opened()).toBe(1);
    t.clock.advance(1);
    expect(t.opened()).toBe(2);
    t.open();
    t.ready();
    expect(events).toEqual(['reconnected']);
  });
  it('does not reconnect after a refusal', () => {
    const t = setup('student');
    const reasons: string[] = [];
    t.client.on('refused', (r) => reasons.push(r));
    t.client.connect();
    t.open();
    t.server({ type: 'refused', reason: 'nope' });
    t.drop();
    t.clock.advance(5_000);
    expect(reasons).toEqual(['nope']);
    expect(t.opened()).toBe(1);
  });
});

describe('call client: caller', () => {
  let t: ReturnType<typeof setup>;
  beforeEach(() => {
    t = setup('tutor');
    t.client.connect();
    t.open();
    t.ready();
  });

  it('refuses to call with no opponent', async () => {
    const lonely = setup('tutor');
    lonely.client.connect();
    lonely.open();
    lonely.server({ type: 'pong' });
    await expect(lonely.client.call()).rejects.toThrow(CALL_MSG.notConnected);
    lonely.ready();
    lonely.client.peer = null;
    await expect(lonely.client.call()).rejects.toThrow(CALL_MSG.noOpponents);
  });

  it('dials again every dialing interval until accepted', async () => {
    await t.client.call();
    expect(t.signals('call')).toHaveLength(1);
    const first = t.signals('call')[0]!;
    expect(first).toMatchObject({ callerID: TUTOR, opponentsIDs: [STUDENT], callType: 1 });
    expect(first.userInfo.bookingId).toBe(BOOKING);
    t.clock.advance(10_000);
    expect(t.signals('call')).toHaveLength(3);
    t.server({
      type: 'signal',
      signal: { ...first, signalType: 'accept', sdp: { type: 'answer', sdp: 'ans' } },
    });
    await flush();
    expect(t.client.session?.state).toBe('active');
    t.clock.advance(20_000);
    expect(t.signals('call')).toHaveLength(3);
  });

  it('ends with not answered after the answer timeout and sends stop', async () => {
    const events: string[] = [];
    t.client.on('notAnswered', () => events.push('notAnswered'));
    await t.client.call();
    t.clock.advance(59_999);
    expect(events).toEqual([]);
    t.clock.advance(1);
    expect(events).toEqual(['notAnswered']);
    expect(t.signals('stop')).toHaveLength(1);
    expect(t.client.session?.state).toBe('closed');
  });

  it('ignores a second accept when active', async () => {
    await t.client.call();
    const call = t.signals('call')[0]!;
    const accept = {
      ...call,
      signalType: 'accept' as const,
      sdp: { type: 'answer' as const, sdp: 'ans' },
    };
    t.server({ type: 'signal', signal: accept });
    await flush();
    t.server({ type: 'signal', signal: accept });
    await flush();
    expect(t.peers[0]!.calls.filter((c) => c.startsWith('setRemote'))).toHaveLength(1);
  });

  it('answers an accept on a closed session only with stop', async () => {
    await t.client.call();
    const call = t.signals('call')[0]!;
    t.clock.advance(60_000); // not answered: closed
    const stops = t.signals('stop').length;
    t.server({
      type: 'signal',
      signal: { ...call, signalType: 'accept', sdp: { type: 'answer', sdp: 'late' } },
    });
    await flush();
    expect(t.signals('stop')).toHaveLength(stops + 1);
    expect(t.client.session?.state).toBe('closed');
  });

  it('a reject ends the call as rejected', async () => {
    const events: string[] = [];
    t.client.on('rejected', () => events.push('rejected'));
    await t.client.call();
    const call = t.signals('call')[0]!;
    t.server({ type: 'signal', signal: { ...call, signalType: 'reject' } });
    await flush();
    expect(events).toEqual(['rejected']);
    expect(t.client.session?.state).toBe('rejected');
  });

  it('disconnected starts the reconnect wait and restarts ICE; recovery cancels the wait', async () => {
    await t.client.call();
    const call = t.signals('call')[0]!;
    t.server({
      type: 'signal',
      signal: { ...call, signalType: 'accept', sdp: { type: 'answer', sdp: 'a' } },
    });
    await flush();
    const peer = t.peers[0]!;
    peer.hooks.onStateChange('connected');
    peer.hooks.onStateChange('disconnected');
    await flush();
    expect(t.client.hasTimer('reconnect-wait')).toBe(true);
    expect(t.signals('restart')).toHaveLength(1);
    peer.hooks.onStateChange('connected');
    expect(t.client.hasTimer('reconnect-wait')).toBe(false);
  });

  it('after the reconnect wait the connection is released and the session closed', async () => {
    const closed: string[] = [];
    t.client.on('closed', (r) => closed.push(r));
    await t.client.call();
    const call = t.signals('call')[0]!;
    t.server({
      type: 'signal',
      signal: { ...call, signalType: 'accept', sdp: { type: 'answer', sdp: 'a' } },
    });
    await flush();
    t.peers[0]!.hooks.onStateChange('disconnected');
    t.clock.advance(9_999);
    expect(closed).toEqual([]);
    t.clock.advance(1);
    expect(closed).toEqual(['connection-lost']);
    expect(t.peers[0]!.closed).toBe(true);
    expect(t.client.session?.state).toBe('closed');
  });
});

describe('call client: the other side reloads mid-call (re-call)', () => {
  async function activeTutor() {
    const t = setup('tutor');
    t.client.connect();
    t.open();
    t.ready();
    await t.client.call();
    const call = t.signals('call')[0]!;
    t.server({
      type: 'signal',
      signal: { ...call, signalType: 'accept', sdp: { type: 'answer', sdp: 'a' } },
    });
    await flush();
    return { t, call };
  }

  it('a socket that resumes authenticates with the session it still holds', async () => {
    const { t, call } = await activeTutor();
    t.drop();
    t.clock.advance(1000);
    t.open();
    expect(t.sent.at(-1)).toEqual({
      type: 'auth',
      token: 'tok',
      bookingId: BOOKING,
      sessionID: call.sessionID,
    });
  });

  it('the caller calls again when the callee comes back without the session', async () => {
    const { t, call } = await activeTutor();
    const events: string[] = [];
    t.client.on('recalling', () => events.push('recalling'));
    t.server({ type: 'presence', cbId: STUDENT, online: false });
    t.server({ type: 'presence', cbId: STUDENT, online: true, sessionID: null });
    await flush();
    expect(events).toEqual(['recalling']);
    expect(t.peers[0]!.closed).toBe(true);
    const calls = t.signals('call');
    expect(calls).toHaveLength(2);
    expect(calls[1]!.sessionID).not.toBe(call.sessionID);
    expect(t.client.session).toMatchObject({ ID: calls[1]!.sessionID, state: 'new' });
  });

  it('a callee who leaves (closed the page) ends the session at once, with no drop to wait out; coming back is called again', async () => {
    const { t, call } = await activeTutor();
    const events: string[] = [];
    t.client.on('peerLeft', () => events.push('left'));
    t.client.on('closed', (r) => events.push(`closed:${r}`));
    t.client.on('recalling', () => events.push('recalling'));
    t.peers[0]!.hooks.onStateChange('disconnected');
    expect(t.client.hasTimer('reconnect-wait')).toBe(true);
    t.server({ type: 'presence', cbId: STUDENT, online: false, left: true });
    expect(events).toEqual(['left']);
    expect(t.peers[0]!.closed).toBe(true);
    expect(t.client.hasTimer('reconnect-wait')).toBe(false);
    t.clock.advance(60_000);
    expect(events).toEqual(['left']);
    t.server({ type: 'presence', cbId: STUDENT, online: true, sessionID: null });
    await flush();
    expect(events).toEqual(['left', 'recalling']);
    const calls = t.signals('call');
    expect(calls.at(-1)!.sessionID).not.toBe(call.sessionID);
  });

  it('leave tells the server and sends no stop (the other side may wait)', async () => {
    const { t } = await activeTutor();
    t.client.leave();
    expect(t.sent.at(-1)).toEqual({ type: 'leave' });
    expect(t.signals('stop')).toHaveLength(0);
    expect(t.client.connection).toBe('disconnected');
  });

  it('no re-call when the callee resumes the same session, nor for the answering side', async () => {
    const { t, call } = await activeTutor();
    t.server({ type: 'presence', cbId: STUDENT, online: true, sessionID: call.sessionID });
    await flush();
    expect(t.signals('call')).toHaveLength(1);
    expect(t.client.session?.state).toBe('active');

    const s = setup('student');
    s.client.connect();
    s.open();
    s.ready();
    s.server(incomingCall());
    await s.client.accept();
    s.server({ type: 'presence', cbId: TUTOR, online: true, sessionID: null });
    await flush();
    expect(s.client.session?.state).toBe('active');
  });

  it('the callee takes a new session from its caller (the caller reloaded), ending the old one', async () => {
    const s = setup('student');
    const incoming: string[] = [];
    s.client.on('incoming', (x) => incoming.push(x.ID));
    s.client.connect();
    s.open();
    s.ready();
    s.server(incomingCall());
    await s.client.accept();
    s.server(incomingCall({ sessionID: 'sess-2' }));
    expect(incoming).toEqual(['sess-1', 'sess-2']);
    expect(s.peers[0]!.closed).toBe(true);
    await s.client.accept();
    expect(s.client.session).toMatchObject({ ID: 'sess-2', state: 'active' });
    expect(s.signals('accept').map((a) => a.sessionID)).toEqual(['sess-1', 'sess-2']);
  });
});

describe('call client: callee', () => {
  let t: ReturnType<typeof setup>;
  beforeEach(() => {
    t = setup('student');
    t.client.connect();
    t.open();
    t.ready();
  });

  it('the waiting timer counts from when the call was sent', () => {
    const events: string[] = [];
    t.client.on('notAnswered', () => events.push('timeout'));
    t.server(incomingCall({ sentAt: t.clock.now() - 20_000 }));
    t.clock.advance(39_999);
    expect(events).toEqual([]);
    t.clock.advance(1);
    expect(events).toEqual(['timeout']);
  });

  it('repeated call signals of the same session are one incoming call', () => {
    const events: string[] = [];
    t.client.on('incoming', () => events.push('incoming'));
    t.server(incomingCall());
    t.server(incomingCall());
    expect(events).toEqual(['incoming']);
  });

  it('accept answers the offer, with candidates that came before it', async () => {
    t.server(incomingCall());
    t.server({
      type: 'signal',
      signal: {
        ...(incomingCall() as { signal: Signal }).signal,
        signalType: 'candidate',
        iceCandidates: [{ candidate: 'c-2' }],
      },
    });
    await flush();
    await t.client.accept();
    expect(t.peers[0]!.calls).toEqual([
      'setRemote:offer-sdp',
      'cand:c-early',
      'cand:c-2',
      'answer',
      'setLocal',
    ]);
    expect(t.signals('accept')[0]).toMatchObject({ sdp: { type: 'answer', sdp: 'answer-sdp' } });
    expect(t.client.session?.state).toBe('active');
  });

  it('candidates are ignored once the session is stopped', async () => {
    t.server(incomingCall());
    await t.client.accept();
    const sig = (incomingCall() as { signal: Signal }).signal;
    t.server({ type: 'signal', signal: { ...sig, signalType: 'stop' } });
    await flush();
    expect(t.client.session?.state).toBe('stopped');
    t.server({
      type: 'signal',
      signal: { ...sig, signalType: 'candidate', iceCandidates: [{ candidate: 'late' }] },
    });
    await flush();
    expect(t.peers[0]!.calls).not.toContain('cand:late');
  });

  it('the answering side never starts an ICE restart', async () => {
    t.server(incomingCall());
    await t.client.accept();
    expect(await t.client.restartIce()).toBe(false);
    t.peers[0]!.hooks.onStateChange('disconnected');
    await flush();
    expect(t.signals('restart')).toHaveLength(0);
  });

  it('answers a restart offer with restart-accept', async () => {
    t.server(incomingCall());
    await t.client.accept();
    const sig = (incomingCall() as { signal: Signal }).signal;
    t.server({
      type: 'signal',
      signal: { ...sig, signalType: 'restart', sdp: { type: 'offer', sdp: 'r' } },
    });
    await flush();
    await flush();
    expect(t.signals('restart-accept')).toHaveLength(1);
  });

  it('reject sends reject and closes', () => {
    t.server(incomingCall());
    t.client.reject();
    expect(t.signals('reject')).toHaveLength(1);
    expect(t.client.session?.state).toBe('rejected');
  });
});

describe('call client: chat (§4, §5)', () => {
  const msg = (over: Partial<import('./protocol').ChatMessage> = {}) => ({
    id: '9a1f5b1e-2c3d-4e5f-8a9b-0c1d2e3f4a5b',
    clientId: 'c1',
    senderId: 'u-other',
    body: 'hello',
    createdAt: '2026-11-23T12:00:00.000Z',
    deliveredAt: null,
    readAt: null,
    ...over,
  });

  it('a message written while offline is queued and sent on (re)connect', () => {
    const t = setup('student');
    t.client.connect();
    const id = t.client.sendMessage('are you there?');
    expect(t.sent.filter((m) => m.type === 'chat')).toEqual([]);
    t.open();
    t.ready();
    expect(t.sent.filter((m) => m.type === 'chat')).toEqual([
      { type: 'chat', clientId: id, body: 'are you there?' },
    ]);
    // Not yet echoed: a drop and reconnect sends it again (the server stores it once).
    t.drop();
    t.clock.advance(1000);
    t.open();
    t.ready();
    expect(t.sent.filter((m) => m.type === 'chat')).toHaveLength(2);
    t.server({ type: 'chat', message: msg({ senderId: 'u-me', clientId: id }) });
    expect(t.client.outbox).toEqual([]);
  });

  it('own echoes are not incoming messages', () => {
    const t = setup('tutor');
    const incoming: string[] = [];
    t.client.on('chatMessage', (m) => incoming.push(m.body));
    t.client.connect();
    t.open();
    t.ready();
    t.server({ type: 'chat', message: msg({ senderId: 'u-me' }) });
    expect(incoming).toEqual([]);
  });

  it('a live message from the other side gets a delivered marker; history does not', () => {
    const t = setup('tutor');
    const history: number[] = [];
    t.client.on('chatHistory', (m) => history.push(m.length));
    t.client.connect();
    t.open();
    t.ready();
    t.server({ type: 'chat-history', messages: [msg(), msg({ id: 'x', clientId: 'c2' })] });
    expect(history).toEqual([2]);
    expect(t.sent.filter((m) => m.type === 'chat-marker')).toEqual([]);
    t.server({ type: 'chat', message: msg() });
    expect(t.sent.filter((m) => m.type === 'chat-marker')).toEqual([
      { type: 'chat-marker', marker: 'delivered', ids: [msg().id] },
    ]);
  });
});
