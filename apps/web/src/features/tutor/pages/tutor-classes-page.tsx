// core-marketplace §2 "Tutor classes": chips active, completed, expired; title Active Classes;
// empty text "No Active Classes At This Time" (the title and empty text follow the chosen chip).
// Online classes show Start Class only inside the class window (§4). A chip
// missed: a class that ended with nobody in its call.
import { ButtonLink } from '@/components/ui/button';
import { useSearchParams } from 'react-router';
import { statusAsOf } from '@tm/shared/rules/booking-status';
import { AddToCalendarButton } from '@/entities/booking/add-to-calendar-button';
import { BookingList } from '@/entities/booking/booking-list';
import { BookingSummary } from '@/entities/booking/booking-summary';
import { ClassAction } from '@/entities/booking/class-action';
import { ClassBoardLink } from '@/entities/booking/class-board-link';
import { AttendedMinutes } from '@/entities/booking/attended-minutes';
import { FilterChips } from '@/entities/booking/filter-chips';
import { BookingChanges } from '@/entities/booking/booking-changes';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useNow } from '@/lib/use-now';
import { useSession } from '@/lib/session-store';
import { viewerTimezone } from '@/lib/viewer-timezone';
import { useTutorBookings } from '../api/get-tutor-bookings';

const FILTERS = ['active', 'completed', 'expired', 'missed'] as const;
type Filter = (typeof FILTERS)[number];
const isFilter = (v: string | null): v is Filter => FILTERS.includes(v as Filter);
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export default function TutorClassesPage() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const filter: Filter = isFilter(status) ? status : 'active';
  const title = `${capital(filter)} Classes`;
  useDocumentTitle(title);
  const query = useTutorBookings({ statuses: [filter] });
  const now = useNow();
  const zone = viewerTimezone(useSession().user);

  return (
    <section aria-labelledby="classes-title" className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="classes-title" className="text-2xl font-semibold tracking-tight md:text-3xl">
          {title}
        </h1>
        <ButtonLink to="/tutor-batches" variant="secondary" size="sm">
          Group classes
        </ButtonLink>
      </div>
      <FilterChips
        label="Filter classes by status"
        options={FILTERS}
        value={filter}
        onChange={(next) => setParams(next === 'active' ? {} : { status: next }, { replace: true })}
      />
      <BookingList query={query} emptyTitle={`No ${capital(filter)} Classes At This Time`}>
        {(b) => {
          const current = statusAsOf(b, now);
          return (
            <BookingSummary booking={b} status={current} viewer="tutor" viewerZone={zone}>
              <AttendedMinutes booking={b} viewer="tutor" />
              <ClassBoardLink booking={b} />
              {current === 'active' && (
                <>
                  <ClassAction booking={b} isTutor />
                  <AddToCalendarButton bookingId={b._id} />
                </>
              )}
              <BookingChanges booking={b} status={current} viewer="tutor" />
            </BookingSummary>
          );
        }}
      </BookingList>
    </section>
  );
}
