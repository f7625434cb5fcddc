// core-marketplace §2 "Tutor payments". Placeholder until the issue that builds this screen replaces this file.
import { ComingSoon } from '@/components/ui/coming-soon';

export default function TutorPaymentsPage() {
  return (
    <ComingSoon
      screen="Payments & Transactions"
      description="Your balance and transaction history will be shown here."
    />
  );
}
