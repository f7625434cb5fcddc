// mentorship-policies-video §2 "Policy pages". Placeholder until the issue that builds this screen replaces this file.
import { ComingSoon } from '@/components/ui/coming-soon';

export default function ShippingPolicyPage() {
  return (
    <ComingSoon screen="Shipping Policy" description="Our shipping policy will be shown here." />
  );
}
