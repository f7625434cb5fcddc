// core-marketplace §2 "Student dashboard (tutor discovery)". Placeholder until the issue that builds this screen replaces this file.
import { ComingSoon } from '@/components/ui/coming-soon';

export default function StudentDashboardPage() {
  return (
    <ComingSoon
      screen="Find Tutors"
      description="Search, filter and compare verified tutors here."
    />
  );
}
