// Similar Profiles (core-marketplace §2 Tutor detail page), as tutor cards.
import { TutorCard } from '@/entities/tutor/tutor-card';
import { Spinner } from '@/components/ui/spinner';
import { useSimilarTutors } from '../api/get-similar-tutors';

export function SimilarProfiles({ tutorId }: { tutorId: string }) {
  const similar = useSimilarTutors(tutorId);
  return (
    <section aria-labelledby="similar-title" className="@container grid gap-4">
      <h2 id="similar-title" className="text-xl font-semibold tracking-tight">
        Similar Profiles
      </h2>
      {similar.isPending ? (
        <Spinner label="Loading similar profiles" className="text-2xl text-accent-600" />
      ) : similar.isError ? (
        <p className="text-sm text-neutral-600">Similar profiles could not be loaded.</p>
      ) : similar.data.length === 0 ? (
        <p className="text-sm text-neutral-600">No similar tutors yet.</p>
      ) : (
        <ul className="grid gap-4 @2xl:grid-cols-2 @5xl:grid-cols-3" aria-label="Similar tutors">
          {similar.data.map((t) => (
            <li key={t._id}>
              <TutorCard tutor={t} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
