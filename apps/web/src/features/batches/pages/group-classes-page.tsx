// Discovery's "Group classes" filter: open batches of verified tutors with seats left, by subject.
import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { LoadingState } from '@/components/ui/spinner';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOpenBatches } from '@/entities/batch/api';
import { BatchCard } from '@/entities/batch/batch-card';

export default function GroupClassesPage() {
  useDocumentTitle('Group classes');
  const [subject, setSubject] = useState('');
  const [page, setPage] = useState(1);
  const list = useOpenBatches({ subject: subject.trim() || undefined, page });
  return (
    <section className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-6" aria-labelledby="gc-title">
      <h1 id="gc-title" className="text-2xl font-semibold text-neutral-900">
        Group classes
      </h1>
      <p className="text-neutral-700">
        Batches of 2 to 10 students with one tutor, paid once for the whole batch.
      </p>
      <Field label="Subject" className="max-w-sm">
        <Input
          value={subject}
          onChange={(e) => {
            setSubject(e.target.value);
            setPage(1);
          }}
          placeholder="e.g. Mathematics"
        />
      </Field>
      {list.isPending ? (
        <LoadingState label="Loading group classes…" />
      ) : list.isError ? (
        <ErrorState message="Could not load group classes." onRetry={() => void list.refetch()} />
      ) : list.data.batches.length === 0 ? (
        <EmptyState title="No group classes are open right now." />
      ) : (
        <>
          <div className="grid gap-3 md:grid-cols-2">
            {list.data.batches.map((b) => (
              <BatchCard key={b._id} batch={b} />
            ))}
          </div>
          {list.data.pagination.pages > 1 && (
            <div className="flex items-center gap-2">
              <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Previous
              </Button>
              <span className="text-sm">
                Page {page} of {list.data.pagination.pages}
              </span>
              <Button
                variant="secondary"
                disabled={page >= list.data.pagination.pages}
                onClick={() => setPage(page + 1)}
              >
                Next
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
