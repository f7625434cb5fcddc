// core-marketplace §2 "Tutor dashboard". Placeholder until the issue that builds this screen replaces this file.
import { ComingSoon } from '@/components/ui/coming-soon';

export default function TutorDashboardPage() {
  return (
    <ComingSoon
      screen="Dashboard"
      description="Your stats, today's classes and new requests will be shown here."
    />
  );
}
