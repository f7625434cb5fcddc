// core-marketplace §2 "Tutor requests". Placeholder until the issue that builds this screen replaces this file.
import { ComingSoon } from '@/components/ui/coming-soon';

export default function TutorRequestsPage() {
  return (
    <ComingSoon
      screen="Requests"
      description="Booking requests from students, to accept or reject, will be listed here."
    />
  );
}
