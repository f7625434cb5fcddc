// Rejecting a tutor needs a reason (the tutor sees it on the dashboard and in the email).
import { useState } from 'react';
import { REJECTION_REASON_MAX, rejectTutorRequestSchema } from '@tm/shared/schemas/admin-tutors';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';

interface Props {
  tutorName: string | null;
  onOpenChange: (open: boolean) => void;
  onReject: (reason: string) => void;
  pending: boolean;
  serverError: string | null;
}

export function RejectTutorDialog({
  tutorName,
  onOpenChange,
  onReject,
  pending,
  serverError,
}: Props) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = () => {
    const parsed = rejectTutorRequestSchema.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    onReject(parsed.data.reason);
  };
  return (
    <Dialog
      open={tutorName !== null}
      onOpenChange={(open) => {
        if (!open) {
          setReason('');
          setError(undefined);
        }
        onOpenChange(open);
      }}
      title={`Reject ${tutorName ?? ''}`}
      description="Tell the tutor what to fix. They see this reason on their dashboard and in the email."
      actions={
        <>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button variant="danger" loading={pending} onClick={submit}>
            Reject
          </Button>
        </>
      }
    >
      <Field label="Reason" required error={error ?? serverError ?? undefined}>
        <Textarea
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={REJECTION_REASON_MAX}
          showCount
          rows={4}
          autoFocus
        />
      </Field>
    </Dialog>
  );
}
