// /cancellation-refund: a policy page with server-supplied HTML (see components/policy-page.tsx).
import { PolicyPage } from '../components/policy-page';

export default function CancellationRefundPage() {
  return <PolicyPage pageKey="cancellation-refund" />;
}
