// core-marketplace §2 "Student bookings (My Classes)": chips all, active, pending, completed,
// accepted, rejected, expired; badges Pending Approval, Accepted, Active, Rejected, Expired,
// Completed; the paid-class action on accepted non-trial bookings; Join Class in the class window.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { BookingStatus } from '@tm/shared/constants/marketplace';
import { statusAsOf } from '@tm/shared/rules/booking-status';
import type { BookingDto } from '@tm/shared/schemas/booking';
import { Button, ButtonLink } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { MessageDialog } from '@/components/ui/message-dialog';
import { AddToCalendarButton } from '@/entities/booking/add-to-calendar-button';
import { BookingList } from '@/entities/booking/booking-list';
import { BookingSummary } from '@/entities/booking/booking-summary';
import { ClassAction } from '@/entities/booking/class-action';
import { ClassBoardLink } from '@/entities/booking/class-board-link';
import { AttendedMinutes } from '@/entities/booking/attended-minutes';
import { bookingActionError } from '@/entities/booking/decision-error';
import { FilterChips } from '@/entities/booking/filter-chips';
import { BookingChanges } from '@/entities/booking/booking-changes';
import { SandboxCheckoutDialog } from '@/components/payments/sandbox-checkout-dialog';
import { formatCurrency } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useNow } from '@/lib/use-now';
import { useSession } from '@/lib/session-store';
import { showToast } from '@/lib/toast-store';
import { viewerTimezone } from '@/lib/viewer-timezone';
import { useBookings } from '../api/get-bookings';
import { completeSandboxOrder, getSandboxOrder } from '../api/pay-booking';
import { useWithdrawBooking } from '../api/withdraw-booking';
import { usePayBooking } from '../components/use-pay-booking';
import { ReceiptButton } from '../components/receipt-button';
import { useMyRatings } from '../api/ratings';
import { RateClass, mayOfferRating } from '../components/rate-class';
import { MyBatches } from '@/entities/batch/my-batches';

const FILTERS = [
  'all',
  'active',
  'pending',
  'completed',
  'accepted',
  'rejected',
  'expired',
  // a class that ended with nobody in its call.
  'missed',
] as const;
type Filter = (typeof FILTERS)[number];
const isFilter = (v: string | null): v is Filter => FILTERS.includes(v as Filter);

export const EMPTY_BOOKINGS =
  'No bookings match the selected filter. Start exploring tutors and book your first class!';
const WITHDRAW_FAILED = 'Failed to withdraw the request. Please try again.';
const UPCOMING: readonly BookingStatus[] = ['pending', 'accepted', 'active'];
const FINISHED: readonly BookingStatus[] = [
  'rejected',
  'expired',
  'withdrawn',
  'completed',
  'missed',
  'cancelled',
];

export default function StudentClassesPage() {
  useDocumentTitle('My Classes');
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const filter: Filter = isFilter(status) ? status : 'all';
  const query = useBookings({ statuses: filter === 'all' ? undefined : [filter] });
  const withdraw = useWithdrawBooking();
  const [withdrawing, setWithdrawing] = useState<BookingDto | null>(null);
  const payment = usePayBooking();
  const sandboxOrder = payment.sandbox?.order;
  const [failure, setFailure] = useState<string | null>(null);
  const now = useNow();
  const zone = viewerTimezone(useSession().user);
  // the student's ratings of the listed classes that may be rated.
  const rateable = (query.data ?? []).filter((b) => mayOfferRating(b, statusAsOf(b, now), now));
  const ratings = useMyRatings(rateable.map((b) => b._id));

  const confirmWithdraw = () => {
    if (!withdrawing) return;
    withdraw.mutate(withdrawing._id, {
      onSuccess: () => showToast('Request withdrawn. The tutor has been told.', 'success'),
      onError: (err) => setFailure(bookingActionError(err, WITHDRAW_FAILED)),
      onSettled: () => setWithdrawing(null),
    });
  };

  return (
    <section
      aria-labelledby="my-classes-title"
      className="mx-auto grid w-full max-w-4xl grid-cols-1 gap-6"
    >
      <h1 id="my-classes-title" className="text-2xl font-semibold tracking-tight md:text-3xl">
        My Classes
      </h1>
      <MyBatches />
      <FilterChips
        label="Filter bookings by status"
        options={FILTERS}
        value={filter}
        onChange={(next) => setParams(next === 'all' ? {} : { status: next }, { replace: true })}
      />
      <BookingList
        query={query}
        emptyTitle={EMPTY_BOOKINGS}
        emptyAction={<ButtonLink to="/student-dashboard">Explore Tutors</ButtonLink>}
      >
        {(b) => {
          const current = statusAsOf(b, now);
          return (
            <BookingSummary booking={b} status={current} viewer="student" viewerZone={zone}>
              <AttendedMinutes booking={b} viewer="student" />
              <ClassBoardLink booking={b} />
              {current === 'active' && <ClassAction booking={b} isTutor={false} />}
              {current === 'accepted' && !b.isTrial && (
                <Button
                  size="sm"
                  loading={payment.busyId === b._id}
                  disabled={payment.busyId !== null}
                  onClick={() => void payment.pay(b)}
                >
                  Pay for class
                </Button>
              )}
              {current === 'pending' && (
                <Button size="sm" variant="secondary" onClick={() => setWithdrawing(b)}>
                  Withdraw request
                </Button>
              )}
              {(current === 'active' || current === 'completed') && !b.isTrial && (
                <ReceiptButton bookingId={b._id} />
              )}
              {UPCOMING.includes(current) && <AddToCalendarButton bookingId={b._id} />}
              {ratings.isSuccess && mayOfferRating(b, current, now) && (
                <RateClass booking={b} rating={ratings.data.find((r) => r.bookingId === b._id)} />
              )}
              {FINISHED.includes(current) && (
                <ButtonLink to={`/tutor-details/${b.tutorId._id}`} variant="ghost" size="sm">
                  Book again
                </ButtonLink>
              )}
              <BookingChanges booking={b} status={current} viewer="student" />
            </BookingSummary>
          );
        }}
      </BookingList>
      <ConfirmDialog
        open={withdrawing !== null}
        onOpenChange={(open) => !open && setWithdrawing(null)}
        title="Withdraw request"
        message={
          withdrawing
            ? `Withdraw your request for ${withdrawing.subject} with ${withdrawing.tutorId.fullName}? The tutor will be told.`
            : ''
        }
        confirmText="Withdraw"
        cancelText="Keep request"
        confirmVariant="danger"
        loading={withdraw.isPending}
        onConfirm={confirmWithdraw}
      />
      <MessageDialog
        open={payment.dialog !== null}
        onOpenChange={(open) => !open && payment.closeDialog()}
        title={payment.dialog?.title ?? ''}
        message={payment.dialog?.message ?? ''}
      />
      {sandboxOrder && (
        <SandboxCheckoutDialog
          description={sandboxOrder.description}
          amountLabel={formatCurrency(sandboxOrder.price, sandboxOrder.currency)}
          email={sandboxOrder.email}
          checkStatus={async () => (await getSandboxOrder(sandboxOrder.orderId)).status}
          complete={(outcome, method) =>
            completeSandboxOrder(sandboxOrder.orderId, outcome, method)
          }
          onDone={payment.finishSandbox}
        />
      )}
      <MessageDialog
        open={failure !== null}
        onOpenChange={(open) => !open && setFailure(null)}
        title="Error"
        message={failure ?? ''}
      />
    </section>
  );
}
