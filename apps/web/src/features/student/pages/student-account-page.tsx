// core-marketplace §2 "Student account". Placeholder until the issue that builds this screen replaces this file.
import { ComingSoon } from '@/components/ui/coming-soon';

export default function StudentAccountPage() {
  return (
    <ComingSoon screen="My Account" description="Your student profile will be editable here." />
  );
}
