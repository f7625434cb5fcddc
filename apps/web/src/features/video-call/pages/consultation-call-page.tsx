// The video call of a paid PhD consultation, on the live-class call screen. The mentor
// (signed in) calls; the requester answers through the join link mailed to them, whose key sits in
// the fragment (`#key=...`, never sent in a URL) and needs no account. Nobody else gets in: the
// server refuses them and this page shows its reason.
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { requestFailure, type CallFailure } from '@tm/shared/call/call-failure';
import { keyFromFragment } from '@tm/shared/call/consultation-call';
import { LoadingState } from '@/components/ui/spinner';
import { useSession } from '@/lib/session-store';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useConsultationRoom } from '../api/get-consultation-room';
import { CallScreen, EndedScreen, type FailureHandling } from '../components/call-screen';

/** The room could not be had: the server's refusal (its reason), or the network. */
function roomFailure(error: unknown): CallFailure {
  const failure = requestFailure(error);
  return failure.kind === 'server' ? { kind: 'refused', reason: failure.message } : failure;
}

export default function ConsultationCallPage() {
  useDocumentTitle('PhD Consultation Call');
  const { id } = useParams();
  const { user, token } = useSession();
  // Read once: the key stays with the page even if the address changes.
  const [key] = useState(() => keyFromFragment(window.location.hash));
  const room = useConsultationRoom(id, key);
  const navigate = useNavigate();
  const goBack = () => void navigate(user ? '/' : '/phd-mentorship');
  const [attempt, setAttempt] = useState(0);
  const failures: FailureHandling = {
    context: () => ({ room: 'consultation' }),
    onRetry: () => {
      setAttempt((n) => n + 1);
      void room.refetch();
    },
    classesHref: '/phd-mentorship',
    classesLabel: 'PhD Mentorship',
  };

  if ((room.isPending || room.isRefetching) && id)
    return <LoadingState label="Loading call…" className="min-h-dvh" />;
  if (!room.data) {
    return (
      <EndedScreen
        failure={room.error ? roomFailure(room.error) : { kind: 'no-booking' }}
        context={failures.context()}
        onBack={goBack}
        handling={failures}
      />
    );
  }
  const r = room.data;
  return (
    <CallScreen
      key={attempt}
      failures={failures}
      view={{ ...r, chat: false }}
      role={r.role}
      target={{
        roomId: r._id,
        room: 'consultation',
        // The mentor signs in to signalling with the session; the requester with the key.
        token: r.role === 'tutor' ? token : null,
        callKey: r.role === 'student' ? key : null,
        selfId: user?._id ?? '',
        getIceServers: async () => r.iceServers,
      }}
      onBack={goBack}
    />
  );
}
