// The in-class chat shows each message's time on the viewer's own clock (their zone, en-IN).
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ChatEntry } from '../lib/use-call';
import { ClassChat } from './class-chat';

const message = (over: Partial<ChatEntry> = {}): ChatEntry => ({
  id: 'm1',
  clientId: 'c1',
  senderId: 'tutor-1',
  body: 'Open chapter 4, please.',
  createdAt: '2026-11-23T12:00:00.000Z',
  deliveredAt: null,
  readAt: null,
  mine: false,
  pending: false,
  ...over,
});

function chatIn(zone: string, messages: ChatEntry[]) {
  return render(
    <ClassChat
      messages={messages}
      peerTyping={false}
      peerName="Ravi"
      zone={zone}
      visible
      onSend={vi.fn()}
      onRead={vi.fn()}
      onTyping={vi.fn()}
    />,
  );
}

describe('class chat times', () => {
  it('12:00 UTC reads 5:30 pm in Kolkata and 7:00 am in New York', () => {
    const { unmount } = chatIn('Asia/Kolkata', [message()]);
    expect(screen.getByText(/^5:30\s?pm$/i)).toBeInTheDocument();
    unmount();
    chatIn('America/New_York', [message()]);
    expect(screen.getByText(/^7:00\s?am$/i)).toBeInTheDocument();
  });

  it('an own message carries its marker after the time', () => {
    chatIn('Asia/Kolkata', [message({ mine: true, readAt: '2026-11-23T12:01:00.000Z' })]);
    expect(screen.getByText(/5:30\s?pm · Read/i)).toBeInTheDocument();
  });
});
