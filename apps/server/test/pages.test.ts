import { describe, expect, it } from 'vitest';
import { body, build } from './helper';
import { SEED_BLOGS } from '../src/seed/content';
import { pages } from '../src/db/schema/content';
import { sanitiseHtml } from '../src/modules/content/sanitise';
import { withPolicyTerms } from '../src/modules/content/policy-terms';
import { DEFAULT_CANCELLATION_POLICY } from '@tm/shared/rules/cancellation-policy';

const ctx = await build();
const get = (url: string) => ctx.app.inject({ method: 'GET', url });
// The policy pages every database gets from its migrations (reference data, not demo data).
const installed = await ctx.db.select().from(pages);
const installedHtml = (key: string) => installed.find((p) => p.key === key)!.html;

describe('GET /api/pages/{key} (mentorship-policies-video §2)', () => {
  it('serves each policy page to any visitor as {key, title, html, updatedAt}', async () => {
    const expected = {
      'privacy-policy': 'Privacy Policy',
      'terms-and-conditions': 'Terms & Conditions',
      'cancellation-refund': 'Cancellation & Refund',
      'shipping-policy': 'Shipping Policy',
    };
    for (const [key, title] of Object.entries(expected)) {
      const res = await get(`/api/pages/${key}`);
      expect(res.statusCode, key).toBe(200);
      const page = body(res).data;
      expect(Object.keys(page).sort()).toEqual(['html', 'key', 'title', 'updatedAt']);
      const stored = installedHtml(key);
      expect(stored).toMatch(/^<p>/);
      // The cancellation policy shows the enforced policy's terms in place of its placeholder.
      const html =
        key === 'cancellation-refund'
          ? withPolicyTerms(stored, DEFAULT_CANCELLATION_POLICY)
          : stored;
      expect(page).toMatchObject({ key, title, html });
      expect(Number.isNaN(new Date(page.updatedAt).getTime())).toBe(false);
    }
  });

  it('answers 404 for a page that does not exist', async () => {
    for (const key of ['about-us', 'nope']) {
      const res = await get(`/api/pages/${key}`);
      expect(res.statusCode).toBe(404);
      expect(body(res)).toEqual({ success: false, data: null, message: 'Page not found.' });
    }
  });
});

describe('installed and seeded content', () => {
  it('is already safe HTML (the sanitiser leaves it unchanged)', () => {
    expect(installed.map((p) => p.key).sort()).toEqual([
      'cancellation-refund',
      'privacy-policy',
      'shipping-policy',
      'terms-and-conditions',
    ]);
    for (const p of installed) expect(sanitiseHtml(p.html), p.key).toBe(p.html);
    for (const b of SEED_BLOGS) expect(sanitiseHtml(b.content), b.slug).toBe(b.content);
  });

  it('states the refund terms the booking and payment rules follow', () => {
    const text = installedHtml('cancellation-refund');
    expect(text).toContain('Trial classes are free (25 minutes, one session)');
    expect(text).toContain('If the tutor rejects the request, nothing is charged.');
    expect(text).toContain(
      'an accepted booking that is not paid before its start time expires, and nothing is charged',
    );
    const terms = installedHtml('terms-and-conditions');
    expect(terms).toContain('Nothing is charged while a request is pending or if it is rejected.');
    expect(terms).toContain('A platform fee of 5% is deducted');
    expect(terms).toContain(
      'off-platform contact or payment may lead to withheld payouts, suspension or termination'.replace(
        /^o/,
        'O',
      ),
    );
  });

  it('keeps the two sample blogs of the spec (publishing research; thesis defense tips)', () => {
    expect(SEED_BLOGS.map((b) => b.slug)).toEqual(
      expect.arrayContaining(['publishing-your-first-research-paper', 'thesis-defense-tips']),
    );
  });
});
