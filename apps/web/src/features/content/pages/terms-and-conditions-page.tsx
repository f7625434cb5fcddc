// /terms-and-conditions: a policy page with server-supplied HTML (see components/policy-page.tsx).
import { PolicyPage } from '../components/policy-page';

export default function TermsAndConditionsPage() {
  return <PolicyPage pageKey="terms-and-conditions" />;
}
