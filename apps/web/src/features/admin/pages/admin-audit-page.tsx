// /admin/audit: the append-only record of admin and sensitive actions (who, what, when, from
// where), filterable by action and target, exportable as CSV. Read-only: nothing here changes it.
import { useState } from 'react';
import { AUDIT_ACTIONS } from '@tm/shared/constants/data-rights';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { LoadingState } from '@/components/ui/spinner';
import { showToast } from '@/lib/toast-store';
import { useDocumentTitle } from '@/lib/use-document-title';
import { downloadAuditCsv, useAuditLog, type AuditFilter } from '../api/audit-log';

const when = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'medium',
  timeZone: 'Asia/Kolkata',
});

export default function AdminAuditPage() {
  useDocumentTitle('Audit log');
  const [filter, setFilter] = useState<AuditFilter>({});
  const log = useAuditLog(filter);
  const entries = log.data?.pages.flatMap((p) => p.entries) ?? [];
  return (
    <div className="grid gap-6 [&>*]:min-w-0">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight md:text-3xl">Audit log</h1>
        <p className="mt-1 text-sm text-neutral-600">
          Every admin action and every look at someone else's documents, newest first (India time).
          Entries cannot be changed or removed.
        </p>
      </header>
      <Card className="grid gap-4 p-4 sm:grid-cols-3 sm:items-end">
        <Field label="Action">
          <Select
            value={filter.action ?? ''}
            onChange={(e) => setFilter({ ...filter, action: e.target.value || undefined })}
            options={[...AUDIT_ACTIONS]}
            placeholder="All actions"
          />
        </Field>
        <Field label="Target id">
          <Input
            value={filter.targetId ?? ''}
            onChange={(e) => setFilter({ ...filter, targetId: e.target.value.trim() || undefined })}
            placeholder="A user, file or payment id"
          />
        </Field>
        <Button
          variant="secondary"
          onClick={() =>
            void downloadAuditCsv(filter).catch((err: Error) => showToast(err.message, 'danger'))
          }
        >
          Export CSV
        </Button>
      </Card>
      {log.isPending && <LoadingState label="Loading the audit log…" />}
      {log.isError && (
        <p role="alert" className="text-sm text-danger-700">
          The audit log could not be loaded: {log.error.message}
        </p>
      )}
      {log.isSuccess && entries.length === 0 && (
        <EmptyState title="Nothing recorded for this filter." description="Try another action." />
      )}
      {entries.length > 0 && (
        <div className="overflow-x-auto rounded-xl border border-neutral-200 bg-white">
          <table className="w-full text-left text-sm">
            <thead className="bg-neutral-50 text-xs text-neutral-700">
              <tr>
                <th className="p-3">When</th>
                <th className="p-3">Who</th>
                <th className="p-3">Action</th>
                <th className="p-3">Target</th>
                <th className="p-3">From</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.id} className="border-t border-neutral-100 align-top">
                  <td className="p-3 whitespace-nowrap">{when.format(new Date(e.at))}</td>
                  <td className="p-3">
                    {e.actorEmail || e.actorRole}
                    <span className="block text-xs text-neutral-600">{e.actorRole}</span>
                  </td>
                  <td className="p-3 font-mono text-xs">{e.action}</td>
                  <td className="p-3 text-xs break-all">
                    {e.targetType} {e.targetId}
                  </td>
                  <td className="p-3 text-xs">{e.ip}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {log.hasNextPage && (
        <Button
          variant="secondary"
          loading={log.isFetchingNextPage}
          onClick={() => void log.fetchNextPage()}
        >
          Show older entries
        </Button>
      )}
    </div>
  );
}
