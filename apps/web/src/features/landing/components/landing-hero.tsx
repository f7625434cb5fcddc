// core-marketplace §2 "Landing page": the hero and its two calls to action, to sign-up as a
// student with tutoringMode Home Tutoring or Online Tutoring. Copy follows the §1 pitch.
import {
  HOME_TUTORING,
  HOME_TUTORING_CITY,
  ONLINE_TUTORING,
} from '@tm/shared/constants/marketplace';
import { registrationHref } from '@/lib/auth-links';
import { ButtonLink } from '@/components/ui/button';
import { ArrowRightIcon, ShieldIcon } from '@/components/ui/icons';

const PITCH = [
  { title: 'Share your need', text: 'Subject, grade, pincode or online, and timing.' },
  { title: 'Get matched', text: 'We suggest verified tutors who fit.' },
  { title: 'Compare and shortlist', text: 'Profiles, ratings and fees side by side.' },
  { title: 'Book a demo or start classes', text: 'Begin with a free trial class.' },
  { title: 'Pay securely', text: 'Via UPI or card, through the platform.' },
] as const;

export function LandingHero() {
  return (
    <section className="border-b border-neutral-200 bg-linear-to-b from-accent-50 to-neutral-25">
      <div className="mx-auto grid max-w-page gap-12 px-4 py-14 md:grid-cols-[1.2fr_1fr] md:items-center md:px-6 md:py-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-xs font-medium text-accent-800 shadow-xs">
            <ShieldIcon className="text-sm" />
            Verified tutors for every learner
          </p>
          <h1 className="mt-5 text-4xl font-semibold tracking-tight md:text-5xl">
            The right tutor, at home or online.
          </h1>
          <p className="mt-5 max-w-xl text-lg text-neutral-700">
            Connect with verified tutors for Home Tutoring, At Tutor Place and Online Tutoring.
            Compare profiles, ratings and fees, book a demo, and pay securely.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
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
        <ol
          className="grid gap-3 rounded-2xl border border-neutral-200 bg-white p-6 shadow-md"
          aria-label="How it works"
        >
          {PITCH.map((step, index) => (
            <li key={step.title} className="flex gap-4">
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent-700 text-sm font-semibold text-white"
              >
                {index + 1}
              </span>
              <div>
                <p className="font-medium text-neutral-900">{step.title}</p>
                <p className="text-sm text-neutral-600">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
