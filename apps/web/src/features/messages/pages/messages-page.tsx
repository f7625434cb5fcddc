// /messages and /messages/{id}: the inbox beside the open conversation on wide screens; on narrow
// ones the inbox, or the conversation with a way back. One inbox socket for the whole screen.
import { useParams } from 'react-router';
import { useSession } from '@/lib/session-store';
import { useDocumentTitle } from '@/lib/use-document-title';
import { viewerTimezone } from '@/lib/viewer-timezone';
import { EmptyState } from '@/components/ui/empty-state';
import { ChatIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { ConversationList } from '../components/conversation-list';
import { ConversationView } from '../components/conversation-view';
import { InboxProvider, useInbox } from '../lib/inbox-context';

function SessionRefused() {
  const { refused } = useInbox();
  if (!refused) return null;
  return (
    <p role="alert" className="bg-danger-50 px-4 py-2 text-sm text-danger-700">
      {refused}
    </p>
  );
}

export default function MessagesPage() {
  const { conversationId } = useParams();
  const { user } = useSession();
  useDocumentTitle('Messages');
  const zone = viewerTimezone(user);
  const role = user?.role === 'tutor' ? 'tutor' : 'student';
  return (
    <InboxProvider>
      <div className="grid gap-4">
        <h1
          className={cn(
            'text-2xl font-semibold tracking-tight',
            conversationId && 'sr-only md:not-sr-only',
          )}
        >
          Messages
        </h1>
        <SessionRefused />
        <div className="flex h-[calc(100dvh-12rem)] min-h-[28rem] overflow-hidden rounded-xl border border-neutral-200 bg-white">
          <div
            className={cn(
              'w-full min-w-0 flex-col border-neutral-200 md:flex md:w-80 md:shrink-0 md:border-r',
              conversationId ? 'hidden' : 'flex',
            )}
          >
            <ConversationList zone={zone} role={role} />
          </div>
          <div
            className={cn('min-w-0 flex-1 flex-col', conversationId ? 'flex' : 'hidden md:flex')}
          >
            {conversationId ? (
              <ConversationView
                key={conversationId}
                conversationId={conversationId}
                zone={zone}
                role={role}
              />
            ) : (
              <EmptyState
                className="m-auto"
                icon={<ChatIcon />}
                title="Choose a conversation"
                description="Messages between you and your tutors or students appear here. Contact and payments go through TutorsPlace."
              />
            )}
          </div>
        </div>
      </div>
    </InboxProvider>
  );
}
