// POST /api/admin/html-preview: what an editor's HTML will look like once saved and served: the
// same sanitiser as saving, and the cancellation policy's terms where their placeholder is.
import { CANCELLATION_POLICY_TOKEN } from '@tm/shared/rules/cancellation-policy';
import type { Db } from '../../db/client';
import { readCancellationPolicy } from '../booking-changes/cancellation-policy-setting';
import { withPolicyTerms } from './policy-terms';
import { sanitiseHtml } from './sanitise';

export async function previewHtml(opts: { db: Db; html: string }): Promise<{ html: string }> {
  const html = sanitiseHtml(opts.html);
  if (!html.includes(CANCELLATION_POLICY_TOKEN)) return { html };
  return { html: withPolicyTerms(html, await readCancellationPolicy(opts.db)) };
}
