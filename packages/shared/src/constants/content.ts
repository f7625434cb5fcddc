// Policy pages (mentorship-policies-video §2, core-marketplace §2): titles, descriptions (from
// page-meta.ts) and the failure texts.
import { MSG } from '../messages';
import { POLICY_PAGE_KEYS, POLICY_PAGE_META, type PageMeta, type PolicyPageKey } from './page-meta';

/** Each policy page's fixed title and description, and the text shown when it fails to load. */
export const POLICY_PAGES = Object.fromEntries(
  POLICY_PAGE_KEYS.map((key) => [key, { ...POLICY_PAGE_META[key], failure: policyFailure(key) }]),
) as Record<PolicyPageKey, PageMeta & { failure: string }>;

function policyFailure(key: PolicyPageKey): string {
  // core-marketplace §8 for privacy and terms; mentorship-policies-video §2, §8 for the others.
  if (key === 'privacy-policy') return MSG.privacyPolicyFailed;
  if (key === 'terms-and-conditions') return MSG.termsFailed;
  return MSG.policyContentFailed;
}
