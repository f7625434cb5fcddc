// mentorship-policies-video §4 peer connection states: new, checking, connected, completed,
// failed, disconnected (starts a reconnect wait timer, after which the connection is released and
// the session closed if all connections are closed), closed. Call session states reported:
// connecting, connected, completed, failed, disconnected, closed.

export type PeerState =
  'new' | 'checking' | 'connected' | 'completed' | 'failed' | 'disconnected' | 'closed';

export type SessionReport =
  'connecting' | 'connected' | 'completed' | 'failed' | 'disconnected' | 'closed';

interface PeerStateRule {
  report: SessionReport;
  /** start: begin the reconnect wait; cancel: a recovered connection stops it; keep: leave it. */
  reconnectWait: 'start' | 'cancel' | 'keep';
  /** The offerer tries an ICE restart on entering this state (network change). */
  iceRestart: boolean;
}

export const PEER_STATE_RULES: Record<PeerState, PeerStateRule> = {
  new: { report: 'connecting', reconnectWait: 'keep', iceRestart: false },
  checking: { report: 'connecting', reconnectWait: 'keep', iceRestart: false },
  connected: { report: 'connected', reconnectWait: 'cancel', iceRestart: false },
  completed: { report: 'completed', reconnectWait: 'cancel', iceRestart: false },
  failed: { report: 'failed', reconnectWait: 'start', iceRestart: true },
  disconnected: { report: 'disconnected', reconnectWait: 'start', iceRestart: true },
  closed: { report: 'closed', reconnectWait: 'cancel', iceRestart: false },
};

/** After the reconnect wait: the session closes when every connection is closed. */
export function sessionClosedWhen(peers: readonly PeerState[]): boolean {
  return peers.every((p) => p === 'closed');
}

/** Media is flowing in these states. */
export function isPeerUp(state: PeerState): boolean {
  return state === 'connected' || state === 'completed';
}
