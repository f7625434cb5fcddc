// core-marketplace §1. Placeholder until the issue that builds this screen replaces this file.
import { ComingSoon } from '@/components/ui/coming-soon';

export default function AboutUsPage() {
  return (
    <ComingSoon screen="About Us" description="Our story, mission and values will be shown here." />
  );
}
