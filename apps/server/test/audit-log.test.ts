// The audit trail: every admin route that changes something is audited (a table, checked here),
// approving a tutor and opening their government id are on the record with who, what, when and
// from where; admins filter and export it as CSV; nobody changes it through the API.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { body, build } from './helper';
import {
  createAdmin,
  createStudent,
  createTutor,
  createTutorDocuments,
} from '../src/seed/factories';
import { tutorProfiles } from '../src/db/schema/tutor-profiles';
import { AUDITED_ROUTES, NOT_AUDITED } from '../src/plugins/app/audit-trail';

const ctx = await build();
const admin = await createAdmin(ctx.db);

describe('the audit log', () => {
  it('lists every admin route that changes something', () => {
    const changing = ctx.app.routeTable
      .filter(
        (r) => r.url.startsWith('/api/admin/') && !['GET', 'HEAD', 'OPTIONS'].includes(r.method),
      )
      .map((r) => `${r.method} ${r.url}`);
    expect(changing.length).toBeGreaterThan(10);
    expect(changing.filter((k) => !AUDITED_ROUTES[k] && !NOT_AUDITED[k])).toEqual([]);
    // And every listed route exists.
    const all = new Set(ctx.app.routeTable.map((r) => `${r.method} ${r.url}`));
    expect(Object.keys(AUDITED_ROUTES).filter((k) => !all.has(k))).toEqual([]);
  });

  it('records approving a tutor and opening their government id; filters; CSV; no route changes it', async () => {
    const { user: tutor } = await createTutor(ctx.db, {
      profile: { verificationStatus: 'pending', reviewedAt: null, submittedAt: new Date() },
    });
    const docs = await createTutorDocuments(ctx.db, ctx.ports.files, tutor.id, {
      certificates: 0,
      govt_ids: 1,
    });
    const govtId = docs.find((d) => d.kind === 'govt_id')!;
    const opened = await ctx.injectAs(admin, {
      method: 'GET',
      url: `/api/files/${govtId.id}`,
      remoteAddress: '203.0.113.7',
    });
    expect(opened.statusCode).toBe(200);
    // The tutor opening their own document is not an audited access.
    expect(
      (await ctx.injectAs(tutor, { method: 'GET', url: `/api/files/${govtId.id}` })).statusCode,
    ).toBe(200);

    const [row] = await ctx.db
      .select()
      .from(tutorProfiles)
      .where(eq(tutorProfiles.userId, tutor.id));
    const approved = await ctx.injectAs(admin, {
      method: 'POST',
      url: `/api/admin/tutors/${tutor.id}/approve`,
      payload: { submittedAt: row!.submittedAt!.toISOString() },
    });
    expect(approved.statusCode, approved.body).toBe(200);

    const views = body(
      await ctx.injectAs(admin, {
        method: 'GET',
        url: `/api/admin/audit?action=document.view&targetId=${govtId.id}`,
      }),
    ).data.entries;
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      actorRole: 'admin',
      ip: '203.0.113.7',
      detail: { kind: 'govt_id', ownerId: tutor.id },
    });
    const approvals = body(
      await ctx.injectAs(admin, {
        method: 'GET',
        url: `/api/admin/audit?action=tutor.approve&targetId=${tutor.id}`,
      }),
    ).data.entries;
    expect(approvals).toHaveLength(1);

    // Paging by cursor: one per page, newest first, no repeats.
    const first = body(
      await ctx.injectAs(admin, { method: 'GET', url: '/api/admin/audit?limit=1' }),
    ).data;
    expect(first.entries[0].action).toBe('tutor.approve');
    const second = body(
      await ctx.injectAs(admin, {
        method: 'GET',
        url: `/api/admin/audit?limit=1&before=${first.next}`,
      }),
    ).data;
    expect(second.entries[0].id).not.toBe(first.entries[0].id);

    const csv = await ctx.injectAs(admin, {
      method: 'GET',
      url: `/api/admin/audit.csv?targetId=${tutor.id}`,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('at,actorId,actorRole,actorEmail,action,targetType,targetId,ip,detail');
    expect(lines.slice(1).some((l) => l.includes('"tutor.approve"'))).toBe(true);

    const { user: student } = await createStudent(ctx.db);
    expect(
      (await ctx.injectAs(student, { method: 'GET', url: '/api/admin/audit' })).statusCode,
    ).toBe(403);
    expect(
      (await ctx.injectAs(student, { method: 'GET', url: '/api/admin/audit.csv' })).statusCode,
    ).toBe(403);
    const writers = ctx.app.routeTable.filter(
      (r) => r.url.startsWith('/api/admin/audit') && r.method !== 'GET' && r.method !== 'HEAD',
    );
    expect(writers).toEqual([]);
  });
});
