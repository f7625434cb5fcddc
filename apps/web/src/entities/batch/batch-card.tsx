// A batch in a list (tutor page, Group classes discovery, My Classes): what, when, seats left.
import { Link } from 'react-router';
import type { BatchDto } from '@tm/shared/schemas/batches';
import { formatTime12 } from '@tm/shared/rules/booking-time';
import { Card } from '@/components/ui/card';
import { formatCurrency } from '@/lib/format';

export function scheduleSummary(b: BatchDto): string {
  // The first session's date on the tutor's calendar, as the times beside it are.
  const [y, m, d] = (b.schedule.find((s) => !s.cancelled)?.key ?? b.startDate).split('-');
  const start = `${d}/${m}/${y}`;
  return `${b.days.join(', ')} · ${formatTime12(b.startTime)}–${formatTime12(b.endTime)} (${b.timezone}) · ${b.sessions} sessions from ${start}`;
}

export function BatchCard({ batch, showTutor = true }: { batch: BatchDto; showTutor?: boolean }) {
  const full = batch.seatsLeft === 0;
  return (
    <Card className="flex flex-col gap-2 p-4" data-testid="batch-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-base font-semibold text-neutral-900">
          <Link to={`/batch/${batch._id}`} className="hover:underline">
            {batch.title}
          </Link>
        </h3>
        <span
          className={
            full
              ? 'rounded-full bg-neutral-100 px-2 py-0.5 text-xs font-medium text-neutral-700'
              : 'rounded-full bg-accent-50 px-2 py-0.5 text-xs font-medium text-accent-800'
          }
        >
          {full ? 'Full' : `${batch.seatsLeft} of ${batch.seats} seats left`}
        </span>
      </div>
      <p className="text-sm text-neutral-700">
        {batch.subject} · {batch.level} · {batch.mode}
        {showTutor ? ` · with ${batch.tutor.fullName}` : ''}
      </p>
      <p className="text-sm text-neutral-600">{scheduleSummary(batch)}</p>
      <p className="text-sm font-medium text-neutral-900">
        {formatCurrency(batch.price, batch.currency)} per student for the whole batch
        {batch.freeFirstSession ? ' · first session free' : ''}
      </p>
      {batch.status === 'cancelled' && (
        <p className="text-sm font-medium text-danger-700">This batch has been cancelled.</p>
      )}
    </Card>
  );
}
