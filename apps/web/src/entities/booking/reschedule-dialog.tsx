// propose a new date and start time for one session, or for it and every later one.
// The form runs the same plan the server runs (rules/reschedule.ts), so its messages are the
// server's; the server also checks the tutor's other classes and answers with its own message.
import { useState } from 'react';
import {
  bookingSessions,
  formatDateLabel,
  formatTimeRange,
  sessionIn,
} from '@tm/shared/rules/booking-time';
import { planReschedule, type RescheduleScope } from '@tm/shared/rules/reschedule';
import type { BookingDto } from '@tm/shared/schemas/booking';
import { CHANGE_LIMITS } from '@tm/shared/schemas/booking-changes';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { serverMessage } from '@/lib/api-client';
import { showToast } from '@/lib/toast-store';
import { useProposeReschedule } from './booking-changes-api';

export const RESCHEDULE_FAILED = 'Failed to propose a new time. Please try again.';

export function sessionLabel(b: BookingDto, s: { start: Date; end: Date }): string {
  const local = sessionIn(s, b.timezone);
  return `${formatDateLabel(local.date)}, ${formatTimeRange(local.startTime, local.endTime)}`;
}

export function RescheduleDialog({
  booking: b,
  onClose,
}: {
  booking: BookingDto;
  onClose: () => void;
}) {
  const now = new Date();
  const upcoming = bookingSessions(b).filter((s) => s.start > now);
  const [sessionKey, setSessionKey] = useState(upcoming[0]?.key ?? '');
  const [scope, setScope] = useState<RescheduleScope>('one');
  const current = upcoming.find((s) => s.key === sessionKey);
  const [newDate, setNewDate] = useState(current?.date ?? '');
  const [newStartTime, setNewStartTime] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const propose = useProposeReschedule();

  const submit = () => {
    const draft = { sessionKey, scope, newDate, newStartTime };
    const plan = planReschedule(b, draft, new Date());
    if (!plan.ok) return setError({ field: plan.field, message: plan.message });
    setError(null);
    propose.mutate(
      { bookingId: b._id, request: { ...draft, message: message.trim() || undefined } },
      {
        onSuccess: () => {
          showToast('New time proposed. We have emailed the other side.', 'success');
          onClose();
        },
        onError: (err) =>
          setError({ field: 'server', message: serverMessage(err) ?? RESCHEDULE_FAILED }),
      },
    );
  };
  const errorFor = (field: string) => (error?.field === field ? error.message : undefined);

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Propose a new time"
      description={`${b.subject}: times are on the tutor's clock (${b.timezone}). Sessions keep their length; the other side accepts or declines.`}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button loading={propose.isPending} onClick={submit}>
            Propose new time
          </Button>
        </>
      }
    >
      <div className="grid gap-4">
        <Field label="Session" error={errorFor('sessionKey')} required>
          <Select
            value={sessionKey}
            onChange={(e) => setSessionKey(e.target.value)}
            options={upcoming.map((s) => ({ value: s.key!, label: sessionLabel(b, s) }))}
          />
        </Field>
        {b.sessionType === 'multiple' && !b.isTrial && (
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium text-neutral-800">Move</legend>
            {(
              [
                ['one', 'Only this session'],
                ['rest', 'This session and every later one'],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="flex items-center gap-2 text-sm text-neutral-800">
                <input
                  type="radio"
                  name="reschedule-scope"
                  value={value}
                  checked={scope === value}
                  onChange={() => setScope(value)}
                  className="accent-accent-700 h-4 w-4"
                />
                {label}
              </label>
            ))}
            {errorFor('scope') && <p className="text-danger-700 text-sm">{errorFor('scope')}</p>}
          </fieldset>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="New date" error={errorFor('newDate')} required>
            <Input type="date" value={newDate} onChange={(e) => setNewDate(e.target.value)} />
          </Field>
          <Field label="New start time" error={errorFor('newStartTime')} required>
            <Input
              type="time"
              value={newStartTime}
              onChange={(e) => setNewStartTime(e.target.value)}
            />
          </Field>
        </div>
        <Field label="Message (optional)">
          <Textarea
            value={message}
            maxLength={CHANGE_LIMITS.messageMaxChars}
            rows={2}
            onChange={(e) => setMessage(e.target.value)}
          />
        </Field>
        {error?.field === 'server' && (
          <p role="alert" className="text-danger-700 text-sm">
            {error.message}
          </p>
        )}
      </div>
    </Dialog>
  );
}
