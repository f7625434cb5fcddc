import { describe, expect, it } from 'vitest';
import { chatShortcutHref, chatWelcomeText } from './chat-link';

describe('chat-message shortcut (core-marketplace §1)', () => {
  it('opens WhatsApp on the contact number with the prefilled welcome text', () => {
    const href = chatShortcutHref('https://tutorsplace.in');
    const url = new URL(href);
    expect(url.origin + url.pathname).toBe('https://wa.me/919845012345');
    expect(url.searchParams.get('text')).toBe(chatWelcomeText('https://tutorsplace.in'));
  });

  it('welcomes the visitor and carries absolute learner and tutor registration links', () => {
    const text = chatWelcomeText('http://127.0.0.1:3000');
    expect(text.startsWith('Hello and welcome to TutorsPlace!')).toBe(true);
    expect(text).toContain(
      'Register as a learner: http://127.0.0.1:3000/authentication?authType=registration&userRole=student\n',
    );
    expect(text).toContain(
      'Register as a tutor: http://127.0.0.1:3000/authentication?authType=registration&userRole=tutor\n',
    );
  });

  it('encodes the text so its links survive as one query parameter', () => {
    const href = chatShortcutHref('https://tutorsplace.in');
    expect(href).not.toContain('&userRole');
    expect(href).toContain('%26userRole%3Dstudent');
  });
});
