// The open batches of one tutor, on their page; nothing at all when there are none.
import { useOpenBatches } from './api';
import { BatchCard } from './batch-card';

export function TutorBatches({ tutorId }: { tutorId: string }) {
  const list = useOpenBatches({ tutorId });
  if (!list.data || list.data.batches.length === 0) return null;
  return (
    <section aria-labelledby="tutor-batches" className="flex flex-col gap-3">
      <h2 id="tutor-batches" className="text-lg font-semibold text-neutral-900">
        Group classes
      </h2>
      <div className="grid gap-3 md:grid-cols-2">
        {list.data.batches.map((b) => (
          <BatchCard key={b._id} batch={b} showTutor={false} />
        ))}
      </div>
    </section>
  );
}
