// One line about a need, and its status in words.
import { timeSlotLabel } from '@tm/shared/constants/marketplace';
import type { NeedDto } from '@tm/shared/schemas/needs';
import { formatCurrency } from '@/lib/format';

export const NEED_STATUS_LABEL: Record<NeedDto['status'], string> = {
  open: 'Open',
  booked: 'Booked',
  closed: 'Closed',
  expired: 'Expired',
};

export function needWhen(n: NeedDto): string {
  return `${n.days.join(', ')} · ${n.times.map(timeSlotLabel).join(', ')}`;
}

export function needWhere(n: NeedDto): string {
  return n.mode === 'Online Tutoring' ? 'Online' : `${n.mode} · ${n.pincode ?? ''}`;
}

export function NeedSummary({ need }: { need: NeedDto }) {
  return (
    <dl className="grid gap-1 text-sm text-neutral-700 sm:grid-cols-2">
      <div>
        <dt className="sr-only">Where</dt>
        <dd>{needWhere(need)}</dd>
      </div>
      <div>
        <dt className="sr-only">When</dt>
        <dd>{needWhen(need)}</dd>
      </div>
      <div>
        <dt className="sr-only">Budget</dt>
        <dd>
          {need.budgetMinor === null
            ? 'No budget given'
            : `Up to ${formatCurrency(need.budgetMinor / 100, need.currency)} an hour`}
        </dd>
      </div>
      <div>
        <dt className="sr-only">Start</dt>
        <dd>From {need.startDate}</dd>
      </div>
    </dl>
  );
}
