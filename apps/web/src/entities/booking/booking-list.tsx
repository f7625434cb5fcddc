// A list of bookings with its loading, error and empty states (core-marketplace §8 inline:
// "Error loading bookings: {error}").
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { BookingDto } from '@tm/shared/schemas/booking';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { CalendarIcon } from '@/components/ui/icons';
import { LoadingState } from '@/components/ui/spinner';

interface BookingListProps {
  query: UseQueryResult<BookingDto[]>;
  emptyTitle: string;
  emptyDescription?: ReactNode;
  emptyAction?: ReactNode;
  children: (booking: BookingDto) => ReactNode;
}

export function BookingList({
  query,
  emptyTitle,
  emptyDescription,
  emptyAction,
  children,
}: BookingListProps) {
  if (query.isPending) return <LoadingState label="Loading bookings…" />;
  if (query.isError) {
    return (
      <div
        role="alert"
        className="rounded-xl border border-danger-100 bg-danger-50 px-4 py-4 text-sm text-danger-700"
      >
        <p>Error loading bookings: {query.error.message}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (query.data.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-neutral-300 bg-white">
        <EmptyState
          icon={<CalendarIcon />}
          title={emptyTitle}
          description={emptyDescription}
          action={emptyAction}
        />
      </div>
    );
  }
  return (
    <ul className="grid grid-cols-1 gap-4" aria-busy={query.isFetching || undefined}>
      {query.data.map((b) => (
        <li key={b._id}>{children(b)}</li>
      ))}
    </ul>
  );
}
