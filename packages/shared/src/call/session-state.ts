// mentorship-policies-video §4 "SDK call session states", as data: new, active, rejected,
// stopped, closed. Accept is ignored if the session is already active; if closed, accept only
// stops it. Accept, stop and ice-candidate events from a peer are ignored unless the session is in
// the right state. ICE restart is initiated only by the offering side.
import type { SignalType } from './protocol';

export type CallSessionState = 'new' | 'active' | 'rejected' | 'stopped' | 'closed';
export const CALL_SESSION_STATES: readonly CallSessionState[] = [
  'new',
  'active',
  'rejected',
  'stopped',
  'closed',
];

/** What to do with a signal a peer sent: apply it, ignore it, or answer it with stop. */
export type SignalAction = 'apply' | 'ignore' | 'stop';

interface PeerRule {
  signal: SignalType;
  in: readonly CallSessionState[];
  action: Exclude<SignalAction, 'ignore'>;
  /** The state after applying; unchanged when absent. */
  to?: CallSessionState;
}

/** Peer signals that act; every other (signal, state) pair is ignored. */
export const PEER_SIGNAL_RULES: readonly PeerRule[] = [
  { signal: 'accept', in: ['new'], action: 'apply', to: 'active' },
  { signal: 'accept', in: ['closed'], action: 'stop' },
  { signal: 'reject', in: ['new'], action: 'apply', to: 'rejected' },
  { signal: 'stop', in: ['new', 'active'], action: 'apply', to: 'stopped' },
  { signal: 'candidate', in: ['new', 'active'], action: 'apply' },
  { signal: 'restart', in: ['active'], action: 'apply' },
  { signal: 'restart-accept', in: ['active'], action: 'apply' },
];

export function onPeerSignal(
  state: CallSessionState,
  signal: SignalType,
): { action: SignalAction; to: CallSessionState } {
  const rule = PEER_SIGNAL_RULES.find((r) => r.signal === signal && r.in.includes(state));
  if (!rule) return { action: 'ignore', to: state };
  return { action: rule.action, to: rule.to ?? state };
}

export type LocalAction = 'accept' | 'reject' | 'stop' | 'close';

/** What the local user may do in each state (anything else is a no-op). */
export const LOCAL_RULES: Record<
  LocalAction,
  { in: readonly CallSessionState[]; to: CallSessionState }
> = {
  accept: { in: ['new'], to: 'active' },
  reject: { in: ['new'], to: 'rejected' },
  stop: { in: ['new', 'active'], to: 'stopped' },
  close: { in: ['new', 'active', 'rejected', 'stopped'], to: 'closed' },
};

export function onLocalAction(
  state: CallSessionState,
  action: LocalAction,
): { allowed: boolean; to: CallSessionState } {
  const rule = LOCAL_RULES[action];
  return rule.in.includes(state) ? { allowed: true, to: rule.to } : { allowed: false, to: state };
}

/** ICE restart is initiated only by the offering side (the session's initiator). */
export function mayRestartIce(session: { initiatorID: number }, selfId: number): boolean {
  return session.initiatorID === selfId;
}
