// My Classes' group classes: the batches the viewer teaches or is enrolled in (or holds a seat in).
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/spinner';
import { useMyBatches } from './api';
import { BatchCard } from './batch-card';

export function MyBatches({ title = 'Group classes' }: { title?: string }) {
  const list = useMyBatches();
  if (list.isPending) return <LoadingState label="Loading group classes…" />;
  if (list.isError)
    return (
      <ErrorState
        message="Could not load your group classes."
        onRetry={() => void list.refetch()}
      />
    );
  if (list.data.batches.length === 0) return null;
  return (
    <section aria-labelledby="my-batches" className="flex flex-col gap-3">
      <h2 id="my-batches" className="text-lg font-semibold text-neutral-900">
        {title}
      </h2>
      <div className="grid gap-3 md:grid-cols-2">
        {list.data.batches.map((b) => (
          <div key={b._id} className="flex flex-col gap-1">
            <BatchCard batch={b} />
            {b.viewer === 'holding' && (
              <p className="text-sm text-neutral-700">Seat held: complete the payment to enrol.</p>
            )}
          </div>
        ))}
      </div>
    </section>
  );
}
