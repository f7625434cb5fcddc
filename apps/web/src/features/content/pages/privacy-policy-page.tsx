// /privacy-policy: a policy page with server-supplied HTML (see components/policy-page.tsx).
import { PolicyPage } from '../components/policy-page';

export default function PrivacyPolicyPage() {
  return <PolicyPage pageKey="privacy-policy" />;
}
