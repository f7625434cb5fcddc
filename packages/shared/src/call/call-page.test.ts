// mentorship-policies-video §8 "Call page (each moves the call to ended)": each text from the
// path that produces it, through the page engine with fake ports and a fake clock.
import { describe, expect, it } from 'vitest';
import { CallClient, type PeerHooks, type PeerPort } from './client';
import { CallPage, isPermissionError } from './call-page';
import { FakeClock } from './fake-clock';
import type { ClientMessage, ServerMessage, Signal } from './protocol';

const BOOKING = '4b6f1c8e-7a53-4f3e-9f0e-1d2c3b4a5f60';
const flush = async () => {
  for (let i = 0; i < 30; i++) await Promise.resolve();
};
const domError = (name: string, message = name) => Object.assign(new Error(message), { name });

interface Opts {
  role?: 'tutor' | 'student';
  hasWebRtc?: boolean;
  ice?: () => Promise<unknown[]>;
  media?: () => Promise<boolean>;
  openSocketThrows?: boolean;
  offerThrows?: boolean;
  answerThrows?: boolean;
}

function harness(o: Opts = {}) {
  const role = o.role ?? 'tutor';
  const clock = new FakeClock();
  const sent: ClientMessage[] = [];
  const peers: PeerHooks[] = [];
  let socket: { onOpen(): void; onMessage(d: string): void; onClose(c: number, r: string): void };
  let media = false;
  const peer = (hooks: PeerHooks): PeerPort => {
    peers.push(hooks);
    return {
      createOffer: async () => {
        if (o.offerThrows) throw new Error('no codecs');
        return { type: 'offer', sdp: 'o' };
      },
      createAnswer: async () => {
        if (o.answerThrows) throw new Error('bad offer');
        return { type: 'answer', sdp: 'a' };
      },
      setLocalDescription: async () => {},
      setRemoteDescription: async () => {},
      addIceCandidate: async () => {},
      close: () => {},
    };
  };
  const changes: string[] = [];
  const page = new CallPage<unknown>({
    role,
    clock,
    hasWebRtc: o.hasWebRtc ?? true,
    getIceServers: o.ice ?? (async () => []),
    hasMedia: () => media,
    getMedia: async () => {
      media = await (o.media ?? (async () => true))();
      return media;
    },
    makeClient: () =>
      new CallClient({
        bookingId: BOOKING,
        token: 'tok',
        clock,
        openSocket: (h) => {
          if (o.openSocketThrows) throw new Error('bad url');
          socket = h;
          return { send: (d) => sent.push(JSON.parse(d)), close: () => {} };
        },
        createPeer: peer,
      }),
    onChange: (p) => changes.push(p.reconnecting ? `${p.status}+reconnecting` : p.status),
  });
  const me = role === 'tutor' ? 11 : 22;
  const other = role === 'tutor' ? 22 : 11;
  const server = (m: ServerMessage) => socket.onMessage(JSON.stringify(m));
  const online = () => {
    socket.onOpen();
    server({
      type: 'ready',
      self: { userId: 'u-me', cbId: me, fullName: 'Me', role },
      peer: { userId: 'u-other', cbId: other, fullName: 'Other', online: true },
      timings: {
        answerTimeInterval: 60,
        dialingTimeInterval: 5,
        disconnectTimeInterval: 30,
        statsReportTimeInterval: 5,
      },
      resumed: false,
    });
  };
  const signals = (type: string) =>
    sent
      .filter((m): m is Extract<ClientMessage, { type: 'signal' }> => m.type === 'signal')
      .map((m) => m.signal)
      .filter((s) => s.signalType === type);
  return {
    page,
    clock,
    server,
    online,
    signals,
    peers,
    changes,
    drop: () => socket.onClose(1006, ''),
  };
}

/** A tutor whose call the student accepted, with media flowing. */
async function activeTutor(o: Opts = {}) {
  const h = harness(o);
  await h.page.start();
  h.online();
  await flush();
  const call = h.signals('call')[0]!;
  h.server({
    type: 'signal',
    signal: { ...call, signalType: 'accept', sdp: { type: 'answer', sdp: 'a' } },
  });
  await flush();
  h.peers[0]!.onStateChange('connected');
  h.page.remoteStream();
  expect(h.page.status).toBe('active');
  return h;
}

function incoming(): ServerMessage {
  const signal: Signal = {
    signalType: 'call',
    sessionID: 'sess-1',
    callType: 1,
    callerID: 11,
    opponentsIDs: [22],
    sdp: { type: 'offer', sdp: 'o' },
    userInfo: { bookingId: BOOKING },
  };
  return { type: 'signal', signal };
}

describe('call page engine: statuses (§4)', () => {
  it('tutor: connecting, ringing once calling, active on the remote stream', async () => {
    const h = await activeTutor();
    expect(h.changes).toEqual(['ringing', 'active']);
  });
  it('student: waiting when online, connecting on the incoming call, then accepts', async () => {
    const h = harness({ role: 'student' });
    await h.page.start();
    h.online();
    expect(h.page.status).toBe('waiting');
    h.server(incoming());
    await flush();
    expect(h.page.status).toBe('connecting');
    expect(h.signals('accept')).toHaveLength(1);
  });
});

describe('call page engine: every §8 text', () => {
  it('"Connection lost. Please restart the call." when the media path does not come back', async () => {
    const h = await activeTutor();
    h.peers[0]!.onStateChange('disconnected');
    await flush();
    expect(h.page.reconnecting).toBe(true);
    expect(h.signals('restart')).toHaveLength(1);
    h.clock.advance(29_999);
    expect(h.page.status).toBe('active');
    h.clock.advance(1);
    expect(h.page.status).toBe('ended');
    expect(h.page.message).toBe('Connection lost. Please restart the call.');
  });

  it('a flap that recovers in time: reconnecting, then active again', async () => {
    const h = await activeTutor();
    h.peers[0]!.onStateChange('disconnected');
    await flush();
    h.clock.advance(5_000);
    h.peers[0]!.onStateChange('connected');
    h.clock.advance(60_000);
    expect(h.page.status).toBe('active');
    expect(h.changes).toEqual(['ringing', 'active', 'active+reconnecting', 'active']);
  });

  it('"Connection lost. Please restart the call." when the signalling socket stays away', async () => {
    const h = await activeTutor();
    h.drop();
    h.clock.advance(29_999);
    expect(h.page.message).toBe(null);
    expect(h.page.status).toBe('active');
    h.clock.advance(1);
    expect(h.page.message).toBe('Connection lost. Please restart the call.');
  });

  it('"Failed to connect: {reason}" in plain words when the ICE servers cannot be had', async () => {
    const h = harness({ ice: () => Promise.reject(new Error('Failed to fetch')) });
    await h.page.start();
    expect(h.page.message).toBe('Failed to connect: We could not reach TutorsPlace.');
    expect(h.page.failure).toEqual({ kind: 'unreachable', step: 'start' });
  });

  it('"Failed to connect: {reason}" with the server\'s own words when it answered', async () => {
    const expired = Object.assign(new Error('Your session has expired. Please sign in again.'), {
      status: 401,
      data: { success: false, message: 'Your session has expired. Please sign in again.' },
    });
    const h = harness({ ice: () => Promise.reject(expired) });
    await h.page.start();
    expect(h.page.message).toBe(
      'Failed to connect: Your session has expired. Please sign in again.',
    );
  });

  it('"Failed to connect: {reason}" when the server refuses the socket', async () => {
    const h = harness();
    await h.page.start();
    h.server({ type: 'refused', reason: 'This class is not running now.' });
    expect(h.page.status).toBe('ended');
    expect(h.page.message).toBe('Failed to connect: This class is not running now.');
  });

  it('"Failed to connect: {reason}" when the student cannot answer the offer', async () => {
    const h = harness({ role: 'student', answerThrows: true });
    await h.page.start();
    h.online();
    h.server(incoming());
    await flush();
    // Not the browser's words ("bad offer"): plain ones.
    expect(h.page.message).toBe('Failed to connect: The call could not be set up in this browser.');
  });

  it('"Failed to initiate call. Please try again." when the call cannot be made', async () => {
    const h = harness({ offerThrows: true });
    await h.page.start();
    h.online();
    await flush();
    expect(h.page.message).toBe('Failed to initiate call. Please try again.');
  });

  it('"Failed to start video call." with the reason, when the browser has no WebRTC', async () => {
    const h = harness({ hasWebRtc: false });
    await h.page.start();
    expect(h.page.message).toBe(
      "Failed to start video call. Your browser does not support WebRTC, so you can't use this functionality.",
    );
  });

  it('"Failed to start video call." with a plain reason, never the browser\'s words', async () => {
    const cases: Array<[string, string]> = [
      ['NotReadableError', 'Your camera or microphone is being used by another app.'],
      ['NotFoundError', 'No camera or microphone was found on this device.'],
      ['OverconstrainedError', 'Your camera cannot give the picture this call needs.'],
      ['AbortError', 'Your camera or microphone stopped while the call was starting.'],
      ['TypeError', 'Your camera or microphone could not be started.'],
    ];
    for (const [name, reason] of cases) {
      const h = harness({
        media: () => Promise.reject(domError(name, 'Requested device not found')),
      });
      await h.page.start();
      expect(h.page.message).toBe(`Failed to start video call. ${reason}`);
      expect(h.page.message).not.toContain('Requested device not found');
    }
  });

  it('"Failed to start video call." with the permission hint, when the page may not ask', async () => {
    const h = harness({ media: () => Promise.reject(domError('SecurityError')) });
    await h.page.start();
    expect(h.page.message).toBe(
      'Failed to start video call. Media permissions denied. Please allow camera and microphone access.',
    );
  });

  it('"Failed to start video call." with the chat hint, when the socket cannot be opened', async () => {
    const h = harness({ openSocketThrows: true });
    await h.page.start();
    expect(h.page.message).toBe(
      'Failed to start video call. Chat connection failed. Please refresh and try again.',
    );
  });

  it('"Media permissions denied. Please allow camera and microphone access." before a tutor calls', async () => {
    const h = harness({ media: () => Promise.reject(domError('NotAllowedError')) });
    await h.page.start();
    expect(h.page.message).toBe(
      'Media permissions denied. Please allow camera and microphone access.',
    );
    expect(h.signals('call')).toHaveLength(0);
  });

  it('"Failed to join call. Please check microphone and camera permissions." rejects the call', async () => {
    const h = harness({
      role: 'student',
      media: () => Promise.reject(domError('NotAllowedError')),
    });
    await h.page.start();
    h.online();
    h.server(incoming());
    await flush();
    expect(h.page.message).toBe(
      'Failed to join call. Please check microphone and camera permissions.',
    );
    expect(h.signals('reject')).toHaveLength(1);
  });

  it('"Chat connection failed after polling. ..." after 60 polls 500 ms apart', async () => {
    const h = harness();
    await h.page.start(); // the socket never opens
    h.clock.advance(29_499);
    expect(h.page.status).toBe('connecting');
    h.clock.advance(1);
    expect(h.page.status).toBe('ended');
    expect(h.page.message).toBe(
      'Chat connection failed after polling. Please check credentials and network connection.',
    );
  });

  it('"Opponent did not answer" and "Call rejected by opponent"', async () => {
    const a = harness();
    await a.page.start();
    a.online();
    await flush();
    a.clock.advance(60_000);
    expect(a.page.message).toBe('Opponent did not answer');

    const b = harness();
    await b.page.start();
    b.online();
    await flush();
    b.server({ type: 'signal', signal: { ...b.signals('call')[0]!, signalType: 'reject' } });
    await flush();
    expect(b.page.message).toBe('Call rejected by opponent');
  });

  it('a stop from the other side or the own hang-up ends with no message ("Call Ended")', async () => {
    const h = await activeTutor();
    h.page.hangUp();
    expect(h.page.status).toBe('ended');
    expect(h.page.message).toBeNull();
    expect(h.signals('stop')).toHaveLength(1);
  });

  it('tells a permission refusal from other media failures', () => {
    expect(isPermissionError(domError('NotAllowedError'))).toBe(true);
    expect(isPermissionError(domError('NotFoundError'))).toBe(false);
  });
});

describe('call page engine: the student reloads mid-call (re-call)', () => {
  it('the tutor re-calls and shows reconnecting until the new media arrives', async () => {
    const h = await activeTutor();
    h.server({ type: 'presence', cbId: 22, online: false });
    h.server({ type: 'presence', cbId: 22, online: true, sessionID: null });
    await flush();
    expect(h.page.reconnecting).toBe(true);
    expect(h.signals('call')).toHaveLength(2);
    h.page.remoteStream();
    expect(h.page.reconnecting).toBe(false);
    expect(h.page.status).toBe('active');
  });
});
