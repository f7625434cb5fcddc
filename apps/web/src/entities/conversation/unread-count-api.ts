// GET /api/messages/unread: unread messages for the signed-in student or tutor (the nav bars, the
// dashboards, the upcoming-class banner). Read again every minute and when the tab comes back; the
// messages page refreshes it at once on every live event.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnreadCount } from '@tm/shared/contract/conversations';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { useAfterIdle } from '@/lib/use-after-idle';
import { messageKeys } from './query-keys';

export async function getUnreadCount(signal?: AbortSignal): Promise<UnreadCount> {
  return (await api.get<UnreadCount>('/messages/unread', { signal })).data;
}

export const unreadCountQueryOptions = queryOptions({
  queryKey: messageKeys.unread,
  queryFn: ({ signal }) => getUnreadCount(signal),
  refetchInterval: 60_000,
  refetchOnWindowFocus: true,
  staleTime: 10_000,
});

/** Asked once the page is idle: the count never holds up a screen's own first requests. */
export function useUnreadCount() {
  const { user } = useSession();
  const idle = useAfterIdle();
  const member = user?.role === 'student' || user?.role === 'tutor';
  return useQuery({ ...unreadCountQueryOptions, enabled: member && idle });
}
