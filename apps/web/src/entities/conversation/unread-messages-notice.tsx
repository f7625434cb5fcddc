// The dashboards' line about unread messages: how many, from how many people, and a link to them.
import { Link } from 'react-router';
import { ChatIcon } from '@/components/ui/icons';
import { useUnreadCount } from './unread-count-api';

const count = (n: number, one: string, many: string) =>
  `${new Intl.NumberFormat('en-IN').format(n)} ${new Intl.PluralRules('en-IN').select(n) === 'one' ? one : many}`;

export function UnreadMessagesNotice() {
  const unread = useUnreadCount();
  const total = unread.data?.total ?? 0;
  if (total === 0) return null;
  const people = unread.data?.conversations ?? 0;
  return (
    <Link
      to="/messages"
      className="flex items-center gap-3 rounded-xl border border-accent-200 bg-accent-50 px-4 py-3 text-sm text-accent-900 hover:bg-accent-100"
    >
      <ChatIcon className="text-xl" />
      <span className="flex-1">
        You have {count(total, 'unread message', 'unread messages')} in{' '}
        {count(people, 'conversation', 'conversations')}.
      </span>
      <span className="font-medium">Open messages →</span>
    </Link>
  );
}
