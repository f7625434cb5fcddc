// mentorship-policies-video §4 "Call page status": connecting, waiting, ringing, active, ended.
//  Tutor:   connecting --ready--> (starts the call) --calling--> ringing --remote stream--> active
//           an incoming call shows ringing.
//  Student: connecting --ready--> waiting --incoming call--> connecting --remote stream--> active
//  ended: no answer, rejected or stopped by the opponent, chat disconnected, a connection or
//  permission error, or the user ended the call. Nothing leaves ended.
import type { CallRole } from './protocol';

export type CallPageStatus = 'connecting' | 'waiting' | 'ringing' | 'active' | 'ended';

export type CallPageEvent =
  | 'ready'
  | 'calling'
  | 'incoming'
  | 'remote-stream'
  | 'not-answered'
  | 'rejected'
  | 'stopped'
  | 'chat-disconnected'
  | 'error'
  | 'hang-up';

const ENDING: readonly CallPageEvent[] = [
  'not-answered',
  'rejected',
  'stopped',
  'chat-disconnected',
  'error',
  'hang-up',
];

interface PageRule {
  role: CallRole | 'any';
  from: readonly CallPageStatus[];
  event: CallPageEvent;
  to: CallPageStatus;
}

export const CALL_PAGE_RULES: readonly PageRule[] = [
  { role: 'student', from: ['connecting'], event: 'ready', to: 'waiting' },
  { role: 'tutor', from: ['connecting'], event: 'calling', to: 'ringing' },
  { role: 'tutor', from: ['connecting', 'waiting'], event: 'incoming', to: 'ringing' },
  { role: 'student', from: ['waiting', 'connecting'], event: 'incoming', to: 'connecting' },
  { role: 'any', from: ['connecting', 'ringing', 'waiting'], event: 'remote-stream', to: 'active' },
  ...ENDING.map((event) => ({
    role: 'any' as const,
    from: ['connecting', 'waiting', 'ringing', 'active'] as const,
    event,
    to: 'ended' as const,
  })),
];

export function nextPageStatus(
  status: CallPageStatus,
  event: CallPageEvent,
  role: CallRole,
): CallPageStatus {
  const rule = CALL_PAGE_RULES.find(
    (r) => r.event === event && r.from.includes(status) && (r.role === 'any' || r.role === role),
  );
  return rule ? rule.to : status;
}
