// The audit trail of admin actions (docs/decisions/data-rights.md). Which routes are audited is
// data, in one table: after a successful answer, the action is written to the append-only
// audit_log with the admin, the target (the route's :id or :key) and the client address. A test
// (data-rights-audit.test.ts) checks that every admin route that changes something is listed.
// Reading another person's document is written by the files route itself (it knows the owner).
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { AuditAction } from '@tm/shared/constants/data-rights';
import { auditActorOf, writeAudit } from '../../modules/audit/write-audit';

/** `METHOD /api/path` as Fastify registers it → the action and the kind of its target. */
export const AUDITED_ROUTES: Record<string, { action: AuditAction; target: string }> = {
  'POST /api/admin/tutors/:id/approve': { action: 'tutor.approve', target: 'user' },
  'POST /api/admin/tutors/:id/reject': { action: 'tutor.reject', target: 'user' },
  'POST /api/admin/refunds/:id/refund': { action: 'refund.decide', target: 'payment' },
  'POST /api/admin/refund-requests/:id/approve': { action: 'refund.decide', target: 'refund' },
  'POST /api/admin/refund-requests/:id/decline': { action: 'refund.decide', target: 'refund' },
  'POST /api/admin/withdrawals/:id/mark-paid': {
    action: 'withdrawal.decide',
    target: 'withdrawal',
  },
  'POST /api/admin/withdrawals/:id/reject': { action: 'withdrawal.decide', target: 'withdrawal' },
  'POST /api/admin/blogs': { action: 'content.edit', target: 'blog' },
  'PUT /api/admin/blogs/:id': { action: 'content.edit', target: 'blog' },
  'POST /api/admin/blog-images': { action: 'content.edit', target: 'blog_image' },
  'PUT /api/admin/pages/:key': { action: 'content.edit', target: 'page' },
  'PUT /api/admin/cancellation-policy': { action: 'content.edit', target: 'setting' },
  'POST /api/admin/categories': { action: 'content.edit', target: 'category' },
  'PUT /api/admin/categories/:id': { action: 'content.edit', target: 'category' },
  'POST /api/admin/categories/:id/subcategories': { action: 'content.edit', target: 'category' },
  'PUT /api/admin/subcategories/:id': { action: 'content.edit', target: 'subcategory' },
  'POST /api/admin/reviews/:id/visibility': { action: 'content.edit', target: 'review' },
  'POST /api/admin/mentorship/:kind/:id/contacted': {
    action: 'content.edit',
    target: 'mentorship',
  },
  'POST /api/admin/mentorship/:kind/:id/mentor': { action: 'content.edit', target: 'mentorship' },
  'PUT /api/admin/search-synonyms': { action: 'content.edit', target: 'search_synonym' },
  'DELETE /api/admin/search-synonyms': { action: 'content.edit', target: 'search_synonym' },
  // Messages: a reported conversation read by an admin, the report's outcome, a suspension.
  'GET /api/admin/conversations/:id': { action: 'chat.read', target: 'conversation' },
  'POST /api/admin/message-reports/:id/resolve': {
    action: 'message_report.resolve',
    target: 'message_report',
  },
  'POST /api/admin/messaging-suspensions/:id': { action: 'messaging.suspend', target: 'user' },
  'DELETE /api/admin/messaging-suspensions/:id': { action: 'messaging.suspend', target: 'user' },
};

/** Admin routes that change something but are not in the table, each with why. */
export const NOT_AUDITED: Record<string, string> = {
  'POST /api/admin/html-preview': 'a preview: changes nothing',
  'POST /api/admin/users/:id/erase': 'written by the erasure itself, in its transaction',
};

export default fp(async function auditTrail(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode >= 400 || !request.user) return;
    const entry = AUDITED_ROUTES[`${request.method} ${request.routeOptions.url}`];
    if (!entry) return;
    const params = (request.params ?? {}) as Record<string, string | undefined>;
    try {
      await writeAudit(
        app.db,
        auditActorOf(request),
        entry.action,
        { type: entry.target, id: params.id ?? params.key ?? '' },
        {
          route: `${request.method} ${request.routeOptions.url}`,
          ...(params.kind ? { kind: params.kind } : {}),
        },
      );
    } catch (err) {
      // The action itself has happened; a lost audit row is an alarm for the operator.
      request.log.error({ err, action: entry.action }, 'audit log write failed');
    }
  });
});
