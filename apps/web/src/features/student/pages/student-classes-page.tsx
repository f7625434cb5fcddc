// core-marketplace §2 "Student bookings (My Classes)". Placeholder until the issue that builds this screen replaces this file.
import { ComingSoon } from '@/components/ui/coming-soon';

export default function StudentClassesPage() {
  return (
    <ComingSoon
      screen="My Classes"
      description="Your bookings and their status will be listed here."
    />
  );
}
