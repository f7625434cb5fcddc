// core-marketplace §2 "Tutor students". Placeholder until the issue that builds this screen replaces this file.
import { ComingSoon } from '@/components/ui/coming-soon';

export default function TutorStudentsPage() {
  return <ComingSoon screen="Students" description="The students you teach will be listed here." />;
}
