// mentorship-policies-video §2 "Policy pages". Placeholder until the issue that builds this screen replaces this file.
import { ComingSoon } from '@/components/ui/coming-soon';

export default function CancellationRefundPage() {
  return (
    <ComingSoon
      screen="Cancellation & Refund"
      description="Our cancellation and refund policy will be shown here."
    />
  );
}
