// The tutor's group classes (/tutor-batches): create a batch, see each one's seats and roster with
// attendance, cancel a session (enrolled students refunded for it) or the whole batch (full
// refunds). The rules and messages are the server's (packages/shared/src/rules/batches.ts).
import { useState, type FormEvent } from 'react';
import { DAYS } from '@tm/shared/constants/marketplace';
import { BATCH_LIMITS, BATCH_MODES } from '@tm/shared/rules/batches';
import type { BatchDto, CreateBatchRequest } from '@tm/shared/schemas/batches';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CheckboxGroup } from '@/components/ui/checkbox-group';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { LoadingState } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { showToast } from '@/lib/toast-store';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCancelBatch, useCreateBatch, useMyBatches, useRoster } from '@/entities/batch/api';
import { BatchCard } from '@/entities/batch/batch-card';

type Draft = Omit<CreateBatchRequest, 'sessions' | 'seats' | 'price'> & {
  sessions: string;
  seats: string;
  price: string;
};

const EMPTY: Draft = {
  title: '',
  description: '',
  subject: '',
  level: '',
  mode: 'Online Tutoring',
  startDate: '',
  days: [],
  startTime: '18:00',
  endTime: '19:00',
  sessions: '8',
  seats: '5',
  price: '',
  freeFirstSession: false,
};

function fieldErrors(err: unknown): Record<string, string> {
  if (!(err instanceof ApiError)) return {};
  const data = (err.data as { data?: { errors?: Record<string, string> } } | null)?.data;
  return data?.errors ?? {};
}

function CreateBatchForm({ onDone }: { onDone: () => void }) {
  const [d, setD] = useState<Draft>(EMPTY);
  const create = useCreateBatch();
  const errors = fieldErrors(create.error);
  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => setD((x) => ({ ...x, [k]: v }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate(
      { ...d, sessions: Number(d.sessions), seats: Number(d.seats), price: Number(d.price) },
      {
        onSuccess: () => {
          showToast('Batch created.', 'success');
          setD(EMPTY);
          onDone();
        },
      },
    );
  };
  return (
    <Card>
      <form onSubmit={submit} className="grid gap-3 md:grid-cols-2" aria-label="New batch">
        <Field label="Title" required error={errors.title} className="md:col-span-2">
          <Input
            value={d.title}
            maxLength={BATCH_LIMITS.titleMaxChars}
            onChange={(e) => set('title', e.target.value)}
          />
        </Field>
        <Field label="Subject" required error={errors.subject}>
          <Input value={d.subject} onChange={(e) => set('subject', e.target.value)} />
        </Field>
        <Field label="Level" required error={errors.level}>
          <Input
            value={d.level}
            onChange={(e) => set('level', e.target.value)}
            placeholder="e.g. Class 10"
          />
        </Field>
        <Field label="Mode" required error={errors.mode}>
          <Select
            value={d.mode}
            options={BATCH_MODES}
            onChange={(e) => set('mode', e.target.value as Draft['mode'])}
          />
        </Field>
        <Field label="Start date" required error={errors.startDate}>
          <Input
            type="date"
            value={d.startDate}
            onChange={(e) => set('startDate', e.target.value)}
          />
        </Field>
        <CheckboxGroup
          legend="Days of the week"
          required
          options={DAYS}
          value={d.days}
          onChange={(v) => set('days', v as Draft['days'])}
          error={errors.days}
          className="md:col-span-2"
        />
        <Field label="Start time" required error={errors.startTime}>
          <Input
            type="time"
            value={d.startTime}
            onChange={(e) => set('startTime', e.target.value)}
          />
        </Field>
        <Field label="End time" required error={errors.endTime}>
          <Input type="time" value={d.endTime} onChange={(e) => set('endTime', e.target.value)} />
        </Field>
        <Field label="Number of sessions" required error={errors.sessions}>
          <Input
            type="number"
            min={1}
            max={BATCH_LIMITS.maxSessions}
            value={d.sessions}
            onChange={(e) => set('sessions', e.target.value)}
          />
        </Field>
        <Field
          label="Seats"
          required
          error={errors.seats}
          hint={`2 to your maximum students per class (at most ${BATCH_LIMITS.maxSeats})`}
        >
          <Input
            type="number"
            min={2}
            max={10}
            value={d.seats}
            onChange={(e) => set('seats', e.target.value)}
          />
        </Field>
        <Field
          label="Price per student for the whole batch"
          required
          error={errors.priceMinor}
          hint="Within your hourly range × the batch's hours"
        >
          <Input
            type="number"
            min={1}
            step="0.01"
            value={d.price}
            onChange={(e) => set('price', e.target.value)}
          />
        </Field>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={d.freeFirstSession ?? false}
            onChange={(e) => set('freeFirstSession', e.target.checked)}
          />
          First session free
        </label>
        <Field label="Description" className="md:col-span-2">
          <Textarea
            value={d.description}
            maxLength={BATCH_LIMITS.descriptionMaxChars}
            onChange={(e) => set('description', e.target.value)}
          />
        </Field>
        {create.error && (
          <p role="alert" className="text-sm text-danger-700 md:col-span-2">
            {create.error instanceof ApiError
              ? create.error.message
              : 'Could not create the batch.'}
          </p>
        )}
        <div className="md:col-span-2">
          <Button type="submit" loading={create.isPending}>
            Create batch
          </Button>
        </div>
      </form>
    </Card>
  );
}

function ManageBatch({ batch }: { batch: BatchDto }) {
  const [open, setOpen] = useState(false);
  const roster = useRoster(batch._id, open);
  const cancel = useCancelBatch(batch._id);
  const [confirm, setConfirm] = useState<{ sessionKey?: string } | null>(null);
  const [reason, setReason] = useState('');
  const upcoming = batch.schedule.filter((s) => !s.cancelled && new Date(s.start) > new Date());
  const doCancel = () => {
    if (!confirm) return;
    cancel.mutate(
      { reason, ...(confirm.sessionKey ? { sessionKey: confirm.sessionKey } : {}) },
      {
        onSuccess: (r) => {
          showToast(`Cancelled. ${r.refunds} refund(s) started.`, 'success');
          setConfirm(null);
          setReason('');
        },
        onError: (err) =>
          showToast(err instanceof ApiError ? err.message : 'Could not cancel.', 'danger'),
      },
    );
  };
  return (
    <div className="flex flex-col gap-2">
      <BatchCard batch={batch} showTutor={false} />
      {batch.status === 'open' && (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" onClick={() => setOpen(!open)} aria-expanded={open}>
            {open ? 'Hide students' : 'Students and attendance'}
          </Button>
          {upcoming[0] && (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setConfirm({ sessionKey: upcoming[0]!.key })}
            >
              Cancel next session
            </Button>
          )}
          <Button size="sm" variant="danger" onClick={() => setConfirm({})}>
            Cancel batch
          </Button>
        </div>
      )}
      {open &&
        (roster.isPending ? (
          <LoadingState label="Loading students…" />
        ) : roster.isError ? (
          <ErrorState message="Could not load the students." />
        ) : roster.data.students.length === 0 ? (
          <p className="text-sm text-neutral-600">No students have enrolled yet.</p>
        ) : (
          <table className="w-full text-left text-sm">
            <thead>
              <tr>
                <th className="py-1">Student</th>
                <th>Status</th>
                <th>Sessions attended</th>
              </tr>
            </thead>
            <tbody>
              {roster.data.students.map((s) => (
                <tr key={s._id}>
                  <td className="py-1">{s.fullName}</td>
                  <td>
                    {s.status === 'active' ? 'Paid' : s.status === 'accepted' ? 'Paying' : s.status}
                  </td>
                  <td>
                    {s.attendance.filter((a) => a.status === 'attended').length} attended,{' '}
                    {s.attendance.filter((a) => a.status === 'missed').length} missed
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(o) => !o && setConfirm(null)}
        title={confirm?.sessionKey ? 'Cancel this session?' : 'Cancel the whole batch?'}
        message={
          confirm?.sessionKey
            ? 'Every enrolled student is refunded for this session.'
            : 'Every enrolled student is refunded in full for the sessions still to come.'
        }
        confirmText="Cancel and refund"
        cancelText="Keep it"
        confirmVariant="danger"
        loading={cancel.isPending}
        onConfirm={doCancel}
      >
        <Field label="Reason" required>
          <Input value={reason} onChange={(e) => setReason(e.target.value)} />
        </Field>
      </ConfirmDialog>
    </div>
  );
}

export default function TutorBatchesPage() {
  useDocumentTitle('Group classes');
  const mine = useMyBatches();
  const [creating, setCreating] = useState(false);
  return (
    <section className="flex flex-col gap-4" aria-labelledby="tb-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="tb-title" className="text-2xl font-semibold text-neutral-900">
          Group classes
        </h1>
        <Button onClick={() => setCreating(!creating)} aria-expanded={creating}>
          {creating ? 'Close the form' : 'New batch'}
        </Button>
      </div>
      {creating && <CreateBatchForm onDone={() => setCreating(false)} />}
      {mine.isPending ? (
        <LoadingState label="Loading your batches…" />
      ) : mine.isError ? (
        <ErrorState message="Could not load your batches." onRetry={() => void mine.refetch()} />
      ) : mine.data.batches.length === 0 ? (
        <EmptyState
          title="You have no batches yet."
          description="Create one to teach up to 10 students together."
        />
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {mine.data.batches.map((b) => (
            <ManageBatch key={b._id} batch={b} />
          ))}
        </div>
      )}
    </section>
  );
}
