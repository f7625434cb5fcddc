// mentorship-policies-video §2 "/video-call/{id}": the live class between the tutor and the student
// of a booking. The booking is loaded by id (a reload works); the roles come from it.
import { useNavigate, useParams } from 'react-router';
import type { BookingDto } from '@tm/shared/schemas/booking';
import type { CallRole } from '@tm/shared/call/protocol';
import { CALL_MSG } from '@tm/shared/call/messages';
import { LoadingState } from '@/components/ui/spinner';
import { useSession } from '@/lib/session-store';
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
      view={bookingView(booking.data!, check.role)}
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

function bookingView(b: BookingDto, role: CallRole): CallRoomView {
  return {
    subject: b.subject,
    startDate: b.startDate,
    startTime: b.startTime,
    endTime: b.endTime,
    peerName: role === 'tutor' ? b.studentId.fullName : b.tutorId.fullName,
    chat: true,
  };
}
