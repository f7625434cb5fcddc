// core-marketplace §2 "Landing page" (at `/` for guests and at /welcome). For now: the hero and
// the tutor call to action; the remaining sections are marked as coming soon.
import { useDocumentTitle } from '@/lib/use-document-title';
import { LandingHero } from '../components/landing-hero';
import { UpcomingSections } from '../components/upcoming-sections';

export default function LandingPage() {
  useDocumentTitle('Verified home and online tutors');
  return (
    <>
      <LandingHero />
      <UpcomingSections />
    </>
  );
}
