// core-marketplace §1: the landing's chat-message shortcut, a floating WhatsApp link whose
// prefilled text welcomes the visitor and carries the learner and tutor registration links.
// A plain link: nothing loads or plays until the visitor chooses to open it.
import { useEffect, useSyncExternalStore } from 'react';
import { ChatIcon } from '@/components/ui/icons';
import { chatShortcutHref } from '../lib/chat-link';

const noSubscription = () => () => {};

export default function ChatShortcut() {
  // The server does not know the visitor's origin: a server-rendered landing gets the (floating,
  // so nothing moves) button once hydrated.
  const origin = useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => null,
  );
  // on a phone the floating button covered the page's last lines (the footer's links).
  // While it is shown the page ends with room for it, so everything can be scrolled clear of it.
  useEffect(() => {
    const room = ['pb-20', 'md:pb-0'];
    document.body.classList.add(...room);
    return () => document.body.classList.remove(...room);
  }, []);
  if (!origin) return null;
  return (
    <a
      href={chatShortcutHref(origin)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us on WhatsApp (opens in a new tab)"
      className="fixed right-4 bottom-4 z-30 inline-flex h-14 items-center gap-2 rounded-full bg-accent-700 px-4 text-white shadow-lg transition-colors hover:bg-accent-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600 md:right-6 md:bottom-6"
    >
      <ChatIcon className="text-2xl" />
      <span className="hidden text-sm font-medium sm:inline">Chat with us</span>
    </a>
  );
}
