// core-marketplace §1: the about-us page, with the founder's story, the mission and the values
// Trust, Personalization and Growth. The founder's 17 years of experience is marketing copy (§1).
import { BRAND_NAME, FOOTER_TAGLINE } from '@tm/shared/constants/contact';
import { PUBLIC_PAGE_META } from '@tm/shared/constants/page-meta';
import { BECOME_A_TUTOR_HREF, FIND_A_TUTOR_HREF } from '@/lib/auth-links';
import { usePageMeta } from '@/lib/use-page-meta';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ShieldIcon, SparkIcon, UsersIcon } from '@/components/ui/icons';

const META = PUBLIC_PAGE_META['/about-us']!;

const VALUES = [
  {
    title: 'Trust',
    Icon: ShieldIcon,
    text: 'Every tutor is verified before they teach: identity, qualifications and experience. Fees are shown upfront, payments go through the platform, and trial classes are free.',
  },
  {
    title: 'Personalization',
    Icon: UsersIcon,
    text: 'No two learners are alike. We match by subject, board, level, language, timing and mode, so each student learns with a tutor who fits the way they think.',
  },
  {
    title: 'Growth',
    Icon: SparkIcon,
    text: 'For students, steady progress they can see. For tutors, a fair platform to build a practice, reach learners across India and be paid on time.',
  },
] as const;

export default function AboutUsPage() {
  usePageMeta(META.title, META.description);
  return (
    <div className="mx-auto max-w-4xl">
      <header className="max-w-reading">
        <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">About us</p>
        <h1 className="mt-2 text-3xl font-semibold tracking-tight text-neutral-900 md:text-4xl">
          {FOOTER_TAGLINE}
        </h1>
        <p className="mt-4 text-lg text-neutral-600">
          {BRAND_NAME} connects students and parents with verified tutors for home tutoring in
          Bengaluru and online classes across India, and helps PhD scholars with one-to-one research
          mentorship.
        </p>
      </header>

      <section aria-labelledby="story-title" className="mt-8 grid gap-8 md:grid-cols-[1fr_1.4fr]">
        <div>
          <h2 id="story-title" className="text-2xl font-semibold tracking-tight text-neutral-900">
            Our founder’s story
          </h2>
          <p className="mt-3 text-sm font-medium text-accent-700">17 years in education</p>
        </div>
        <div className="space-y-4 text-neutral-700">
          <p>
            Our founder began teaching mathematics in a Bengaluru school and, over 17 years, taught
            in classrooms, coached board-exam and entrance-exam students at home, and later guided
            doctoral scholars through their research.
          </p>
          <p>
            Along the way one problem kept coming up. Parents found tutors through word of mouth and
            hoped for the best; good teachers struggled to reach the students who needed them; and
            nobody could easily check qualifications, compare fees or try a class before paying.
          </p>
          <p>
            {BRAND_NAME} was started to fix that: a place where every tutor is verified, every fee
            is visible, the first class is a free trial, and payments are safe for both sides.
          </p>
        </div>
      </section>

      <section
        aria-labelledby="mission-title"
        className="mt-8 rounded-2xl bg-accent-900 p-6 text-white md:p-8"
      >
        <h2 id="mission-title" className="text-2xl font-semibold tracking-tight text-white">
          Our mission
        </h2>
        <p className="mt-4 max-w-reading text-lg text-accent-200">
          To make quality, personal teaching easy to find and fair to pay for, for every learner in
          India, whether that is a Class 5 student learning fractions at home, a NEET aspirant
          online, or a scholar preparing for a viva.
        </p>
      </section>

      <section aria-labelledby="values-title" className="mt-8">
        <h2 id="values-title" className="text-2xl font-semibold tracking-tight text-neutral-900">
          Our values
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {VALUES.map(({ title, text, Icon }) => (
            <li key={title}>
              <Card className="h-full">
                <div
                  aria-hidden="true"
                  className="flex size-11 items-center justify-center rounded-full bg-accent-50 text-xl text-accent-700"
                >
                  <Icon />
                </div>
                <h3 className="mt-4 text-lg font-semibold text-neutral-900">{title}</h3>
                <p className="mt-2 text-sm text-neutral-600">{text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section className="mt-8 flex flex-col items-start gap-4 rounded-2xl border border-neutral-200 bg-white p-6 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 className="text-xl font-semibold text-neutral-900">Start with a free trial class</h2>
          <p className="mt-1 text-neutral-600">Find a tutor, or share what you know as one.</p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <ButtonLink to={FIND_A_TUTOR_HREF}>Find a tutor</ButtonLink>
          <ButtonLink to={BECOME_A_TUTOR_HREF} variant="secondary">
            Become a tutor
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}
