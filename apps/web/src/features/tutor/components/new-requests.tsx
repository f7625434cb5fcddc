// core-marketplace §2 Tutor dashboard, table "New Requests": Student, Subject, link; empty text
// "You're all caught up.". The newest pending requests (as of now), each linking to Requests.
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { TrialBadge } from '@/entities/booking/booking-status-badge';
import { useTutorBookings } from '../api/get-tutor-bookings';
import { DashboardCell, DashboardRow, DashboardTable, TableMessage } from './dashboard-table';

export const NEW_REQUESTS_COLUMNS = ['Student', 'Subject', 'Link'] as const;
export const NEW_REQUESTS_EMPTY = "You're all caught up.";
/** Decision: the dashboard shows the five newest; the Requests screen has them all. */
export const NEW_REQUESTS_SHOWN = 5;

export function NewRequests() {
  const query = useTutorBookings({ statuses: ['pending'], limit: NEW_REQUESTS_SHOWN });
  const cols = NEW_REQUESTS_COLUMNS.length;
  return (
    <DashboardTable title="New Requests" columns={NEW_REQUESTS_COLUMNS}>
      {query.isPending ? (
        <TableMessage colSpan={cols}>Loading…</TableMessage>
      ) : query.isError ? (
        <TableMessage colSpan={cols}>
          <span role="alert" className="text-danger-700">
            Error loading bookings: {query.error.message}
          </span>
        </TableMessage>
      ) : query.data.length === 0 ? (
        <TableMessage colSpan={cols}>{NEW_REQUESTS_EMPTY}</TableMessage>
      ) : (
        query.data.map((b) => (
          <DashboardRow key={b._id}>
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
            <DashboardCell label="Subject">
              {b.subject} {b.isTrial && <TrialBadge />}
            </DashboardCell>
            <DashboardCell label="Link">
              <Link
                to="/tutor-requests?status=pending"
                className="font-medium whitespace-nowrap text-accent-700 underline-offset-2 hover:underline"
              >
                View request
              </Link>
            </DashboardCell>
          </DashboardRow>
        ))
      )}
    </DashboardTable>
  );
}
