// Reporting a conversation: a reason (required) and optional details; the latest messages go with
// it to the admins' queue.
import { useState } from 'react';
import {
  REPORT_REASONS,
  REPORT_REASON_LABELS,
  type ReportReason,
} from '@tm/shared/rules/messaging';
import { reportConversationRequestSchema } from '@tm/shared/schemas/conversations';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { serverMessage } from '@/lib/api-client';
import { showToast } from '@/lib/toast-store';
import { useReportConversation } from '../api/block-and-report';

export function ReportDialog({
  open,
  onOpenChange,
  conversationId,
  name,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  conversationId: string;
  name: string;
}) {
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const report = useReportConversation();

  const submit = () => {
    const checked = reportConversationRequestSchema.safeParse({
      reason: reason || undefined,
      details: details || undefined,
    });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? null);
      return;
    }
    report.mutate(
      { conversationId, report: checked.data },
      {
        onSuccess: (res) => {
          showToast(res.message, 'success');
          onOpenChange(false);
          setReason('');
          setDetails('');
        },
        onError: (err) => setError(serverMessage(err) ?? err.message),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Report your conversation with ${name}`}
      description="Our team reads the latest messages of this conversation and takes action."
      actions={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button variant="danger" loading={report.isPending} onClick={submit}>
            Report
          </Button>
        </>
      }
    >
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-neutral-900">
          Why are you reporting?
        </legend>
        {REPORT_REASONS.map((r) => (
          <label key={r} className="flex items-center gap-2 text-sm text-neutral-800">
            <input
              type="radio"
              name="report-reason"
              value={r}
              checked={reason === r}
              onChange={() => setReason(r)}
            />
            {REPORT_REASON_LABELS[r]}
          </label>
        ))}
      </fieldset>
      <label htmlFor="report-details" className="mt-4 block text-sm font-medium text-neutral-900">
        Details (optional)
      </label>
      <textarea
        id="report-details"
        value={details}
        maxLength={1000}
        onChange={(e) => setDetails(e.target.value)}
        className="mt-1 block min-h-20 w-full rounded-lg border border-neutral-300 px-3 py-2 text-base md:text-sm"
      />
      {error && (
        <p role="alert" className="mt-2 text-sm text-danger-700">
          {error}
        </p>
      )}
    </Dialog>
  );
}
