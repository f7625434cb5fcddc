// The landing's sections after the hero, in the spec's order (core-marketplace §2): services, how
// we work, register as tutor, testimonials, founder blurb, recent blogs; and the floating chat
// shortcut. A separate chunk, loaded after the first render (see deferred-sections.tsx).
import ChatShortcut from './chat-shortcut';
import { FounderSection } from './founder-section';
import { HowWeWorkSection } from './how-we-work-section';
import { RecentBlogsSection } from './recent-blogs-section';
import { ServicesSection } from './services-section';
import { TestimonialsSection } from './testimonials-section';
import { TutorCtaSection } from './tutor-cta-section';

export default function BelowTheFold() {
  return (
    <>
      <ServicesSection />
      <HowWeWorkSection />
      <TutorCtaSection />
      <TestimonialsSection />
      <FounderSection />
      <RecentBlogsSection />
      <ChatShortcut />
    </>
  );
}
