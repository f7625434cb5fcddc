// core-marketplace §2 "Landing page": how we work, in 4 steps (the §1 pitch).
import { ButtonLink } from '@/components/ui/button';
import { SectionHeading } from './section-heading';

const STEPS = [
  {
    title: 'Share your need',
    text: 'Tell us the subject, grade or level, your pincode or that you want online classes, and the days and times that suit you.',
  },
  {
    title: 'Get matched, compare and shortlist',
    text: 'See verified tutors who fit, with their profiles, experience, ratings and hourly fees side by side. Save your favourites.',
  },
  {
    title: 'Book a free demo',
    text: 'Try a 25-minute trial class at no cost. The tutor accepts your request and you meet before committing to anything.',
  },
  {
    title: 'Start classes and pay securely',
    text: 'Book single or regular classes. Pay online via UPI or card only after the tutor accepts; online classes run right in your browser.',
  },
] as const;

export function HowWeWorkSection() {
  return (
    <section aria-labelledby="how-title" className="border-y border-neutral-200 bg-white">
      <div className="mx-auto max-w-page px-4 py-16 md:px-6 md:py-20">
        <SectionHeading
          id="how-title"
          eyebrow="How we work"
          title="From first question to first class in four steps"
        />
        <ol className="mt-8 grid gap-8 md:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, index) => (
            <li key={step.title}>
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full bg-accent-700 font-semibold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 font-semibold text-neutral-900">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 text-sm text-neutral-600">{step.text}</p>
            </li>
          ))}
        </ol>
        <div className="mt-8">
          <ButtonLink to="/post-need">Share your need</ButtonLink>
        </div>
      </div>
    </section>
  );
}
