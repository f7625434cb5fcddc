// mentorship-policies-video §2 "/research-form". Placeholder until the issue that builds this screen replaces this file.
import { ComingSoon } from '@/components/ui/coming-soon';

export default function ResearchFormPage() {
  return (
    <ComingSoon
      screen="Research Support Form"
      description="You will be able to request research guidance here."
    />
  );
}
