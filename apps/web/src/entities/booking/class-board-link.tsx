// The class card's link to its whiteboard (read-only after the class): shown once someone has been
// in the class's call, since a board exists only from then on.
import type { BookingDto } from '@tm/shared/schemas/booking';
import { ButtonLink } from '@/components/ui/button';

export function ClassBoardLink({ booking }: { booking: BookingDto }) {
  const { tutor, student } = booking.attendedMinutes;
  if (tutor === 0 && student === 0) return null;
  return (
    <ButtonLink to={`/class-board/${booking._id}`} variant="secondary" size="sm">
      Class whiteboard
    </ButtonLink>
  );
}
