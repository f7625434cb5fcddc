// the numbers the refund code uses. The written policy (/cancellation-refund, under
// Pages) shows its terms from these same numbers. Validated by the same zod schema as the server.
import { useEffect, useState } from 'react';
import type { CancellationPolicy } from '@tm/shared/rules/cancellation-policy';
import { cancellationPolicySchema } from '@tm/shared/schemas/booking-changes';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/spinner';
import { serverMessage } from '@/lib/api-client';
import { showToast } from '@/lib/toast-store';
import { usePolicy, useSavePolicy } from '../api/refund-requests';

export function CancellationPolicyForm() {
  const policy = usePolicy();
  const save = useSavePolicy();
  const [draft, setDraft] = useState<CancellationPolicy | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (policy.data && !draft) setDraft(policy.data);
  }, [policy.data, draft]);
  if (policy.isPending) return <LoadingState label="Loading the policy" />;
  if (policy.isError || !draft)
    return (
      <ErrorState message="Failed to load the policy." onRetry={() => void policy.refetch()} />
    );

  const submit = () => {
    const parsed = cancellationPolicySchema.safeParse(draft);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Invalid policy.');
    setError(null);
    save.mutate(parsed.data, {
      onSuccess: () => showToast('Cancellation policy saved.', 'success'),
      onError: (err) => setError(serverMessage(err) ?? 'Failed to save. Please try again.'),
    });
  };
  const num = (key: 'freeCancellationHours' | 'lateRefundPercent') => (v: string) =>
    setDraft({ ...draft, [key]: v === '' ? Number.NaN : Number(v) });
  const check = (key: 'trialsExempt' | 'lateRefundNeedsApproval', label: string) => (
    <label className="flex items-center gap-2 text-sm text-neutral-800">
      <input
        type="checkbox"
        checked={draft[key]}
        onChange={(e) => setDraft({ ...draft, [key]: e.target.checked })}
        className="accent-accent-700 h-4 w-4"
      />
      {label}
    </label>
  );

  return (
    <Card className="grid gap-4 p-4 sm:p-5">
      <h2 className="text-lg font-semibold">Cancellation policy numbers</h2>
      <p className="text-sm text-neutral-600">
        Refunds follow these numbers, and the Cancellation &amp; Refund page states them: a change
        here shows there at once.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Free cancellation up to (hours before a session)">
          <Input
            type="number"
            min={0}
            value={Number.isNaN(draft.freeCancellationHours) ? '' : draft.freeCancellationHours}
            onChange={(e) => num('freeCancellationHours')(e.target.value)}
          />
        </Field>
        <Field label="Refund after that (% of a session)">
          <Input
            type="number"
            min={0}
            max={100}
            value={Number.isNaN(draft.lateRefundPercent) ? '' : draft.lateRefundPercent}
            onChange={(e) => num('lateRefundPercent')(e.target.value)}
          />
        </Field>
      </div>
      {check('trialsExempt', 'Trials can be cancelled at any time')}
      {check('lateRefundNeedsApproval', 'Late refunds wait for an admin’s approval')}
      {error && (
        <p role="alert" className="text-danger-700 text-sm">
          {error}
        </p>
      )}
      <div>
        <Button loading={save.isPending} onClick={submit}>
          Save policy
        </Button>
      </div>
    </Card>
  );
}
