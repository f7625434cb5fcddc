// /shipping-policy: a policy page with server-supplied HTML (see components/policy-page.tsx).
import { PolicyPage } from '../components/policy-page';

export default function ShippingPolicyPage() {
  return <PolicyPage pageKey="shipping-policy" />;
}
