// core-marketplace §2 "Landing page": four testimonials.
import { SectionHeading } from './section-heading';

const TESTIMONIALS = [
  {
    quote:
      'We tried three tutors through friends before this. Here we booked a free trial, liked how she explained algebra, and our daughter’s maths went from 58 to 81 in two terms.',
    name: 'Shalini R.',
    role: 'Parent of a Class 9 CBSE student, Whitefield, Bengaluru',
  },
  {
    quote:
      'My physics tutor is in Delhi and I am in Jaipur, and the online classes feel just like sitting across the table. The weekly mock tests changed how I attempt JEE papers.',
    name: 'Aditya M.',
    role: 'Class 12 student, online classes',
  },
  {
    quote:
      'Two mentoring sessions before my viva gave me a clear three-sentence answer for “what is your contribution?”. The mock questions were almost exactly what the examiners asked.',
    name: 'Dr. Revathi S.',
    role: 'PhD scholar, Chennai',
  },
  {
    quote:
      'I set my own fees and hours, students come to me already verified, and payments arrive without chasing anyone. I now teach twelve students a week.',
    name: 'Imran K.',
    role: 'Chemistry tutor, Bengaluru',
  },
] as const;

export function TestimonialsSection() {
  return (
    <section
      aria-labelledby="testimonials-title"
      className="mx-auto max-w-page px-4 py-16 md:px-6 md:py-20"
    >
      <SectionHeading
        id="testimonials-title"
        eyebrow="Testimonials"
        title="What learners, parents and tutors say"
      />
      <ul className="mt-8 grid gap-6 md:grid-cols-2">
        {TESTIMONIALS.map((t) => (
          <li key={t.name}>
            <figure className="flex h-full flex-col rounded-xl border border-neutral-200 bg-white p-6 shadow-xs">
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                width="28"
                height="28"
                className="text-accent-200"
                fill="currentColor"
              >
                <path d="M9.5 6C6.5 7 4.5 9.5 4.5 13v5h6v-6h-3c0-2 1-3.5 3-4.3zm9 0c-3 1-5 3.5-5 7v5h6v-6h-3c0-2 1-3.5 3-4.3z" />
              </svg>
              <blockquote className="mt-3 flex-1 text-neutral-800">
                <p>{t.quote}</p>
              </blockquote>
              <figcaption className="mt-5 border-t border-neutral-100 pt-4">
                <p className="font-semibold text-neutral-900">{t.name}</p>
                <p className="text-sm text-neutral-600">{t.role}</p>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
