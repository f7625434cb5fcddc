// POST /api/needs/:id/booked: a booking made from a need's offer closes that need, so its other
// tutors stop answering it. Called after the booking succeeded; a failure only leaves the need
// open (the student can close it on My needs), never undoes the booking.
import { api } from '@/lib/api-client';

export async function markNeedBooked(needId: string, bookingId: string): Promise<void> {
  await api.post<null>(`/needs/${needId}/booked`, { bookingId });
}
