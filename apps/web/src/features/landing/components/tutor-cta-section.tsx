// core-marketplace §2 "Landing page": register as tutor (to the tutor registration link).
import { BECOME_A_TUTOR_HREF } from '@/lib/auth-links';
import { ButtonLink } from '@/components/ui/button';
import { SectionHeading } from './section-heading';

const BENEFITS = [
  'Set your own hourly fee and availability',
  'Teach at home, at your place or online',
  'Get booking requests from verified students',
  'Paid through the platform, on time',
] as const;

export function TutorCtaSection() {
  return (
    <section aria-labelledby="teach-title" className="bg-accent-900">
      <div className="mx-auto grid max-w-page gap-8 px-4 py-16 md:grid-cols-[1.3fr_1fr] md:items-center md:px-6">
        <div>
          <SectionHeading
            id="teach-title"
            eyebrow="For tutors"
            title="Teach with us"
            text="Register as a tutor in six short steps. Once our team verifies your profile, students near you and across India can find and book you."
            inverse
          />
          <ButtonLink to={BECOME_A_TUTOR_HREF} variant="secondary" size="lg" className="mt-8">
            Register as a tutor
          </ButtonLink>
        </div>
        <ul className="grid gap-3">
          {BENEFITS.map((benefit) => (
            <li key={benefit} className="flex items-start gap-3 text-white">
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                width="20"
                height="20"
                className="mt-0.5 shrink-0 text-accent-200"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.2"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d="M5 12.5l4.5 4.5L19 7.5" />
              </svg>
              {benefit}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
