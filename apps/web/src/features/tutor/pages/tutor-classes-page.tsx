// core-marketplace §2 "Tutor classes". Placeholder until the issue that builds this screen replaces this file.
import { ComingSoon } from '@/components/ui/coming-soon';

export default function TutorClassesPage() {
  return (
    <ComingSoon
      screen="Active Classes"
      description="Your active, completed and expired classes will be listed here."
    />
  );
}
