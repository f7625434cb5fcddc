// core-marketplace §2 "Landing page" (at `/` for guests and at /welcome): the hero with the two
// calls to action first; services, how we work, register as tutor, testimonials, founder blurb,
// recent blogs and the floating chat-message shortcut follow (deferred-sections.tsx); the footer
// comes from the layout.
import { useEffect } from 'react';
import { LANDING_TITLE } from '@tm/shared/constants/landing-meta';
import { DeferredSections } from '../components/deferred-sections';
import { LandingHero } from '../components/landing-hero';

export default function LandingPage() {
  // The title for client-side navigation back here (the server puts title, description and Open
  // Graph tags into the HTML for a fresh load). Not lib/use-page-meta: budget, see above.
  useEffect(() => {
    document.title = LANDING_TITLE;
  }, []);
  return (
    <>
      <LandingHero />
      <DeferredSections />
    </>
  );
}
