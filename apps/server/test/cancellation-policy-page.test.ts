// The written cancellation policy (/cancellation-refund) states the numbers of the policy the
// product enforces (the admin-edited setting behind refunds), never hand-written ones: they are
// rendered where the page has its placeholder, follow an admin's change at once, and a page still
// holding the old hand-written terms is rewritten by the migration. Runs on PGlite and PostgreSQL.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { CANCELLATION_POLICY_TOKEN } from '@tm/shared/rules/cancellation-policy';
import { body, build } from './helper';
import { createAdmin, createStudent, upsertPage } from '../src/seed/factories';
import { pages } from '../src/db/schema/content';
import { migrationsFolder } from '../src/db/migrate';

const ctx = await build();
const admin = await createAdmin(ctx.db);
// The page as the migrations install it (reference data, drizzle/0014_reference-data.sql).
const [installed] = await ctx.db.select().from(pages).where(eq(pages.key, 'cancellation-refund'));
const seeded = { key: installed!.key, title: installed!.title, html: installed!.html };
const page = async () =>
  body(await ctx.app.inject({ method: 'GET', url: '/api/pages/cancellation-refund' })).data as {
    html: string;
    updatedAt: string;
  };
const setPolicy = (policy: object) =>
  ctx.injectAs(admin, { method: 'PUT', url: '/api/admin/cancellation-policy', payload: policy });
const DEFAULTS = {
  freeCancellationHours: 12,
  lateRefundPercent: 50,
  trialsExempt: true,
  lateRefundNeedsApproval: true,
};

describe('the cancellation policy page', () => {
  it('states the enforced policy (12 hours, 50 % after approval, a Cancel button), not 24 hours', async () => {
    await upsertPage(ctx.db, seeded);
    expect(seeded.html).toContain(`<p>${CANCELLATION_POLICY_TOKEN}</p>`);
    const { html } = await page();
    expect(html).toContain(
      '<h2>Cancelling a paid class</h2><ul><li><strong>Cancelled by you at least 12 hours before a session:</strong> that session is refunded in full.</li><li><strong>Cancelled by you less than 12 hours before a session:</strong> 50% of that session is refunded, once our team approves it.</li>',
    );
    expect(html).toContain('To cancel, open My Classes and press Cancel booking on the class.');
    expect(html).not.toContain(CANCELLATION_POLICY_TOKEN);
    expect(html).not.toMatch(/24 hours (before|of) the first session/);
    expect(html).not.toContain('To cancel a paid class, write to');
    // The rest of the page is the admin's text, as written.
    expect(html).toContain('Trial classes are free (25 minutes, one session).');
  });

  it('follows the admin-edited numbers at once, and is dated by the later of text and numbers', async () => {
    await upsertPage(ctx.db, seeded);
    await ctx.db
      .update(pages)
      .set({ updatedAt: new Date('2026-01-01T00:00:00Z') })
      .where(eq(pages.key, 'cancellation-refund'));
    const saved = await setPolicy({
      freeCancellationHours: 6,
      lateRefundPercent: 40,
      trialsExempt: false,
      lateRefundNeedsApproval: false,
    });
    expect(saved.statusCode).toBe(200);
    try {
      const { html, updatedAt } = await page();
      expect(html).toContain(
        '<strong>Cancelled by you at least 6 hours before a session:</strong> that session is refunded in full.',
      );
      expect(html).toContain(
        '<strong>Cancelled by you less than 6 hours before a session:</strong> 40% of that session is refunded.',
      );
      expect(html).toContain(
        '<strong>Free trials</strong> cost nothing and can be cancelled up to 6 hours before they start.',
      );
      expect(html).not.toContain('12 hours');
      expect(new Date(updatedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    } finally {
      expect((await setPolicy(DEFAULTS)).statusCode).toBe(200);
    }
  });

  it('a page saved without the placeholder still states the terms, at its end', async () => {
    const res = await ctx.injectAs(admin, {
      method: 'PUT',
      url: '/api/admin/pages/cancellation-refund',
      payload: { title: 'Cancellation & Refund', html: '<p>Our promise.</p>' },
    });
    expect(res.statusCode).toBe(200);
    const { html } = await page();
    expect(html.startsWith('<p>Our promise.</p><h2>Cancelling a paid class</h2>')).toBe(true);
  });

  it('the editor reads the page as stored (admins only); its preview shows the terms', async () => {
    await upsertPage(ctx.db, seeded);
    const source = await ctx.injectAs(admin, {
      method: 'GET',
      url: '/api/admin/pages/cancellation-refund',
    });
    expect(source.statusCode).toBe(200);
    expect(body(source).data.html).toBe(seeded.html);
    const { user: student } = await createStudent(ctx.db);
    expect(
      (await ctx.injectAs(student, { method: 'GET', url: '/api/admin/pages/cancellation-refund' }))
        .statusCode,
    ).toBe(403);
    const preview = await ctx.injectAs(admin, {
      method: 'POST',
      url: '/api/admin/html-preview',
      payload: { html: `<p>Intro</p><p>${CANCELLATION_POLICY_TOKEN}</p>` },
    });
    expect(body(preview).data.html).toMatch(
      /^<p>Intro<\/p><h2>Cancelling a paid class<\/h2><ul><li><strong>Cancelled by you at least 12 hours/,
    );
  });

  it('the migration replaces the old hand-written terms with the placeholder', async () => {
    const migration = fs.readFileSync(
      path.join(migrationsFolder(), '0013_cancellation-policy-page.sql'),
      'utf8',
    );
    const oldTerms = /\$old_terms\$([\s\S]*?)\$old_terms\$/.exec(migration)![1]!;
    expect(oldTerms).toContain('more than 24 hours before the first session');
    // The page as it was installed before, with an admin's edit elsewhere in it.
    const before = seeded.html
      .replace(`<p>${CANCELLATION_POLICY_TOKEN}</p>\n`, oldTerms)
      .replace('This policy explains', 'This policy (edited) explains');
    await upsertPage(ctx.db, { ...seeded, html: before });
    await ctx.db.execute(sql.raw(migration));
    const [row] = await ctx.db.select().from(pages).where(eq(pages.key, 'cancellation-refund'));
    expect(row!.html).toBe(
      seeded.html.replace('This policy explains', 'This policy (edited) explains'),
    );
    const { html } = await page();
    expect(html).not.toContain('more than 24 hours before the first session');
    expect(html).toContain('Cancelled by you at least 12 hours before a session:');
  });
});
