import { describe, expect, it } from 'vitest';
import { MESSAGING_LIMITS, canEditMessage, digestDue } from './messaging';

const at = (iso: string) => new Date(iso);

describe('canEditMessage', () => {
  const sent = at('2026-03-10T06:00:00Z');
  it('allows edits up to 15 minutes after sending, inclusive', () => {
    expect(canEditMessage(sent, at('2026-03-10T06:14:59Z'))).toBe(true);
    expect(canEditMessage(sent, at('2026-03-10T06:15:00Z'))).toBe(true);
  });
  it('refuses them after that', () => {
    expect(canEditMessage(sent, at('2026-03-10T06:15:01Z'))).toBe(false);
  });
});

describe('digestDue', () => {
  const oldestUnread = at('2026-03-10T06:00:00Z');
  it('waits 10 minutes after the oldest unread message', () => {
    expect(digestDue({ oldestUnread, lastMailedAt: null, now: at('2026-03-10T06:09:59Z') })).toBe(
      false,
    );
    expect(digestDue({ oldestUnread, lastMailedAt: null, now: at('2026-03-10T06:10:00Z') })).toBe(
      true,
    );
  });
  it('sends at most one mail an hour per conversation', () => {
    const now = at('2026-03-10T06:30:00Z');
    expect(digestDue({ oldestUnread, lastMailedAt: at('2026-03-10T05:31:00Z'), now })).toBe(false);
    expect(digestDue({ oldestUnread, lastMailedAt: at('2026-03-10T05:30:00Z'), now })).toBe(true);
  });
  it('uses the shared limits', () => {
    expect(MESSAGING_LIMITS.unreadMailDelayMs).toBe(600_000);
    expect(MESSAGING_LIMITS.digestEveryMs).toBe(3_600_000);
  });
});
