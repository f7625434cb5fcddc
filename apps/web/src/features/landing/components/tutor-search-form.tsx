// guests search verified tutors straight from the landing page; the results are the
// discovery screen (/student-dashboard), which guests may see.
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { SEARCH_MAX_CHARS } from '@tm/shared/constants/marketplace';
import { Button } from '@/components/ui/button';

/**
 * A plain GET form to the discovery screen, read from the DOM when submitted (no React state):
 * the landing is server-rendered, so a visitor can type and press the button before the app has
 * hydrated it. Before hydration the browser submits it as it is; after, the router
 * navigates without a reload. Either way the text typed is the search.
 */
export function TutorSearchForm() {
  const navigate = useNavigate();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The dashboard reads `search` from the URL (tutorFiltersFromParams). The landing does not
    // import the search schema: it would add zod to the landing's first download.
    const search = String(new FormData(event.currentTarget).get('search') ?? '').trim();
    const query = search ? new URLSearchParams({ search }).toString() : '';
    void navigate(`/student-dashboard${query ? `?${query}` : ''}`);
  };
  return (
    <form
      role="search"
      action="/student-dashboard"
      method="get"
      onSubmit={onSubmit}
      className="mt-8 flex max-w-xl flex-col gap-2 sm:flex-row"
    >
      <label htmlFor="landing-search" className="sr-only">
        Search tutors
      </label>
      <input
        id="landing-search"
        type="search"
        name="search"
        maxLength={SEARCH_MAX_CHARS}
        placeholder="Subject, topic or tutor name"
        className="h-12 min-w-0 rounded-lg sm:flex-1 border border-neutral-300 bg-white px-4 text-base text-neutral-900 shadow-xs placeholder:text-neutral-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent-600"
      />
      <Button type="submit" size="lg">
        Search tutors
      </Button>
    </form>
  );
}
