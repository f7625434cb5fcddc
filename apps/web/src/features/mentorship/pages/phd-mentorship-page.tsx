// mentorship-policies-video §2 "/phd-mentorship": the marketing page with a hero, sections, the two
// FAQ lists (research-support topics and general FAQ) and the calls to action: "Book PhD
// Consultation" and "Schedule Your Session" lead to /consultation-form, "Explore Research Support"
// and "Request Research Guidance" to /research-form. Open to any visitor; its title and description
// are also injected by the server for link previews (constants/page-meta.ts).
import {
  CONSULTATION_SESSION_TYPES,
  GUIDANCE_AREAS,
  RESEARCH_CONTACT_PROMISE_HOURS,
} from '@tm/shared/constants/mentorship';
import { PUBLIC_PAGE_META } from '@tm/shared/constants/page-meta';
import { consultationPriceFor, formatConsultationPrice } from '@tm/shared/rules/consultation-price';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CalendarIcon, ChatIcon, ShieldIcon, SparkIcon } from '@/components/ui/icons';
import { usePageMeta } from '@/lib/use-page-meta';
import { FaqList } from '../components/faq-list';

const META = PUBLIC_PAGE_META['/phd-mentorship']!;

const RESEARCH_TOPICS = [
  {
    q: 'Topic refinement and research questions',
    a: 'Narrow a broad interest into a focused, researchable question, and check that it is original and feasible in your time frame.',
  },
  {
    q: 'Literature review guidance',
    a: 'Find and organise the key sources, build a synthesis rather than a summary, and show the gap your work fills.',
  },
  {
    q: 'Methodology clarity',
    a: 'Choose and justify a design, sampling and instruments that answer your questions, and anticipate what reviewers will ask.',
  },
  {
    q: 'Data analysis and interpretation',
    a: 'Quantitative and qualitative analysis: choosing tests or coding approaches, reading the results and reporting them clearly.',
  },
  {
    q: 'Editing, citations and formatting',
    a: 'Clarity and academic style, consistent citations and referencing, and formatting to APA, MLA or your university’s template.',
  },
] as const;

const GENERAL_FAQ = [
  {
    q: 'How does a consultation work?',
    a: 'Book a 30-minute or 60-minute session, pick a date and time (shown in India time and in yours), and pay online. A mentor matched to your area meets you by video call at that time.',
  },
  {
    q: 'What does it cost?',
    a: `From India: ${formatConsultationPrice(consultationPriceFor('quick', 'India'))} for 30 minutes, ${formatConsultationPrice(consultationPriceFor('deep', 'India'))} for 60 minutes. From other countries: ${formatConsultationPrice(consultationPriceFor('quick', 'Other'))} and ${formatConsultationPrice(consultationPriceFor('deep', 'Other'))}.`,
  },
  {
    q: 'Is the research support request free?',
    a: `Yes. Tell us about your project and the help you need; a mentor contacts you within ${RESEARCH_CONTACT_PROMISE_HOURS} hours to plan the next steps.`,
  },
  {
    q: 'Will a mentor write my thesis or paper?',
    a: 'No. Mentors guide your research and review your drafts; the work you submit stays your own. Academic integrity remains your responsibility.',
  },
  {
    q: 'Can I cancel or reschedule?',
    a: 'See our Cancellation & Refund policy: a consultation can be rescheduled once, and cancellations more than 24 hours before the session are refunded in full.',
  },
] as const;

const OFFERS = [
  {
    Icon: CalendarIcon,
    title: '1-to-1 PhD consultation',
    text: 'A focused video session with an experienced mentor on the part of your PhD that is holding you back.',
    cta: { label: 'Schedule Your Session', to: '/consultation-form' },
  },
  {
    Icon: ChatIcon,
    title: 'Research support',
    text: `Describe your project and deadline; we reply within ${RESEARCH_CONTACT_PROMISE_HOURS} hours with a plan and a mentor.`,
    cta: { label: 'Request Research Guidance', to: '/research-form' },
  },
] as const;

export default function PhdMentorshipPage() {
  usePageMeta(META.title, META.description);
  return (
    <div className="mx-auto max-w-5xl">
      <header className="rounded-2xl bg-accent-900 px-6 py-10 text-white md:px-10 md:py-14">
        <p className="text-sm font-semibold tracking-wide text-accent-200 uppercase">
          PhD Mentorship · Online
        </p>
        <h1 className="mt-3 max-w-3xl text-3xl font-semibold tracking-tight text-white md:text-5xl">
          Expert guidance for every stage of your PhD
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-accent-100">
          From the first proposal to the viva: one-to-one mentoring with researchers who have done
          it, and free research support when you are stuck.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to="/consultation-form" size="lg" variant="secondary">
            Book PhD Consultation
          </ButtonLink>
          <ButtonLink
            to="/research-form"
            size="lg"
            className="border border-white/40 bg-transparent text-white hover:bg-white/10"
          >
            Explore Research Support
          </ButtonLink>
        </div>
      </header>

      <section aria-labelledby="offers-title" className="mt-12">
        <h2 id="offers-title" className="text-2xl font-semibold tracking-tight text-neutral-900">
          Two ways we help
        </h2>
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          {OFFERS.map(({ Icon, title, text, cta }) => (
            <Card key={title} className="flex flex-col">
              <Icon className="size-7 text-accent-700" />
              <h3 className="mt-3 text-lg font-semibold text-neutral-900">{title}</h3>
              <p className="mt-2 flex-1 text-neutral-700">{text}</p>
              <ButtonLink to={cta.to} className="mt-5 self-start">
                {cta.label}
              </ButtonLink>
            </Card>
          ))}
        </div>
      </section>

      <section aria-labelledby="sessions-title" className="mt-12">
        <h2 id="sessions-title" className="text-2xl font-semibold tracking-tight text-neutral-900">
          Consultation sessions
        </h2>
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          {CONSULTATION_SESSION_TYPES.map((s) => (
            <Card key={s.key}>
              <h3 className="font-semibold text-neutral-900">{s.label}</h3>
              <p className="mt-2 text-2xl font-semibold text-accent-800">
                {formatConsultationPrice(consultationPriceFor(s.key, 'India'))}
                <span className="ml-2 text-base font-normal text-neutral-600">
                  or {formatConsultationPrice(consultationPriceFor(s.key, 'Other'))} outside India
                </span>
              </p>
            </Card>
          ))}
        </div>
      </section>

      <section aria-labelledby="areas-title" className="mt-12">
        <h2 id="areas-title" className="text-2xl font-semibold tracking-tight text-neutral-900">
          What mentors guide you on
        </h2>
        <ul className="mt-4 grid gap-2 sm:grid-cols-2">
          {GUIDANCE_AREAS.filter((a) => a !== 'Other').map((area) => (
            <li key={area} className="flex items-start gap-2 text-neutral-800">
              <SparkIcon className="mt-0.5 size-5 shrink-0 text-accent-700" />
              {area}
            </li>
          ))}
        </ul>
        <p className="mt-4 flex items-start gap-2 text-sm text-neutral-600">
          <ShieldIcon className="size-5 shrink-0 text-accent-700" />
          Mentors guide; they never write your thesis or papers for you.
        </p>
      </section>

      <FaqList id="topics-title" title="Research support topics" items={RESEARCH_TOPICS} />
      <FaqList id="faq-title" title="Frequently asked questions" items={GENERAL_FAQ} />

      <section className="mt-12 rounded-2xl border border-accent-200 bg-accent-50 p-6 text-center md:p-10">
        <h2 className="text-2xl font-semibold tracking-tight text-neutral-900">
          Ready to move your research forward?
        </h2>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to="/consultation-form" size="lg">
            Schedule Your Session
          </ButtonLink>
          <ButtonLink to="/research-form" size="lg" variant="secondary">
            Request Research Guidance
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}
