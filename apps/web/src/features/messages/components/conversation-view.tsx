// One conversation: the other person (last activity), the bookings between the two, the history
// with earlier pages on demand, live messages, typing…, markers, edit and delete, block and
// report, and the composer (or why the viewer cannot send).
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { MessageDto } from '@tm/shared/contract/conversations';
import { BOOKING_STATUS_LABELS } from '@tm/shared/rules/booking-status';
import type { BookingStatus } from '@tm/shared/constants/marketplace';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorState } from '@/components/ui/error-state';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { LoadingState } from '@/components/ui/spinner';
import { serverMessage } from '@/lib/api-client';
import { showToast } from '@/lib/toast-store';
import { useConversation } from '../api/get-conversation';
import { useMessageHistory } from '../api/get-messages';
import { useMarkConversationRead } from '../api/mark-read';
import { useSetBlocked } from '../api/block-and-report';
import { useDeleteMessage, useEditMessage } from '../api/change-message';
import { useSendAttachment } from '../api/send-attachment';
import { useInbox, useLiveVersion } from '../lib/inbox-context';
import { mergeMessages } from '../lib/merge-messages';
import { dayHeading, lastActive, sameDay } from '../lib/message-time';
import { Composer } from './composer';
import { MessageBubble, PendingBubble } from './message-bubble';
import { ReportDialog } from './report-dialog';

export function ConversationView({
  conversationId,
  zone,
  role,
}: {
  conversationId: string;
  zone: string;
  role: 'student' | 'tutor';
}) {
  const inbox = useInbox();
  useLiveVersion();
  const detail = useConversation(conversationId);
  const history = useMessageHistory(conversationId);
  const markRead = useMarkConversationRead();
  const block = useSetBlocked();
  const edit = useEditMessage();
  const del = useDeleteMessage();
  const attach = useSendAttachment();
  const [editing, setEditing] = useState<MessageDto | null>(null);
  const [deleting, setDeleting] = useState<MessageDto | null>(null);
  const [confirmBlock, setConfirmBlock] = useState(false);
  const [reporting, setReporting] = useState(false);
  const listRef = useRef<HTMLOListElement>(null);

  const pages = history.data?.pages ?? [];
  const shown = mergeMessages({
    conversationId,
    history: [...pages].reverse().flatMap((p) => p.messages),
    live: inbox.store.of(conversationId),
    outbox: inbox.outbox,
    withMarkers: (m) => inbox.store.withMarkers(m),
  });
  const unreadIds = shown
    .filter(
      (s) => s.kind === 'message' && !s.message.mine && !s.message.readAt && !s.message.deleted,
    )
    .map((s) => (s.kind === 'message' ? s.message.id : ''));
  const unreadKey = unreadIds.join(',');
  const explainId =
    [...shown]
      .reverse()
      .map((x) => (x.kind === 'message' ? x.message : null))
      .find((m) => m?.mine && m.hidden)?.id ?? null;

  // Opening the conversation reads everything; what arrives while it is open and visible too.
  useEffect(() => {
    markRead.mutate(conversationId);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per conversation
  }, [conversationId]);
  useEffect(() => {
    if (!unreadKey || document.visibilityState !== 'visible' || history.isPending) return;
    if (inbox.connection === 'online') inbox.client.markRead(conversationId, unreadKey.split(','));
    else markRead.mutate(conversationId);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on new unread messages
  }, [unreadKey, inbox.connection, history.isPending]);

  // Keep the newest message in view as messages arrive.
  const last = shown[shown.length - 1];
  const lastKey = last ? (last.kind === 'message' ? last.message.id : last.entry.clientId) : '';
  useEffect(() => {
    const el = listRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lastKey, detail.isSuccess]);

  if (detail.isPending) return <LoadingState label="Loading conversation…" />;
  if (detail.isError)
    return (
      <div className="p-4">
        <ErrorState
          message={serverMessage(detail.error) ?? detail.error.message}
          onRetry={() => void detail.refetch()}
        />
      </div>
    );
  const c = detail.data;
  const typing = inbox.store.isTyping(conversationId);
  const classesPath = role === 'student' ? '/student-classes' : '/tutor-classes';

  const send = (body: string) => {
    if (editing) {
      const target = editing;
      setEditing(null);
      edit.mutate(
        { id: target.id, body },
        {
          onSuccess: (r) => inbox.store.upsert([r.message]),
          onError: (err) => showToast(serverMessage(err) ?? err.message, 'danger'),
        },
      );
      return;
    }
    inbox.client.send(conversationId, body);
  };

  return (
    <section
      aria-label={`Conversation with ${c.other.fullName}`}
      className="flex min-h-0 flex-1 flex-col"
    >
      <header className="flex items-center gap-3 border-b border-neutral-200 bg-white px-3 py-2.5">
        <Link
          to="/messages"
          className="rounded-lg p-2 text-xl text-neutral-700 hover:bg-neutral-100 md:hidden"
          aria-label="Back to conversations"
        >
          <ArrowLeftIcon />
        </Link>
        <Avatar src={c.other.profilePhoto} name={c.other.fullName} id={c.other.id} size="md" />
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-base font-semibold text-neutral-900">{c.other.fullName}</h2>
          <p className="truncate text-xs text-neutral-600" aria-live="polite">
            {typing
              ? 'typing…'
              : (lastActive(c.other.lastActiveAt) ??
                (c.other.role === 'tutor' ? 'Tutor' : 'Student'))}
          </p>
        </div>
        {c.blocked !== 'by_them' && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() =>
              c.blocked === 'by_me'
                ? block.mutate({ conversationId, block: false })
                : setConfirmBlock(true)
            }
          >
            {c.blocked === 'by_me' ? 'Unblock' : 'Block'}
          </Button>
        )}
        <Button variant="ghost" size="sm" onClick={() => setReporting(true)}>
          Report
        </Button>
      </header>

      {c.bookings.length > 0 && (
        <nav
          aria-label="Bookings between you"
          className="border-b border-neutral-200 bg-neutral-50 px-3 py-2"
        >
          <ul className="flex gap-2 overflow-x-auto text-xs">
            {c.bookings.map((b) => (
              <li key={b.id} className="shrink-0">
                <Link
                  to={classesPath}
                  className="inline-flex items-center gap-1 rounded-full border border-neutral-200 bg-white px-2.5 py-1 text-neutral-700 hover:bg-neutral-100"
                >
                  {b.isTrial ? 'Trial · ' : ''}
                  {b.subject} · {b.startDate} ·{' '}
                  {BOOKING_STATUS_LABELS[b.status as BookingStatus] ?? b.status}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}

      {inbox.connection === 'offline' && (
        <p role="status" className="bg-warning-50 px-3 py-2 text-xs text-warning-800">
          You are offline. Messages you write now are sent when you are back online.
        </p>
      )}

      <ol
        ref={listRef}
        aria-label="Messages"
        className="min-h-0 flex-1 space-y-2 overflow-y-auto px-3 py-4"
      >
        {history.hasNextPage && (
          <li className="text-center">
            <Button
              variant="ghost"
              size="sm"
              loading={history.isFetchingNextPage}
              onClick={() => void history.fetchNextPage()}
            >
              Load earlier messages
            </Button>
          </li>
        )}
        {history.isPending && (
          <li>
            <LoadingState label="Loading messages…" />
          </li>
        )}
        {history.isError && (
          <li>
            <ErrorState message={history.error.message} onRetry={() => void history.refetch()} />
          </li>
        )}
        {history.isSuccess && shown.length === 0 && (
          <li className="py-8 text-center text-sm text-neutral-600">
            {role === 'student'
              ? `Ask ${c.other.fullName} anything before you book: subjects, timings, how classes work.`
              : 'No messages yet.'}
          </li>
        )}
        {shown.map((s, i) => {
          if (s.kind === 'pending')
            return (
              <PendingBubble
                key={s.entry.clientId}
                entry={s.entry}
                onRetry={() => inbox.client.retry(s.entry.clientId)}
                onDiscard={() => inbox.client.discard(s.entry.clientId)}
              />
            );
          const m = s.message;
          const prev = shown[i - 1];
          const newDay =
            !prev || prev.kind !== 'message' || !sameDay(prev.message.createdAt, m.createdAt, zone);
          return (
            <DayAndMessage key={m.id} heading={newDay ? dayHeading(m.createdAt, zone) : null}>
              <MessageBubble
                message={m}
                zone={zone}
                explainHidden={m.id === explainId}
                onEdit={setEditing}
                onDelete={setDeleting}
              />
            </DayAndMessage>
          );
        })}
      </ol>

      {!c.canSend && (
        <p
          role="status"
          className="border-t border-neutral-200 bg-neutral-50 px-4 py-2 text-sm text-neutral-700"
        >
          {c.cannotSendReason}
        </p>
      )}
      <Composer
        disabled={!c.canSend}
        editing={editing?.body ?? null}
        onCancelEdit={() => setEditing(null)}
        onSend={send}
        onTyping={(t) => inbox.client.typing(conversationId, t)}
        onAttach={async (file, caption) => {
          const r = await attach.mutateAsync({
            conversationId,
            file,
            body: caption,
            clientId: `c-${crypto.randomUUID()}`,
          });
          inbox.store.upsert([r.message]);
        }}
      />

      <ConfirmDialog
        open={confirmBlock}
        onOpenChange={setConfirmBlock}
        title={`Block ${c.other.fullName}?`}
        message={
          role === 'student'
            ? 'Neither of you will be able to send messages, and this tutor leaves your search results. You can unblock them later.'
            : 'Neither of you will be able to send messages. You can unblock them later.'
        }
        confirmText="Block"
        confirmVariant="danger"
        loading={block.isPending}
        onConfirm={() =>
          block.mutate({ conversationId, block: true }, { onSettled: () => setConfirmBlock(false) })
        }
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this message?"
        message="Both of you will see “Message deleted” in its place."
        confirmText="Delete"
        confirmVariant="danger"
        loading={del.isPending}
        onConfirm={() => {
          const target = deleting;
          if (!target) return;
          del.mutate(target.id, {
            onSuccess: (r) => inbox.store.upsert([r.message]),
            onError: (err) => showToast(serverMessage(err) ?? err.message, 'danger'),
            onSettled: () => setDeleting(null),
          });
        }}
      />
      <ReportDialog
        open={reporting}
        onOpenChange={setReporting}
        conversationId={conversationId}
        name={c.other.fullName}
      />
    </section>
  );
}

function DayAndMessage({ heading, children }: { heading: string | null; children: ReactNode }) {
  return (
    <>
      {heading && (
        <li className="py-2 text-center text-xs font-medium text-neutral-500">{heading}</li>
      )}
      {children}
    </>
  );
}
