// /admin/messages: the queue of reported and flagged conversations, each with its excerpt; an admin
// may read the whole conversation (the server logs every read), close the report, and suspend (or
// restore) the reported person's messaging.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { MessageReport } from '@tm/shared/contract/conversations';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { ShieldIcon } from '@/components/ui/icons';
import { LoadingState } from '@/components/ui/spinner';
import { PagerNav } from '@/components/ui/page-nav';
import { FilterChips } from '@/entities/booking/filter-chips';
import { serverMessage } from '@/lib/api-client';
import { showToast } from '@/lib/toast-store';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  useMessageReports,
  useReportedConversation,
  useResolveReport,
  useSetSuspension,
} from '../api/message-reports';

const STATUSES = ['open', 'resolved'] as const;

/** Admins read times in India's zone (the platform's default, DEFAULT_TIMEZONE). */
const stamp = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});
const formatDateTime = (iso: string) => stamp.format(new Date(iso));

function Excerpt({ lines }: { lines: MessageReport['excerpt'] }) {
  if (!lines.length) return <p className="text-sm text-neutral-600">No messages.</p>;
  return (
    <ol className="grid gap-1.5 text-sm">
      {lines.map((l, i) => (
        <li key={i} className="break-words whitespace-pre-wrap">
          <span className="font-medium text-neutral-900">{l.senderName}</span>{' '}
          <span className="text-xs text-neutral-500">{formatDateTime(l.createdAt)}</span>
          <br />
          {l.body}
        </li>
      ))}
    </ol>
  );
}

function ConversationDialog({
  conversationId,
  onClose,
}: {
  conversationId: string | null;
  onClose: () => void;
}) {
  const conversation = useReportedConversation(conversationId);
  const c = conversation.data;
  return (
    <Dialog
      open={conversationId !== null}
      onOpenChange={(open) => !open && onClose()}
      title={c ? `${c.student.fullName} and ${c.tutor.fullName}` : 'Conversation'}
      description="Every message as it was written. This read is recorded."
      className="max-w-2xl"
    >
      {conversation.isPending && <LoadingState label="Loading the conversation…" />}
      {conversation.isError && (
        <ErrorState message={serverMessage(conversation.error) ?? conversation.error.message} />
      )}
      {c && (
        <ol className="grid max-h-[60vh] gap-2 overflow-y-auto text-sm">
          {c.messages.map((m) => (
            <li key={m.id} className="rounded-lg bg-neutral-50 p-2">
              <p className="text-xs text-neutral-600">
                <span className="font-medium text-neutral-900">{m.senderName}</span> ·{' '}
                {formatDateTime(m.createdAt)}
                {m.editedAt ? ' · edited' : ''}
              </p>
              <p className="break-words whitespace-pre-wrap">{m.body}</p>
              {m.attachment && (
                <p className="text-xs text-neutral-600">Attachment: {m.attachment.name}</p>
              )}
              {m.receiverSaw && (
                <p className="text-xs text-warning-700">The receiver saw: {m.receiverSaw}</p>
              )}
            </li>
          ))}
        </ol>
      )}
    </Dialog>
  );
}

export default function AdminMessagesPage() {
  useDocumentTitle('Messages');
  const [params, setParams] = useSearchParams();
  const status = params.get('status') === 'resolved' ? 'resolved' : 'open';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const reports = useMessageReports(status, page);
  const resolve = useResolveReport();
  const suspension = useSetSuspension();
  const [reading, setReading] = useState<string | null>(null);

  const suspend = (r: MessageReport) =>
    suspension.mutate(
      {
        userId: r.reported.id,
        suspend: !r.reported.suspended,
        reason: `${r.reasonLabel} (report ${r.id.slice(0, 8)})`,
      },
      {
        onSuccess: (res) => showToast(res.message, 'success'),
        onError: (err) => showToast(serverMessage(err) ?? err.message, 'danger'),
      },
    );

  return (
    <div className="grid gap-6 [&>*]:min-w-0">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight md:text-3xl">Messages</h1>
        <p className="mt-1 text-sm text-neutral-600">
          Conversations reported by a student or tutor, and senders flagged for trying to share
          contact or payment details. Only reported conversations can be read here.
        </p>
      </header>
      <FilterChips
        label="Report status"
        options={STATUSES}
        value={status}
        onChange={(next) => setParams(next === 'open' ? {} : { status: next }, { replace: true })}
      />
      {reports.isPending && <LoadingState label="Loading reports…" />}
      {reports.isError && (
        <ErrorState
          message={`Reports could not be loaded: ${serverMessage(reports.error) ?? reports.error.message}`}
          onRetry={() => void reports.refetch()}
        />
      )}
      {reports.data?.reports.length === 0 && (
        <EmptyState
          icon={<ShieldIcon />}
          title={status === 'open' ? 'No open reports.' : 'No closed reports.'}
        />
      )}
      <ul className="grid gap-3">
        {reports.data?.reports.map((r) => (
          <li key={r.id}>
            <Card className="grid gap-3 p-4">
              <div className="flex flex-wrap items-start gap-x-3 gap-y-1">
                <p className="flex-1 text-sm">
                  <span className="font-semibold text-neutral-900">
                    {r.kind === 'flag' ? 'Flagged' : 'Reported'}: {r.reasonLabel}
                  </span>
                  <br />
                  <span className="text-neutral-700">
                    {r.reporter ? `${r.reporter.fullName} reported ` : 'About '}
                    {r.reported.fullName} ({r.reported.email})
                  </span>
                </p>
                <span className="text-xs text-neutral-500">{formatDateTime(r.createdAt)}</span>
              </div>
              {r.details && <p className="text-sm break-words text-neutral-800">“{r.details}”</p>}
              <details className="rounded-lg border border-neutral-200 p-3">
                <summary className="cursor-pointer text-sm font-medium">Excerpt</summary>
                <div className="mt-2">
                  <Excerpt lines={r.excerpt} />
                </div>
              </details>
              <div className="flex flex-wrap gap-2">
                <Button size="sm" variant="secondary" onClick={() => setReading(r.conversationId)}>
                  Read the conversation
                </Button>
                <Button
                  size="sm"
                  variant={r.reported.suspended ? 'secondary' : 'danger'}
                  loading={suspension.isPending && suspension.variables?.userId === r.reported.id}
                  onClick={() => suspend(r)}
                >
                  {r.reported.suspended ? 'Restore messaging' : 'Suspend messaging'}
                </Button>
                {r.status === 'open' && (
                  <Button
                    size="sm"
                    variant="ghost"
                    loading={resolve.isPending && resolve.variables === r.id}
                    onClick={() =>
                      resolve.mutate(r.id, {
                        onSuccess: (res) => showToast(res.message, 'success'),
                        onError: (err) => showToast(serverMessage(err) ?? err.message, 'danger'),
                      })
                    }
                  >
                    Close report
                  </Button>
                )}
              </div>
            </Card>
          </li>
        ))}
      </ul>
      {reports.data && (
        <PagerNav
          page={page}
          pages={reports.data.pagination.pages}
          onPage={(p) => setParams({ ...(status === 'open' ? {} : { status }), page: String(p) })}
        />
      )}
      <ConversationDialog conversationId={reading} onClose={() => setReading(null)} />
    </div>
  );
}
