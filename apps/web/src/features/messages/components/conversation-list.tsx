// The inbox: conversations newest first, each with the other person, the last message as the
// viewer may see it, when, and the unread count; a search by name; more on demand.
import { useEffect, useState } from 'react';
import { NavLink } from 'react-router';
import type { ConversationSummary } from '@tm/shared/contract/conversations';
import { Avatar } from '@/components/ui/avatar';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { ChatIcon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { LoadingState } from '@/components/ui/spinner';
import { UnreadBadge } from '@/entities/conversation/unread-badge';
import { cn } from '@/lib/cn';
import { useConversations } from '../api/get-conversations';
import { shortWhen } from '../lib/message-time';

function preview(c: ConversationSummary): string {
  const last = c.lastMessage;
  if (!last) return 'No messages yet';
  const text = last.deleted
    ? 'Message deleted'
    : last.body || (last.hasAttachment ? 'Attachment' : '');
  return last.mine ? `You: ${text}` : text;
}

function Item({ c, zone }: { c: ConversationSummary; zone: string }) {
  return (
    <li>
      <NavLink
        to={`/messages/${c.id}`}
        className={({ isActive }) =>
          cn(
            'flex items-center gap-3 rounded-lg px-3 py-3 transition-colors',
            isActive ? 'bg-accent-50' : 'hover:bg-neutral-100',
          )
        }
      >
        <Avatar src={c.other.profilePhoto} name={c.other.fullName} id={c.other.id} size="md" />
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline gap-2">
            <span
              className={cn(
                'min-w-0 flex-1 truncate text-sm text-neutral-900',
                c.unread > 0 ? 'font-semibold' : 'font-medium',
              )}
            >
              {c.other.fullName}
            </span>
            {c.lastMessage && (
              <span className="shrink-0 text-xs text-neutral-500">
                {shortWhen(c.lastMessage.createdAt, zone)}
              </span>
            )}
          </span>
          <span className="mt-0.5 flex items-center gap-2">
            <span
              className={cn(
                'min-w-0 flex-1 truncate text-sm',
                c.unread > 0 ? 'text-neutral-900' : 'text-neutral-600',
              )}
            >
              {c.blocked !== 'none' ? 'Blocked · ' : ''}
              {preview(c)}
            </span>
            <UnreadBadge count={c.unread} />
          </span>
        </span>
      </NavLink>
    </li>
  );
}

export function ConversationList({ zone, role }: { zone: string; role: 'student' | 'tutor' }) {
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const t = window.setTimeout(() => setQ(typed.trim()), 300);
    return () => window.clearTimeout(t);
  }, [typed]);
  const list = useConversations(q);
  const conversations = list.data?.pages.flatMap((p) => p.conversations) ?? [];

  return (
    <section aria-label="Conversations" className="flex min-h-0 flex-col">
      <div className="p-3">
        <label htmlFor="conversation-search" className="sr-only">
          Search conversations by name
        </label>
        <Input
          id="conversation-search"
          type="search"
          placeholder="Search by name"
          value={typed}
          maxLength={100}
          onChange={(e) => setTyped(e.target.value)}
        />
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-2 pb-3">
        {list.isPending ? (
          <LoadingState label="Loading conversations…" />
        ) : list.isError ? (
          <ErrorState
            message={`Your conversations could not be loaded: ${list.error.message}`}
            onRetry={() => void list.refetch()}
          />
        ) : conversations.length === 0 ? (
          q ? (
            <EmptyState title="No conversations match" description={`Nobody named "${q}".`} />
          ) : (
            <EmptyState
              icon={<ChatIcon />}
              title="No conversations yet"
              description={
                role === 'student'
                  ? 'Ask a tutor a question before you book: press Message on their page.'
                  : 'Students who write to you, and students who booked with you, appear here.'
              }
              action={
                role === 'student' ? (
                  <ButtonLink to="/student-dashboard" size="sm">
                    Find Tutors
                  </ButtonLink>
                ) : undefined
              }
            />
          )
        ) : (
          <>
            <ul className="grid gap-0.5">
              {conversations.map((c) => (
                <Item key={c.id} c={c} zone={zone} />
              ))}
            </ul>
            {list.hasNextPage && (
              <div className="mt-2 text-center">
                <Button
                  variant="ghost"
                  size="sm"
                  loading={list.isFetchingNextPage}
                  onClick={() => void list.fetchNextPage()}
                >
                  Show more
                </Button>
              </div>
            )}
          </>
        )}
      </div>
    </section>
  );
}
