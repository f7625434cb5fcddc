// core-marketplace §2 "Tutor account". Placeholder until the issue that builds this screen replaces this file.
import { ComingSoon } from '@/components/ui/coming-soon';

export default function TutorAccountPage() {
  return (
    <ComingSoon
      screen="Account"
      description="Your personal details, teaching preferences and availability will be editable here."
    />
  );
}
