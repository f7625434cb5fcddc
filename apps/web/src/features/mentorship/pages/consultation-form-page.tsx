// mentorship-policies-video §2 "/consultation-form". Placeholder until the issue that builds this screen replaces this file.
import { ComingSoon } from '@/components/ui/coming-soon';

export default function ConsultationFormPage() {
  return (
    <ComingSoon
      screen="Book Your 1-to-1 PhD Mentoring Session"
      description="You will be able to book and pay for a PhD consultation here."
    />
  );
}
