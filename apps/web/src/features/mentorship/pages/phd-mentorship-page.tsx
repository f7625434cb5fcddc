// mentorship-policies-video §2 "/phd-mentorship". Placeholder until the issue that builds this screen replaces this file.
import { ComingSoon } from '@/components/ui/coming-soon';

export default function PhdMentorshipPage() {
  return (
    <ComingSoon
      screen="PhD Mentorship"
      description="One-to-one mentoring and research support for PhD scholars will be described here."
    />
  );
}
