// mentorship-policies-video §2 "/video-call/{id}". Placeholder until the issue that builds this
// screen replaces this file. The call takes the whole screen, so it has no layout around it.
import { ComingSoon } from '@/components/ui/coming-soon';
import { ButtonLink } from '@/components/ui/button';

export default function VideoCallPage() {
  return (
    <main id="main" className="min-h-dvh px-4 py-12">
      <ComingSoon screen="Video Call" description="Online classes will take place here.">
        <ButtonLink to="/" variant="secondary">
          Go Back
        </ButtonLink>
      </ComingSoon>
    </main>
  );
}
