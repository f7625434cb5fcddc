// core-marketplace §2 Tutor dashboard, table "Today's Classes": Student, Subject, Mode, Time;
// empty text "No classes scheduled for today.". Active bookings with a session today on the
// tutor's clock (a moved session where it is now), in time order; an online class offers Start
// Class in its window (§4).
import { statusAsOf } from '@tm/shared/rules/booking-status';
import { formatTimeRange, sessionIn, sessionsOnDate } from '@tm/shared/rules/booking-time';
import { todayIn } from '@tm/shared/rules/dates';
import { Avatar } from '@/components/ui/avatar';
import { ClassAction } from '@/entities/booking/class-action';
import { useNow } from '@/lib/use-now';
import { useTutorBookings } from '../api/get-tutor-bookings';
import { DashboardCell, DashboardRow, DashboardTable, TableMessage } from './dashboard-table';

export const TODAYS_CLASSES_COLUMNS = ['Student', 'Subject', 'Mode', 'Time'] as const;
export const TODAYS_CLASSES_EMPTY = 'No classes scheduled for today.';

export function TodaysClasses() {
  const query = useTutorBookings({ statuses: ['active'] });
  const now = useNow();
  const cols = TODAYS_CLASSES_COLUMNS.length;
  const today = (query.data ?? [])
    .filter((b) => statusAsOf(b, now) === 'active')
    .flatMap((b) =>
      sessionsOnDate(b, todayIn(b.timezone, now)).map((s) => ({
        b,
        s,
        at: sessionIn(s, b.timezone),
      })),
    )
    .sort((x, y) => x.s.start.getTime() - y.s.start.getTime());
  return (
    <DashboardTable title="Today's Classes" columns={TODAYS_CLASSES_COLUMNS}>
      {query.isPending ? (
        <TableMessage colSpan={cols}>Loading…</TableMessage>
      ) : query.isError ? (
        <TableMessage colSpan={cols}>
          <span role="alert" className="text-danger-700">
            Error loading bookings: {query.error.message}
          </span>
        </TableMessage>
      ) : today.length === 0 ? (
        <TableMessage colSpan={cols}>{TODAYS_CLASSES_EMPTY}</TableMessage>
      ) : (
        today.map(({ b, s, at }) => (
          <DashboardRow key={`${b._id}:${s.start.toISOString()}`}>
            <DashboardCell label="Student">
              <span className="flex items-center gap-2">
                <Avatar
                  src={b.studentId.profilePhoto}
                  name={b.studentId.fullName}
                  id={b.studentId._id}
                  size="sm"
                />
                <span className="font-medium text-neutral-900">{b.studentId.fullName}</span>
              </span>
            </DashboardCell>
            <DashboardCell label="Subject">{b.subject}</DashboardCell>
            <DashboardCell label="Mode">{b.tutoringMode.join(', ')}</DashboardCell>
            <DashboardCell label="Time">
              <span className="flex flex-wrap items-center gap-2">
                <span className="whitespace-nowrap">
                  {formatTimeRange(at.startTime, at.endTime)}
                </span>
                <ClassAction booking={b} isTutor />
              </span>
            </DashboardCell>
          </DashboardRow>
        ))
      )}
    </DashboardTable>
  );
}
