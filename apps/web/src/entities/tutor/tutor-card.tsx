// core-marketplace §2 Tutor card: photo, favourite heart, name, modes, subcategories, languages,
// headline, price range per hour, class duration, experience ("Fresher" if none), level, and the
// buttons "Book A Class Now →" (the tutor detail page) and "Book A Trial" (with trial=true, at
// its booking form: #booking, which on a phone is far below the profile), and "Message" (ask the
// tutor before booking).
import type { TutorCardDto } from '@tm/shared/schemas/tutor-search';
import { Avatar } from '@/components/ui/avatar';
import { ButtonLink } from '@/components/ui/button';
import { ClockIcon } from '@/components/ui/icons';
import { RatingSummary } from '@/components/reviews/stars';
import { MessageTutorLink } from '@/entities/conversation/message-link';
import { FavouriteButton } from './favourite-button';
import { approxInrLabel, experienceLabel, levelTaughtLabel, priceRangeLabel } from './tutor-format';

function Tags({
  label,
  items,
  tone = 'neutral',
}: {
  label: string;
  items: readonly string[];
  tone?: 'neutral' | 'accent';
}) {
  if (!items.length) return null;
  return (
    <div>
      <p className="sr-only">{label}</p>
      <ul aria-label={label} className="flex flex-wrap gap-1.5">
        {items.map((item) => (
          <li
            key={item}
            className={
              tone === 'accent'
                ? 'rounded-md bg-accent-50 px-2 py-0.5 text-xs font-medium text-accent-800'
                : 'rounded-md bg-neutral-100 px-2 py-0.5 text-xs font-medium text-neutral-700'
            }
          >
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

function experienceText(years: number | null): string {
  const label = experienceLabel(years);
  return label === 'Fresher' ? label : `${label} experience`;
}

export function TutorCard({ tutor }: { tutor: TutorCardDto }) {
  const detail = `/tutor-details/${tutor._id}`;
  const headingId = `tutor-${tutor._id}-name`;
  return (
    <article
      aria-labelledby={headingId}
      className="@container flex h-full flex-col rounded-xl border border-neutral-200 bg-white p-5 shadow-xs"
    >
      <div className="flex items-start gap-3">
        <Avatar src={tutor.profilePhoto} name={tutor.fullName} id={tutor._id} size="lg" />
        <div className="min-w-0 flex-1">
          <h3
            id={headingId}
            className="line-clamp-2 text-base font-semibold break-words text-neutral-900"
          >
            {tutor.fullName}
          </h3>
          <p className="mt-0.5 text-sm text-neutral-600">
            {[levelTaughtLabel(tutor.teaching_level), experienceText(tutor.teaching_experience)]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <RatingSummary average={tutor.ratingAverage} count={tutor.ratingCount} className="mt-1" />
        </div>
        <FavouriteButton
          tutorId={tutor._id}
          tutorName={tutor.fullName}
          isFavourite={tutor.isFavourite}
          className="-mt-1 -mr-1 shrink-0"
        />
      </div>
      <p className="mt-3 text-base font-semibold text-neutral-900">
        {priceRangeLabel(tutor)}
        {approxInrLabel(tutor) ? (
          <span className="ml-2 text-sm font-normal text-neutral-600">{approxInrLabel(tutor)}</span>
        ) : null}
      </p>

      {tutor.headline && (
        <p className="mt-3 line-clamp-2 text-sm text-neutral-800">{tutor.headline}</p>
      )}

      <div className="mt-3 grid gap-2">
        <Tags label="Teaching modes" items={tutor.tutoring_mode} tone="accent" />
        <Tags label="Subjects" items={tutor.subcategory} />
        {tutor.languages.length > 0 && (
          <p className="text-xs text-neutral-600">
            <span className="font-medium text-neutral-700">Languages:</span>{' '}
            {tutor.languages.join(', ')}
          </p>
        )}
        {tutor.class_duration && (
          <p className="flex items-center gap-1 text-xs text-neutral-600">
            <ClockIcon className="text-sm" />{' '}
            <span className="font-medium text-neutral-700">Class duration:</span>{' '}
            {tutor.class_duration}
          </p>
        )}
      </div>

      <div className="mt-auto grid grid-cols-1 gap-2 pt-4 @xs:grid-cols-2">
        <ButtonLink to={detail} size="sm" aria-label={`Book A Class Now with ${tutor.fullName}`}>
          Book A Class Now →
        </ButtonLink>
        <ButtonLink
          to={`${detail}?trial=true#booking`}
          size="sm"
          variant="secondary"
          aria-label={`Book A Trial with ${tutor.fullName}`}
        >
          Book A Trial
        </ButtonLink>
        <MessageTutorLink
          tutorId={tutor._id}
          tutorName={tutor.fullName}
          variant="ghost"
          className="@xs:col-span-2"
        />
      </div>
    </article>
  );
}
