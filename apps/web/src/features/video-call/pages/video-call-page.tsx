// mentorship-policies-video §2 "/video-call/{id}": the live class between the tutor and the student
// of a booking. The booking is loaded by id (a reload works); the roles come from it.
import { useNavigate, useParams } from 'react-router';
import type { BookingDto } from '@tm/shared/schemas/booking';
import type { CallRole } from '@tm/shared/call/protocol';
import { CALL_MSG } from '@tm/shared/call/messages';
import { sessionIn } from '@tm/shared/rules/booking-time';
import { sessionToShow } from '@tm/shared/rules/class-window';
import { LoadingState } from '@/components/ui/spinner';
import { useSession } from '@/lib/session-store';
import { viewerTimezone } from '@/lib/viewer-timezone';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCallBooking } from '../api/get-call-booking';
import { checkCall } from '../lib/call-checks';
import { getIceServers } from '../api/get-ice-servers';
import { CallScreen, EndedScreen, type CallRoomView } from '../components/call-screen';

export default function VideoCallPage() {
  useDocumentTitle('Video Call');
  const { id } = useParams();
  const { user, token } = useSession();
  const booking = useCallBooking(id);
  const goBack = useGoBack(user?.role === 'tutor' ? 'tutor' : 'student');

  if (booking.isPending && id) return <LoadingState label="Loading class…" className="min-h-dvh" />;
  const check = checkCall(booking.data, user?._id ?? null);
  if (!check.ok || !token) {
    return <EndedScreen message={check.ok ? CALL_MSG.noBooking : check.message} onBack={goBack} />;
  }
  return (
    <CallScreen
      view={bookingView(booking.data!, check.role, viewerTimezone(user), new Date())}
      role={check.role}
      target={{
        roomId: booking.data!._id,
        room: 'booking',
        token,
        callKey: null,
        selfId: user!._id,
        getIceServers,
      }}
      onBack={goBack}
    />
  );
}

function useGoBack(role: CallRole) {
  const navigate = useNavigate();
  return () => {
    // "navigates back": to where the user came from, or their classes when opened directly.
    if (window.history.state && window.history.state.idx > 0) void navigate(-1);
    else void navigate(role === 'tutor' ? '/tutor-classes' : '/student-classes');
  };
}

/** The class as the call screen shows it: the session on now (or next), moved ones where they are. */
function bookingView(b: BookingDto, role: CallRole, zone: string, now: Date): CallRoomView {
  const session = sessionToShow(b, now);
  const at = session
    ? sessionIn(session, zone)
    : { date: b.startDate, startTime: b.startTime, endTime: b.endTime };
  return {
    subject: b.subject,
    startDate: at.date,
    startTime: at.startTime,
    endTime: at.endTime,
    peerName: role === 'tutor' ? b.studentId.fullName : b.tutorId.fullName,
    chat: true,
  };
}
