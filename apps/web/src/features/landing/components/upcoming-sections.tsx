// core-marketplace §2 "Landing page" sections that later issues build. Until then each is shown
// as a plainly labelled "coming soon" card: no invented testimonials, tutors or articles.
import { Link } from 'react-router';
import { BECOME_A_TUTOR_HREF } from '@/lib/auth-links';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

const UPCOMING = [
  { title: 'Our services', link: { to: '/phd-mentorship', label: 'PhD Mentorship' } },
  { title: 'How we work' },
  { title: 'What families say' },
  { title: 'From our founder', link: { to: '/about-us', label: 'About us' } },
  { title: 'Recent blogs', link: { to: '/blogs', label: 'Blogs' } },
] as const;

export function UpcomingSections() {
  return (
    <>
      <section aria-labelledby="more-title" className="mx-auto max-w-page px-4 py-16 md:px-6">
        <h2 id="more-title" className="text-2xl font-semibold tracking-tight">
          More on this page soon
        </h2>
        <p className="mt-2 text-neutral-600">
          These sections are being written and will appear here.
        </p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {UPCOMING.map((section) => (
            <li key={section.title}>
              <Card className="flex h-full flex-col gap-3">
                <div className="flex items-start justify-between gap-3">
                  <h3 className="font-semibold">{section.title}</h3>
                  <span className="shrink-0 rounded-full bg-neutral-100 px-2.5 py-0.5 text-xs font-medium text-neutral-700">
                    Coming soon
                  </span>
                </div>
                {'link' in section && (
                  <Link
                    to={section.link.to}
                    className="mt-auto text-sm font-medium text-accent-700 hover:text-accent-900"
                  >
                    {section.link.label} →
                  </Link>
                )}
              </Card>
            </li>
          ))}
        </ul>
      </section>
      <section className="bg-accent-900">
        <div className="mx-auto flex max-w-page flex-col items-start gap-6 px-4 py-14 md:flex-row md:items-center md:justify-between md:px-6">
          <div>
            <h2 className="text-2xl font-semibold tracking-tight text-white">Teach with us</h2>
            <p className="mt-2 text-accent-100">
              Register as a tutor and reach students near you and online.
            </p>
          </div>
          <ButtonLink to={BECOME_A_TUTOR_HREF} variant="secondary" size="lg">
            Become a tutor
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
