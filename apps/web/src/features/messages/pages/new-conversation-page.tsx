// /messages/new?tutor={id} (a student, from "Message" on a tutor's card or page) or ?student={id}
// (a tutor, from their students): opens or finds the conversation and goes to it.
import { useEffect, useRef } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { MESSAGING_TEXT } from '@tm/shared/rules/messaging';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingState } from '@/components/ui/spinner';
import { serverMessage } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useStartConversation } from '../api/start-conversation';

export default function NewConversationPage() {
  useDocumentTitle('Messages');
  const [params] = useSearchParams();
  const tutorId = params.get('tutor');
  const studentId = params.get('student');
  const start = useStartConversation();
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    start.mutate(tutorId ? { tutorId } : { studentId: studentId ?? '' });
  }, [start, tutorId, studentId]);

  if (start.isSuccess) return <Navigate to={`/messages/${start.data.id}`} replace />;
  if (start.isError) {
    const message = serverMessage(start.error) ?? start.error.message;
    return (
      <div className="rounded-xl border border-neutral-200 bg-white">
        <EmptyState
          title="You cannot message here yet"
          description={message}
          action={
            message === MESSAGING_TEXT.profileIncomplete ? (
              <ButtonLink to="/student-account">Complete your profile</ButtonLink>
            ) : (
              <ButtonLink to="/messages" variant="secondary">
                Back to messages
              </ButtonLink>
            )
          }
        />
      </div>
    );
  }
  return <LoadingState label="Opening the conversation…" />;
}
