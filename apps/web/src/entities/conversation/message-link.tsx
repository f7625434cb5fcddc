// "Message" on a tutor's card and page: a student opens (or finds) the conversation with the tutor;
// a guest signs in first and comes back to it. A plain link, so it works before the app has loaded.
import { ButtonLink, type ButtonVariant, type ButtonSize } from '@/components/ui/button';
import { ChatIcon } from '@/components/ui/icons';
import { signInHref } from '@/lib/return-to';
import { useSession } from '@/lib/session-store';

export function newConversationPath(tutorId: string) {
  return `/messages/new?tutor=${encodeURIComponent(tutorId)}`;
}

export function MessageTutorLink({
  tutorId,
  tutorName,
  variant = 'secondary',
  size = 'sm',
  className,
}: {
  tutorId: string;
  tutorName: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}) {
  const { isLoggedIn, user } = useSession();
  if (isLoggedIn && user?.role !== 'student') return null;
  const to = newConversationPath(tutorId);
  return (
    <ButtonLink
      to={isLoggedIn ? to : signInHref(to)}
      variant={variant}
      size={size}
      className={className}
      aria-label={`Message ${tutorName}`}
    >
      <ChatIcon aria-hidden="true" />
      Message
    </ButtonLink>
  );
}
