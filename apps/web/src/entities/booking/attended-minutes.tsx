// Attended minutes of a class: how long each side was in the call room.
import type { BookingDto } from '@tm/shared/schemas/booking';

export function AttendedMinutes({
  booking,
  viewer,
}: {
  booking: BookingDto;
  viewer: 'tutor' | 'student';
}) {
  const { tutor, student } = booking.attendedMinutes;
  if (tutor === 0 && student === 0) return null;
  const mine = viewer === 'tutor' ? tutor : student;
  const theirs = viewer === 'tutor' ? student : tutor;
  return (
    <p className="text-xs text-neutral-600">
      Attended: you {mine} min · {viewer === 'tutor' ? 'student' : 'tutor'} {theirs} min
    </p>
  );
}
