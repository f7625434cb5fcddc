// "Answers 90% of needs · usually within 2 h" on a tutor's page. Nothing is shown until the tutor
// has been sent a need (no figure is made up), nor while it loads or if it fails.
import { useResponseStats } from '../api/get-response-stats';

export function responseTimeLabel(minutes: number): string {
  if (minutes < 60) return `${Math.max(1, minutes)} min`;
  if (minutes < 48 * 60) return `${Math.round(minutes / 60)} h`;
  return `${Math.round(minutes / (24 * 60))} days`;
}

export function ResponseStatsItem({ tutorId }: { tutorId: string }) {
  const stats = useResponseStats(tutorId);
  const s = stats.data;
  if (!s || s.responseRate === null) return null;
  return (
    <div className="flex gap-1">
      <dt className="font-medium">Answers needs:</dt>
      <dd>
        {Math.round(s.responseRate * 100)}%
        {s.medianResponseMinutes !== null &&
          ` · usually within ${responseTimeLabel(s.medianResponseMinutes)}`}
      </dd>
    </div>
  );
}
