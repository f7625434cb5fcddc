// The class's whiteboard after (or outside) the class, read-only, from the class card.
import { useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/spinner';
import { useSession } from '@/lib/session-store';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCallBooking } from '../api/get-call-booking';
import { useClassBoard } from '../api/get-class-board';
import Whiteboard from '../components/whiteboard';

export default function ClassBoardPage() {
  useDocumentTitle('Class Whiteboard');
  const { id } = useParams();
  const { user } = useSession();
  const booking = useCallBooking(id);
  const board = useClassBoard(id);
  const back = user?.role === 'tutor' ? '/tutor-classes' : '/student-classes';

  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-5xl flex-col gap-4 px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold text-neutral-900">
          Whiteboard{booking.data ? `: ${booking.data.subject}` : ''}
        </h1>
        <ButtonLink to={back} variant="secondary" size="sm">
          My Classes
        </ButtonLink>
      </div>
      {board.isPending ? (
        <LoadingState label="Loading whiteboard…" />
      ) : board.isError ? (
        <ErrorState
          message="This whiteboard could not be loaded. Only the tutor and the student of a class can see it."
          onRetry={() => void board.refetch()}
        />
      ) : board.data.update === null ? (
        <EmptyState
          title="Nothing was drawn on this class's whiteboard."
          description="What the tutor and the student draw during the class stays here afterwards."
        />
      ) : (
        <>
          <p className="text-sm text-neutral-700">
            The board as it was left. It can be changed only during the class.
          </p>
          <Whiteboard initial={board.data.update} />
        </>
      )}
    </main>
  );
}
