// A tutor's answer to a lead: an offer (message, price within their range, first-class time,
// free trial) or a decline with a reason. Validated with the same schemas as the server.
import { useState } from 'react';
import { NEED_DECLINE_REASONS, NEED_LIMITS } from '@tm/shared/constants/needs';
import {
  declineNeedRequestSchema,
  sendOfferRequestSchema,
  type LeadDto,
} from '@tm/shared/schemas/needs';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { serverMessage } from '@/lib/api-client';
import { showToast } from '@/lib/toast-store';
import { useAnswerNeed } from '../api/answer-need';

export function OfferForm({ lead, onDone }: { lead: LeadDto; onDone: () => void }) {
  const answer = useAnswerNeed();
  const range = lead.priceRange;
  const [message, setMessage] = useState('');
  const [price, setPrice] = useState(range.minMinor !== null ? String(range.minMinor / 100) : '');
  const [date, setDate] = useState(lead.need.startDate);
  const [time, setTime] = useState('18:00');
  const [freeTrial, setFreeTrial] = useState(true);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const done = (m: string) => {
    showToast(m);
    onDone();
  };
  const fail = (e: Error) => setFailure(serverMessage(e) ?? 'Could not send. Please try again.');

  function sendOffer(e: React.FormEvent) {
    e.preventDefault();
    const parsed = sendOfferRequestSchema.safeParse({
      message,
      priceMinor: Math.round(Number(price) * 100),
      proposedSlots: [{ date, startTime: time }],
      freeTrial,
    });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const i of parsed.error.issues) next[String(i.path[0])] ??= i.message;
      setErrors(next);
      return;
    }
    setErrors({});
    answer.mutate(
      { needId: lead.need.id, kind: 'offer', body: parsed.data },
      { onSuccess: done, onError: fail },
    );
  }

  function decline() {
    const parsed = declineNeedRequestSchema.safeParse({ reason, note: '' });
    if (!parsed.success) {
      setErrors({ reason: parsed.error.issues[0]?.message ?? '' });
      return;
    }
    answer.mutate(
      { needId: lead.need.id, kind: 'decline', body: parsed.data },
      { onSuccess: done, onError: fail },
    );
  }

  const rangeHint =
    range.minMinor !== null && range.maxMinor !== null
      ? `Your range: ${range.minMinor / 100}–${range.maxMinor / 100} ${range.currency}`
      : undefined;
  return (
    <form className="grid gap-4" onSubmit={sendOffer} noValidate aria-label="Your offer">
      <Field label="Message to the student" error={errors.message} required>
        <Textarea
          rows={3}
          maxLength={NEED_LIMITS.offerMessageMaxChars}
          showCount
          value={message}
          onChange={(e) => setMessage(e.target.value)}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field
          label={`Price per hour (${range.currency})`}
          error={errors.priceMinor}
          hint={rangeHint}
          required
        >
          <Input inputMode="numeric" value={price} onChange={(e) => setPrice(e.target.value)} />
        </Field>
        <Field label="First class date" error={errors.proposedSlots} required>
          <Input type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        </Field>
        <Field label="Start time (your clock)" required>
          <Input type="time" value={time} onChange={(e) => setTime(e.target.value)} />
        </Field>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={freeTrial}
          onChange={(e) => setFreeTrial(e.target.checked)}
        />
        Offer a free trial
      </label>
      {failure && (
        <p role="alert" className="text-danger-700 text-sm">
          {failure}
        </p>
      )}
      <div className="flex flex-wrap items-end gap-3">
        <Button type="submit" loading={answer.isPending}>
          Send offer
        </Button>
        <Field label="Or decline because" error={errors.reason} className="min-w-56">
          <Select
            value={reason}
            placeholder="Choose a reason"
            options={NEED_DECLINE_REASONS}
            onChange={(e) => setReason(e.target.value)}
          />
        </Field>
        <Button variant="secondary" onClick={decline} disabled={answer.isPending}>
          Decline
        </Button>
      </div>
    </form>
  );
}
