// core-marketplace §2 "Tutor detail page". Placeholder until the issue that builds this screen replaces this file.
import { ComingSoon } from '@/components/ui/coming-soon';

export default function TutorDetailsPage() {
  return (
    <ComingSoon
      screen="Tutor Details"
      description="The tutor's profile and the booking form will be shown here."
    />
  );
}
