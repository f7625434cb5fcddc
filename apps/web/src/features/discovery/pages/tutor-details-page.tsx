// core-marketplace §2 Tutor detail page (/tutor-details/{id}, also /tutor/{id}; ?trial=true for a
// trial): header (photo, name, headline, class duration, experience in years and, unless trial,
// "60-min session at min-max currency"), About, Specialty (category, teaching level), Spoken
// Languages, Subjects, Teaching Modes, Location (hidden for online-only tutors: the server leaves
// it out), Preferred Pincodes (with Home Tutoring), the booking form, and Similar Profiles. An
// incomplete student profile shows "Complete Your Profile" instead of the form; a failed lookup
// shows "Tutor not found".
import type { ReactNode } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { HOME_TUTORING } from '@tm/shared/constants/marketplace';
import { tutorPageName } from '@tm/shared/constants/page-meta';
import { MSG } from '@tm/shared/messages';
import { Avatar } from '@/components/ui/avatar';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingState } from '@/components/ui/spinner';
import { FavouriteButton } from '@/entities/tutor/favourite-button';
import { MessageTutorLink } from '@/entities/conversation/message-link';
import { approxInrLabel, experienceLabel, sessionLine } from '@/entities/tutor/tutor-format';
import { ApiError, serverMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTutor, type TutorDetail } from '../api/get-tutor';
import { BookingPanel } from '../components/booking-panel';
import { ResponseStatsItem } from '../components/response-stats';
import { BOOKING_ANCHOR, BookingJump, useScrollToBooking } from '../components/booking-jump';
import { CompleteProfileCard } from '../components/complete-profile-card';
import { SimilarProfiles } from '../components/similar-profiles';
import { TutorBatches } from '@/entities/batch/tutor-batches';
import { TutorReviews } from '@/components/reviews/tutor-reviews';
import { RatingSummary } from '@/components/reviews/stars';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section
      aria-labelledby={id}
      className="border-t border-neutral-200 pt-5 first:border-t-0 first:pt-0"
    >
      <h2 id={id} className="text-base font-semibold text-neutral-900">
        {title}
      </h2>
      <div className="mt-2 text-sm text-neutral-800">{children}</div>
    </section>
  );
}

function TagList({ label, items }: { label: string; items: readonly string[] }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {items.map((item) => (
        <li key={item} className="rounded-md bg-neutral-100 px-2.5 py-1 text-sm text-neutral-800">
          {item}
        </li>
      ))}
    </ul>
  );
}

function TutorProfile({ tutor, trial }: { tutor: TutorDetail; trial: boolean }) {
  const { user } = useSession();
  const location = [tutor.city, tutor.state, tutor.country].filter(Boolean).join(', ');
  const pincodes =
    tutor.tutoring_mode.includes(HOME_TUTORING) && tutor.pincodes ? tutor.pincodes.split(',') : [];
  const profileIncomplete = user?.role === 'student' && !user.isFormSubmitted;
  useScrollToBooking(useLocation().hash);

  // One grid: on a phone the booking panel follows the profile (before the reviews, which load
  // later and must not push it down); from lg it is the sticky right column beside all three.
  return (
    <div className="grid gap-8 pb-20 lg:pb-0">
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem] lg:grid-rows-[auto_auto_1fr] lg:items-start">
        <div className="grid gap-6 lg:col-start-1">
          <Card>
            <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
              <Avatar src={tutor.profilePhoto} name={tutor.fullName} id={tutor._id} size="xl" />
              <div className="min-w-0 flex-1">
                <div className="flex items-start gap-3">
                  <h1 className="flex-1 text-2xl font-semibold tracking-tight text-neutral-900 md:text-3xl">
                    {tutor.fullName}
                  </h1>
                  <FavouriteButton
                    tutorId={tutor._id}
                    tutorName={tutor.fullName}
                    isFavourite={tutor.isFavourite}
                  />
                </div>
                {tutor.headline && (
                  <p className="mt-1 text-base text-neutral-700">{tutor.headline}</p>
                )}
                <RatingSummary
                  average={tutor.ratingAverage}
                  count={tutor.ratingCount}
                  className="mt-2"
                />
                <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-neutral-700">
                  {tutor.class_duration && (
                    <div className="flex gap-1">
                      <dt className="font-medium">Class duration:</dt>
                      <dd>{tutor.class_duration}</dd>
                    </div>
                  )}
                  <div className="flex gap-1">
                    <dt className="font-medium">Experience:</dt>
                    <dd>{experienceLabel(tutor.teaching_experience)}</dd>
                  </div>
                  <ResponseStatsItem tutorId={tutor._id} />
                </dl>
                <MessageTutorLink
                  tutorId={tutor._id}
                  tutorName={tutor.fullName}
                  className="mt-3 mr-3"
                />
                {trial ? (
                  <p className="mt-3 inline-block rounded-md bg-success-50 px-2.5 py-1 text-sm font-medium text-success-700">
                    Free trial session
                  </p>
                ) : (
                  <p className="mt-3 text-base font-semibold text-neutral-900">
                    {sessionLine(tutor)}
                    {approxInrLabel(tutor) ? (
                      <span className="ml-2 text-sm font-normal text-neutral-600">
                        ({approxInrLabel(tutor)})
                      </span>
                    ) : null}
                  </p>
                )}
              </div>
            </div>
          </Card>

          <Card className="grid gap-5">
            <Section title="About">
              {tutor.bio ? (
                <p className="whitespace-pre-line">{tutor.bio}</p>
              ) : (
                <p className="text-neutral-600">No description yet.</p>
              )}
              {tutor.achievement && (
                <p className="mt-2">
                  <span className="font-medium">Achievements:</span> {tutor.achievement}
                </p>
              )}
            </Section>
            <Section title="Specialty">
              <dl className="grid gap-1 sm:grid-cols-2">
                <div>
                  <dt className="text-neutral-600">Category</dt>
                  <dd className="font-medium">{tutor.category ?? '—'}</dd>
                </div>
                <div>
                  <dt className="text-neutral-600">Teaching level</dt>
                  <dd className="font-medium">{tutor.teaching_level ?? '—'}</dd>
                </div>
              </dl>
            </Section>
            <Section title="Spoken Languages">
              <TagList label="Spoken languages" items={tutor.languages} />
            </Section>
            <Section title="Subjects">
              <TagList label="Subjects" items={tutor.subcategory} />
            </Section>
            <Section title="Teaching Modes">
              <TagList label="Teaching modes" items={tutor.tutoring_mode} />
            </Section>
            {location && (
              <Section title="Location">
                <p>{location}</p>
              </Section>
            )}
            {pincodes.length > 0 && (
              <Section title="Preferred Pincodes">
                <TagList label="Preferred pincodes" items={pincodes} />
              </Section>
            )}
          </Card>
        </div>

        <div
          id={BOOKING_ANCHOR}
          className="scroll-mt-20 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-3 lg:row-start-1"
        >
          {profileIncomplete ? (
            <CompleteProfileCard />
          ) : (
            <BookingPanel tutor={tutor} trial={trial} />
          )}
        </div>

        <div className="lg:col-start-1">
          <TutorReviews tutorId={tutor._id} />
        </div>
      </div>

      <TutorBatches tutorId={tutor._id} />
      <SimilarProfiles tutorId={tutor._id} />
      <BookingJump trial={trial} />
    </div>
  );
}

export default function TutorDetailsPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const trial = params.get('trial') === 'true';
  const tutor = useTutor(id);
  // The same title the server renders for crawlers.
  useDocumentTitle(tutor.data ? tutorPageName(tutor.data) : 'Tutor');

  if (tutor.isPending) return <LoadingState label="Loading tutor…" />;
  if (tutor.isError) {
    if (tutor.error instanceof ApiError && tutor.error.status === 404) {
      return (
        <div className="rounded-xl border border-neutral-200 bg-white">
          <EmptyState
            title={MSG.tutorNotFound}
            action={<ButtonLink to="/student-dashboard">Find Tutors</ButtonLink>}
          />
        </div>
      );
    }
    return (
      <div
        role="alert"
        className="rounded-xl border border-danger-100 bg-danger-50 p-6 text-center"
      >
        <p className="text-sm text-danger-700">
          {serverMessage(tutor.error) ?? tutor.error.message}
        </p>
        <Button variant="secondary" className="mt-4" onClick={() => void tutor.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return <TutorProfile key={tutor.data._id} tutor={tutor.data} trial={trial} />;
}
