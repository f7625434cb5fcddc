// One inbox socket for the messages screens (the shared InboxClient on the browser's ports). It
// feeds the live store, keeps the inbox list and unread counts fresh, reconnects when the browser
// is back online, and hands the outbox (messages not yet confirmed) to the conversation screen.
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  InboxClient,
  type InboxConnection,
  type OutboxEntry,
} from '@tm/shared/conversations/inbox-client';
import { messageKeys } from '@/entities/conversation/query-keys';
import { browserClock, openBrowserSocket } from '@/lib/live-socket';
import { getSession } from '@/lib/session-store';
import { LiveStore } from './live-store';

interface Inbox {
  client: InboxClient;
  store: LiveStore;
  connection: InboxConnection;
  outbox: readonly OutboxEntry[];
  /** Why the server refused the socket (an expired session), if it did. */
  refused: string | null;
}

const InboxContext = createContext<Inbox | null>(null);

const newId = () => `c-${crypto.randomUUID()}`;

export function InboxProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [client] = useState(
    () =>
      new InboxClient({
        openSocket: openBrowserSocket,
        clock: browserClock,
        token: () => getSession().token,
        newId,
      }),
  );
  const [store] = useState(() => new LiveStore());
  const [connection, setConnection] = useState<InboxConnection>('idle');
  const [outbox, setOutbox] = useState<readonly OutboxEntry[]>([]);
  const [refused, setRefused] = useState<string | null>(null);

  useEffect(() => {
    let refresh = 0;
    // Many events in a burst: one refresh of the list and the counts.
    const refreshLists = () => {
      window.clearTimeout(refresh);
      refresh = window.setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: messageKeys.lists });
        void queryClient.invalidateQueries({ queryKey: messageKeys.unread });
      }, 250);
    };
    const off = [
      client.on('connection', setConnection),
      client.on('outbox', (entries) => setOutbox([...entries])),
      client.on('refused', setRefused),
      client.on('message', (m) => {
        store.upsert([m]);
        if (!m.mine) store.setTyping(m.conversationId, false);
        refreshLists();
      }),
      client.on('sync', (messages, more) => {
        store.upsert(messages);
        if (more) void queryClient.invalidateQueries({ queryKey: messageKeys.all });
        refreshLists();
      }),
      client.on('marker', ({ marker, ids, at }) => {
        store.mark(marker, ids, at);
        refreshLists();
      }),
      client.on('typing', ({ conversationId, typing }) => store.setTyping(conversationId, typing)),
      client.on('conversation', (id) => {
        void queryClient.invalidateQueries({ queryKey: messageKeys.conversation(id) });
        refreshLists();
      }),
    ];
    const online = () => client.reconnectNow();
    window.addEventListener('online', online);
    client.connect();
    return () => {
      window.removeEventListener('online', online);
      window.clearTimeout(refresh);
      for (const f of off) f();
      client.disconnect();
      store.dispose();
    };
  }, [client, store, queryClient]);

  const value = useMemo(
    () => ({ client, store, connection, outbox, refused }),
    [client, store, connection, outbox, refused],
  );
  return <InboxContext value={value}>{children}</InboxContext>;
}

export function useInbox(): Inbox {
  const inbox = useContext(InboxContext);
  if (!inbox) throw new Error('useInbox needs an InboxProvider');
  return inbox;
}

/** Re-renders on every change of the live store. */
export function useLiveVersion(): number {
  const { store } = useInbox();
  return useSyncExternalStore(store.subscribe, store.getVersion, store.getVersion);
}
