// core-marketplace §2 "Landing page" services: Home Tutoring, Online Tutoring and PhD Mentorship
// (to /phd-mentorship). The two tutoring cards lead to student sign-up with their mode.
import { Link } from 'react-router';
import { HOME_TUTORING, HOME_TUTORING_CITY, ONLINE_TUTORING } from '../lib/modes';
import { registrationHref } from '@/lib/auth-links';
import { SectionHeading } from './section-heading';

const SERVICES = [
  {
    title: HOME_TUTORING,
    text: `A verified tutor comes to your home in ${HOME_TUTORING_CITY}. Ideal for younger learners and board-exam years, with progress notes for parents.`,
    to: registrationHref('student', HOME_TUTORING),
    cta: 'Find a home tutor',
    glyph: 'M4 11.5L12 5l8 6.5M6.5 10v9h11v-9M10 19v-5h4v5',
  },
  {
    title: ONLINE_TUTORING,
    text: 'Live one-to-one classes in your browser with tutors from across India: school subjects, competitive exams, languages, music and coding.',
    to: registrationHref('student', ONLINE_TUTORING),
    cta: 'Find an online tutor',
    glyph: 'M4 5h16v10H4zM9 19h6M12 15v4',
  },
  {
    title: 'PhD Mentorship',
    text: 'One-to-one guidance for doctoral scholars: research questions, methodology, writing, publication and viva preparation.',
    to: '/phd-mentorship',
    cta: 'Explore PhD mentorship',
    glyph: 'M3 9l9-4 9 4-9 4zM7 11v4.5c1.5 1.5 3 2 5 2s3.5-.5 5-2V11M21 9v5',
  },
] as const;

export function ServicesSection() {
  return (
    <section
      aria-labelledby="services-title"
      className="mx-auto max-w-page px-4 py-16 md:px-6 md:py-20"
    >
      <SectionHeading
        id="services-title"
        eyebrow="Our services"
        title="Learning that fits your family"
      />
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {SERVICES.map((service) => (
          <li
            key={service.title}
            className="relative flex flex-col rounded-xl border border-neutral-200 bg-white p-6 shadow-xs transition-colors hover:shadow-md"
          >
            <span
              aria-hidden="true"
              className="flex size-11 items-center justify-center rounded-lg bg-accent-50 text-accent-700"
            >
              <svg
                viewBox="0 0 24 24"
                width="22"
                height="22"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d={service.glyph} />
              </svg>
            </span>
            <h3 className="mt-4 text-lg font-semibold text-neutral-900">{service.title}</h3>
            <p className="mt-2 flex-1 text-sm text-neutral-600">{service.text}</p>
            <Link
              to={service.to}
              className="mt-5 rounded text-sm font-medium text-accent-700 after:absolute after:inset-0 hover:text-accent-900"
            >
              {service.cta} →
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
