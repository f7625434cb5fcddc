// core-marketplace §2 "Terms & Conditions page". Placeholder until the issue that builds this screen replaces this file.
import { ComingSoon } from '@/components/ui/coming-soon';

export default function TermsAndConditionsPage() {
  return (
    <ComingSoon
      screen="Terms & Conditions"
      description="Our terms and conditions will be shown here."
    />
  );
}
