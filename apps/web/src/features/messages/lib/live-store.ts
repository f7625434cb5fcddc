// What the inbox socket brought while the page is open: messages (new or changed), read and
// delivered markers for messages the page holds from history, and who is typing. A conversation's
// screen merges it over the history pages (merge-messages.ts); newer changes win.
import type { MessageDto } from '@tm/shared/contract/conversations';

type Markers = { deliveredAt?: string; readAt?: string };

/** How long a "typing…" lasts without news (a page that closed without saying "paused"). */
const TYPING_MS = 8_000;

export class LiveStore {
  private messages = new Map<string, MessageDto>();
  private markers = new Map<string, Markers>();
  private typingUntil = new Map<string, number>();
  private timers = new Map<string, number>();
  private listeners = new Set<() => void>();
  private version = 0;

  subscribe = (fn: () => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };
  getVersion = () => this.version;

  private changed() {
    this.version++;
    for (const fn of this.listeners) fn();
  }

  upsert(list: readonly MessageDto[]) {
    for (const m of list) {
      const had = this.messages.get(m.id);
      if (!had || had.changedAt <= m.changedAt) this.messages.set(m.id, m);
    }
    if (list.length) this.changed();
  }

  mark(marker: 'delivered' | 'read', ids: readonly string[], at: string) {
    for (const id of ids) {
      const m = { ...this.markers.get(id) };
      if (marker === 'read') {
        m.readAt = at;
        m.deliveredAt ??= at;
      } else m.deliveredAt = at;
      this.markers.set(id, m);
    }
    this.changed();
  }

  setTyping(conversationId: string, typing: boolean) {
    window.clearTimeout(this.timers.get(conversationId));
    if (typing) {
      this.typingUntil.set(conversationId, Date.now() + TYPING_MS);
      this.timers.set(
        conversationId,
        window.setTimeout(() => this.setTyping(conversationId, false), TYPING_MS),
      );
    } else this.typingUntil.delete(conversationId);
    this.changed();
  }

  isTyping(conversationId: string): boolean {
    return (this.typingUntil.get(conversationId) ?? 0) > Date.now();
  }

  /** The live messages of one conversation. */
  of(conversationId: string): MessageDto[] {
    return [...this.messages.values()].filter((m) => m.conversationId === conversationId);
  }

  /** A message with the markers that arrived for it since it was read. */
  withMarkers(m: MessageDto): MessageDto {
    const k = this.markers.get(m.id);
    if (!k) return m;
    return {
      ...m,
      deliveredAt: m.deliveredAt ?? k.deliveredAt ?? null,
      readAt: m.readAt ?? k.readAt ?? null,
    };
  }

  dispose() {
    for (const t of this.timers.values()) window.clearTimeout(t);
    this.listeners.clear();
  }
}
