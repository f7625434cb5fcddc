// /admin/outbox: every email the product sent or recorded (the mail port's local default keeps
// them here instead of sending), newest first.
import { useSearchParams } from 'react-router';
import { formatDate } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { MailIcon } from '@/components/ui/icons';
import { LoadingState } from '@/components/ui/spinner';
import { useOutbox } from '../api/get-outbox';
import { PagerNav } from '@/components/ui/page-nav';

const STATUS_STYLE = {
  recorded: 'bg-neutral-100 text-neutral-700',
  sent: 'bg-success-50 text-success-700',
  failed: 'bg-danger-50 text-danger-700',
} as const;
const time = new Intl.DateTimeFormat('en-IN', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

export default function AdminOutboxPage() {
  useDocumentTitle('Outbox');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const outbox = useOutbox(page);
  return (
    <div className="grid gap-6 [&>*]:min-w-0">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight md:text-3xl">Outbox</h1>
        <p className="mt-1 text-sm text-neutral-600">
          Emails the site has sent or recorded, newest first.
        </p>
      </header>
      {outbox.isPending && <LoadingState label="Loading emails…" />}
      {outbox.isError && (
        <div role="alert" className="rounded-xl border border-danger-100 bg-danger-50 p-6">
          <p className="font-medium text-danger-700">
            Emails could not be loaded: {outbox.error.message}
          </p>
          <Button variant="secondary" className="mt-4" onClick={() => void outbox.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {outbox.data && outbox.data.messages.length === 0 && (
        <EmptyState
          icon={<MailIcon />}
          title="No emails yet."
          description="Emails to tutors (verification outcomes) appear here."
        />
      )}
      {outbox.data && outbox.data.messages.length > 0 && (
        <ul className="grid gap-3">
          {outbox.data.messages.map((m) => (
            <li key={m._id}>
              <Card className="p-4">
                <details>
                  <summary className="flex cursor-pointer flex-wrap items-center gap-x-3 gap-y-1">
                    <span className="min-w-0 flex-1 font-medium text-neutral-900">{m.subject}</span>
                    <span
                      className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_STYLE[m.status]}`}
                    >
                      {m.status}
                    </span>
                    <span className="w-full text-xs text-neutral-600 sm:w-auto">
                      To {m.to} · {formatDate(m.createdAt)} {time.format(new Date(m.createdAt))}
                    </span>
                  </summary>
                  <pre className="mt-3 rounded-lg bg-neutral-50 p-3 font-sans text-sm whitespace-pre-wrap text-neutral-800">
                    {m.text}
                  </pre>
                  {m.error && <p className="mt-2 text-sm text-danger-700">Error: {m.error}</p>}
                </details>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {outbox.data && (
        <PagerNav
          page={page}
          pages={outbox.data.pagination.pages}
          onPage={(p) => setParams({ page: String(p) })}
        />
      )}
    </div>
  );
}
