// The written cancellation policy (/cancellation-refund) states the numbers the product enforces:
// the admin-edited page holds a placeholder (CANCELLATION_POLICY_TOKEN) where the server puts the
// terms made from the policy setting, so the two can never drift. A page without the placeholder
// (edited before it existed) gets the terms at its end.
import {
  CANCELLATION_POLICY_TOKEN,
  cancellationPolicyTerms,
  type CancellationPolicy,
} from '@tm/shared/rules/cancellation-policy';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The policy's terms as the page's HTML: a heading, the terms, how to cancel. */
export function policyTermsHtml(policy: CancellationPolicy): string {
  const { heading, terms, howTo } = cancellationPolicyTerms(policy);
  const items = terms
    .map((t) => `<li><strong>${escapeHtml(t.lead)}</strong> ${escapeHtml(t.text)}</li>`)
    .join('');
  return `<h2>${escapeHtml(heading)}</h2><ul>${items}</ul><p>${escapeHtml(howTo)}</p>`;
}

// The placeholder alone in its paragraph (as the editor writes it) is replaced with that paragraph.
const TOKEN = CANCELLATION_POLICY_TOKEN.replace(/[{}]/g, '\\$&');
const TOKEN_PATTERN = new RegExp(`<p>\\s*${TOKEN}\\s*</p>|${TOKEN}`, 'g');

/** The page's HTML with the policy's terms where the placeholder is (or at its end). */
export function withPolicyTerms(html: string, policy: CancellationPolicy): string {
  const terms = policyTermsHtml(policy);
  return html.includes(CANCELLATION_POLICY_TOKEN)
    ? html.replace(TOKEN_PATTERN, () => terms)
    : `${html}${terms}`;
}
