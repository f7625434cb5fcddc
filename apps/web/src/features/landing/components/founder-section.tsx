// core-marketplace §2 "Landing page": founder blurb linking to /about-us (the 17 years of
// experience is the spec's marketing copy, §1).
import { ButtonLink } from '@/components/ui/button';

export function FounderSection() {
  return (
    <section aria-labelledby="founder-title" className="border-y border-neutral-200 bg-white">
      <div className="mx-auto grid max-w-page gap-8 px-4 py-16 md:grid-cols-[auto_1fr] md:items-center md:gap-12 md:px-6">
        <div
          aria-hidden="true"
          className="flex size-24 items-center justify-center rounded-full bg-accent-700 text-center text-white shadow-md"
        >
          <span>
            <span className="block text-3xl font-semibold">17</span>
            <span className="text-xs">years</span>
          </span>
        </div>
        <div className="max-w-reading">
          <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">
            From our founder
          </p>
          <h2
            id="founder-title"
            className="mt-2 text-2xl font-semibold tracking-tight text-neutral-900 md:text-3xl"
          >
            Built by a teacher, for learners and teachers
          </h2>
          <p className="mt-4 text-neutral-700">
            “In 17 years of teaching, from school classrooms to guiding PhD scholars, I saw families
            struggle to find a tutor they could trust, and good teachers struggle to be found. We
            built this platform so that every tutor is verified, every fee is clear, and the first
            class is always free.”
          </p>
          <ButtonLink to="/about-us" variant="secondary" className="mt-6">
            Read our story
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
