import { describe, expect, it } from 'vitest';
import { CALL_SESSION_STATES, mayRestartIce, onLocalAction, onPeerSignal } from './session-state';
import { PEER_STATE_RULES, sessionClosedWhen } from './peer-state';
import { waitingTimerMs } from './waiting-timer';
import { nextPageStatus } from './page-status';
import { CALL_MSG, startFailedMessage } from './messages';
import { SIGNAL_TYPES, signalSchema } from './protocol';

describe('SDK call session states (mentorship-policies-video §4)', () => {
  it('accept from the peer makes a new session active', () => {
    expect(onPeerSignal('new', 'accept')).toEqual({ action: 'apply', to: 'active' });
  });
  it('accept is ignored when the session is already active', () => {
    expect(onPeerSignal('active', 'accept')).toEqual({ action: 'ignore', to: 'active' });
  });
  it('accept on a closed session only stops it', () => {
    expect(onPeerSignal('closed', 'accept')).toEqual({ action: 'stop', to: 'closed' });
  });
  it('accept, stop and candidate are ignored out of state', () => {
    for (const state of ['rejected', 'stopped'] as const) {
      expect(onPeerSignal(state, 'accept').action).toBe('ignore');
    }
    for (const state of ['rejected', 'stopped', 'closed'] as const) {
      expect(onPeerSignal(state, 'stop').action).toBe('ignore');
      expect(onPeerSignal(state, 'candidate').action).toBe('ignore');
    }
    expect(onPeerSignal('new', 'stop')).toEqual({ action: 'apply', to: 'stopped' });
    expect(onPeerSignal('active', 'stop')).toEqual({ action: 'apply', to: 'stopped' });
    expect(onPeerSignal('new', 'candidate').action).toBe('apply');
  });
  it('reject only applies to a new session', () => {
    expect(onPeerSignal('new', 'reject')).toEqual({ action: 'apply', to: 'rejected' });
    expect(onPeerSignal('active', 'reject').action).toBe('ignore');
  });
  it('every (signal, state) pair has an answer', () => {
    for (const s of CALL_SESSION_STATES)
      for (const t of SIGNAL_TYPES)
        expect(['apply', 'ignore', 'stop']).toContain(onPeerSignal(s, t).action);
  });
  it('local actions follow the table', () => {
    expect(onLocalAction('new', 'accept')).toEqual({ allowed: true, to: 'active' });
    expect(onLocalAction('active', 'accept').allowed).toBe(false);
    expect(onLocalAction('closed', 'stop').allowed).toBe(false);
    expect(onLocalAction('stopped', 'close')).toEqual({ allowed: true, to: 'closed' });
  });
  it('ICE restart only by the offerer', () => {
    expect(mayRestartIce({ initiatorID: 7 }, 7)).toBe(true);
    expect(mayRestartIce({ initiatorID: 7 }, 8)).toBe(false);
  });
});

describe('peer connection states (§4)', () => {
  it('disconnected and failed start the reconnect wait; connected cancels it', () => {
    expect(PEER_STATE_RULES.disconnected.reconnectWait).toBe('start');
    expect(PEER_STATE_RULES.failed.reconnectWait).toBe('start');
    expect(PEER_STATE_RULES.connected.reconnectWait).toBe('cancel');
    expect(PEER_STATE_RULES.completed.reconnectWait).toBe('cancel');
  });
  it('reports the session states of the spec', () => {
    expect(PEER_STATE_RULES.checking.report).toBe('connecting');
    expect(PEER_STATE_RULES.disconnected.report).toBe('disconnected');
    expect(PEER_STATE_RULES.closed.report).toBe('closed');
  });
  it('the session closes only when all connections are closed', () => {
    expect(sessionClosedWhen(['closed', 'closed'])).toBe(true);
    expect(sessionClosedWhen(['closed', 'disconnected'])).toBe(false);
  });
});

describe('waiting timer (§4)', () => {
  it('is the answer timeout minus the time to accept', () => {
    expect(waitingTimerMs(60_000, 10_000)).toBe(50_000);
  });
  it('subtracts at most half the timeout', () => {
    expect(waitingTimerMs(60_000, 45_000)).toBe(30_000);
  });
  it('is at least 1 second', () => {
    expect(waitingTimerMs(1_500, 1_000)).toBe(1_000);
    expect(waitingTimerMs(500, 0)).toBe(1_000);
  });
  it('a negative time to accept (clock skew) counts as zero', () => {
    expect(waitingTimerMs(60_000, -5_000)).toBe(60_000);
  });
});

describe('call page status (§4)', () => {
  it('tutor: connecting, then ringing when it calls, active on the remote stream', () => {
    let s = nextPageStatus('connecting', 'calling', 'tutor');
    expect(s).toBe('ringing');
    s = nextPageStatus(s, 'remote-stream', 'tutor');
    expect(s).toBe('active');
  });
  it('a tutor receiving a call shows ringing', () => {
    expect(nextPageStatus('connecting', 'incoming', 'tutor')).toBe('ringing');
  });
  it('student: connecting, waiting, then connecting on an incoming call, active on the stream', () => {
    let s = nextPageStatus('connecting', 'ready', 'student');
    expect(s).toBe('waiting');
    s = nextPageStatus(s, 'incoming', 'student');
    expect(s).toBe('connecting');
    expect(nextPageStatus(s, 'remote-stream', 'student')).toBe('active');
  });
  it('every ending event ends the call, and nothing leaves ended', () => {
    for (const e of [
      'not-answered',
      'rejected',
      'stopped',
      'chat-disconnected',
      'error',
      'hang-up',
    ] as const) {
      expect(nextPageStatus('active', e, 'tutor')).toBe('ended');
      expect(nextPageStatus('waiting', e, 'student')).toBe('ended');
    }
    expect(nextPageStatus('ended', 'remote-stream', 'tutor')).toBe('ended');
    expect(nextPageStatus('ended', 'incoming', 'student')).toBe('ended');
  });
});

describe('messages and protocol', () => {
  it('start failure messages carry their hint', () => {
    expect(startFailedMessage('chat')).toBe(
      'Failed to start video call. Chat connection failed. Please refresh and try again.',
    );
    expect(startFailedMessage({ reason: 'boom' })).toBe('Failed to start video call. boom');
    expect(CALL_MSG.failedToConnect('timeout')).toBe('Failed to connect: timeout');
  });
  it('a signal needs the booking in its user info and exactly one opponent', () => {
    const base = {
      signalType: 'call',
      sessionID: 's1',
      callType: 1,
      callerID: 1,
      opponentsIDs: [2],
      userInfo: { bookingId: '4b6f1c8e-7a53-4f3e-9f0e-1d2c3b4a5f60' },
    };
    expect(signalSchema.safeParse(base).success).toBe(true);
    expect(signalSchema.safeParse({ ...base, userInfo: {} }).success).toBe(false);
    expect(signalSchema.safeParse({ ...base, opponentsIDs: [] }).success).toBe(false);
    expect(signalSchema.safeParse({ ...base, callType: 3 }).success).toBe(false);
  });
});
