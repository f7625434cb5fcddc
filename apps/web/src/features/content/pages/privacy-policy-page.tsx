// mentorship-policies-video §2 "Policy pages". Placeholder until the issue that builds this screen replaces this file.
import { ComingSoon } from '@/components/ui/coming-soon';

export default function PrivacyPolicyPage() {
  return (
    <ComingSoon screen="Privacy Policy" description="Our privacy policy will be shown here." />
  );
}
