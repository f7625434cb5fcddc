// The online Start/Join class action (core-marketplace §4; mentorship-policies-video §2): shown
// only while the class window is open, linking to the call page with the booking in navigation
// state, as that page expects.
import type { BookingDto } from '@tm/shared/schemas/booking';
import { ButtonLink } from '@/components/ui/button';
import { useClassWindow } from './use-class-window';

export function ClassAction({ booking, isTutor }: { booking: BookingDto; isTutor: boolean }) {
  const open = useClassWindow(booking);
  if (!open) return null;
  return (
    <ButtonLink to={`/video-call/${booking._id}`} state={{ booking, isTutor }} size="sm">
      {isTutor ? 'Start Class' : 'Join Class'}
    </ButtonLink>
  );
}
