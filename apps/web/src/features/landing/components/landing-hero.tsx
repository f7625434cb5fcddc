// core-marketplace §2 "Landing page": the hero and its two calls to action, to sign-up as a
// student with tutoringMode Home Tutoring or Online Tutoring. Copy follows the §1 pitch.
import { HOME_TUTORING, HOME_TUTORING_CITY, ONLINE_TUTORING } from '../lib/modes';
import { registrationHref } from '@/lib/auth-links';
import { ButtonLink } from '@/components/ui/button';
import { ArrowRightIcon, ShieldIcon } from '@/components/ui/icons';
import { TutorSearchForm } from './tutor-search-form';

// The §1 pitch in four words each; the sections below the hero tell the rest.
const PROMISES = [
  'Verified tutors',
  'A free trial class',
  'Fees shown upfront',
  'Pay securely via UPI or card',
] as const;

export function LandingHero() {
  return (
    <section className="border-b border-neutral-200 bg-linear-to-b from-accent-50 to-neutral-25">
      <div className="mx-auto grid max-w-page gap-12 px-4 py-14 md:grid-cols-[1.2fr_1fr] md:items-center md:px-6 md:py-24">
        <div>
          <h1 className="text-4xl font-semibold tracking-tight md:text-5xl">
            The right tutor, at home or online.
          </h1>
          <p className="mt-5 max-w-xl text-lg text-neutral-700">
            Share your need (subject, grade, pincode or online, and timing), get matched with
            verified tutors, compare and shortlist, then book a free demo or start classes.
          </p>
          <TutorSearchForm />
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to={registrationHref('student', HOME_TUTORING)} size="lg">
              Find a home tutor
              <ArrowRightIcon />
            </ButtonLink>
            <ButtonLink
              to={registrationHref('student', ONLINE_TUTORING)}
              size="lg"
              variant="secondary"
            >
              Find an online tutor
            </ButtonLink>
          </div>
          <p className="mt-4 text-sm text-neutral-600">
            Home tutoring is currently available in {HOME_TUTORING_CITY}.
          </p>
        </div>
        <ul
          className="grid gap-4 rounded-2xl border border-neutral-200 bg-white p-6 shadow-md"
          aria-label="Why families choose us"
        >
          {PROMISES.map((promise) => (
            <li key={promise} className="flex items-center gap-3 font-medium text-neutral-900">
              <ShieldIcon className="shrink-0 text-2xl text-accent-700" />
              {promise}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
