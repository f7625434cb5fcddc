// core-marketplace §2 "Tutor requests": chips all, pending, rejected, accepted; empty text
// "No Requests At This Time"; a pending request can be accepted or rejected (with a reason).
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { MSG } from '@tm/shared/messages';
import { statusAsOf } from '@tm/shared/rules/booking-status';
import type { BookingDto } from '@tm/shared/schemas/booking';
import { Button } from '@/components/ui/button';
import { MessageDialog } from '@/components/ui/message-dialog';
import { AddToCalendarButton } from '@/entities/booking/add-to-calendar-button';
import { BookingList } from '@/entities/booking/booking-list';
import { BookingSummary } from '@/entities/booking/booking-summary';
import { bookingActionError } from '@/entities/booking/decision-error';
import { FilterChips } from '@/entities/booking/filter-chips';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useNow } from '@/lib/use-now';
import { useSession } from '@/lib/session-store';
import { showToast } from '@/lib/toast-store';
import { viewerTimezone } from '@/lib/viewer-timezone';
import { useTutorBookings } from '../api/get-tutor-bookings';
import { useAcceptBooking } from '../api/accept-booking';
import { RejectBookingDialog } from '../components/reject-booking-dialog';

const FILTERS = ['all', 'pending', 'rejected', 'accepted'] as const;
type Filter = (typeof FILTERS)[number];
const isFilter = (v: string | null): v is Filter => FILTERS.includes(v as Filter);

export default function TutorRequestsPage() {
  useDocumentTitle('Requests');
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const filter: Filter = isFilter(status) ? status : 'all';
  // the Students screen links here with one student's id.
  const studentId = params.get('student') ?? undefined;
  const query = useTutorBookings({
    statuses: filter === 'all' ? undefined : [filter],
    studentId,
  });
  const studentName = studentId ? query.data?.[0]?.studentId.fullName : undefined;
  const accept = useAcceptBooking();
  const [rejecting, setRejecting] = useState<BookingDto | null>(null);
  const [acceptError, setAcceptError] = useState<string | null>(null);
  const now = useNow();
  const zone = viewerTimezone(useSession().user);

  const onAccept = (b: BookingDto) =>
    accept.mutate(b._id, {
      onSuccess: (updated) =>
        showToast(
          updated.status === 'active'
            ? 'Trial accepted. It is now an active class.'
            : 'Request accepted. The student can now pay for the class.',
          'success',
        ),
      onError: (err) => setAcceptError(bookingActionError(err, MSG.acceptBookingFailed)),
    });

  return (
    <section aria-labelledby="requests-title" className="grid grid-cols-1 gap-6">
      <h1 id="requests-title" className="text-2xl font-semibold tracking-tight md:text-3xl">
        Requests
      </h1>
      <FilterChips
        label="Filter requests by status"
        options={FILTERS}
        value={filter}
        onChange={(next) =>
          setParams(
            {
              ...(next === 'all' ? {} : { status: next }),
              ...(studentId ? { student: studentId } : {}),
            },
            { replace: true },
          )
        }
      />
      {studentId && (
        <p className="-mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-neutral-700">
          <span>
            Showing bookings with <strong>{studentName ?? 'one student'}</strong>
          </span>
          <Link to="/tutor-requests" className="font-medium text-accent-700 underline">
            Show every student
          </Link>
        </p>
      )}
      <BookingList query={query} emptyTitle="No Requests At This Time">
        {(b) => {
          const current = statusAsOf(b, now);
          const busy = accept.isPending && accept.variables === b._id;
          return (
            <BookingSummary booking={b} status={current} viewer="tutor" viewerZone={zone}>
              {current === 'pending' && (
                <>
                  <Button size="sm" loading={busy} onClick={() => onAccept(b)}>
                    Accept
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={busy}
                    onClick={() => setRejecting(b)}
                  >
                    Reject
                  </Button>
                </>
              )}
              {(current === 'pending' || current === 'accepted' || current === 'active') && (
                <AddToCalendarButton bookingId={b._id} />
              )}
            </BookingSummary>
          );
        }}
      </BookingList>
      <RejectBookingDialog booking={rejecting} onClose={() => setRejecting(null)} />
      <MessageDialog
        open={acceptError !== null}
        onOpenChange={(open) => !open && setAcceptError(null)}
        title="Error"
        message={acceptError ?? ''}
      />
    </section>
  );
}
