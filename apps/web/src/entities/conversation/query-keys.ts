// The TanStack Query keys of messages: everything under `messageKeys.all`, so a live event or a
// send can refresh the inbox, a conversation and the unread counts together.
export const messageKeys = {
  all: ['messages'] as const,
  unread: ['messages', 'unread'] as const,
  list: (q: string) => ['messages', 'list', q] as const,
  lists: ['messages', 'list'] as const,
  conversation: (id: string) => ['messages', 'conversation', id] as const,
  history: (id: string) => ['messages', 'history', id] as const,
  settings: ['messages', 'settings'] as const,
};
