import type { FastifyRequest } from 'fastify';
import type { AuditAction } from '@tm/shared/constants/data-rights';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/data-rights';
import type { Tx } from '../payments/tx';

/** Who did it and from where, as the audit log records it. */
export interface AuditActor {
  id: string | null;
  role: string;
  email: string;
  ip: string;
}

/**
 * The signed-in caller of a request as an audit actor (`system` when nobody is signed in). An
 * admin's email is recorded (who they were matters, and outlives the admin list); a student's or
 * tutor's is not: their id suffices, and their email must go when they are erased.
 */
export function auditActorOf(request: FastifyRequest): AuditActor {
  const u = request.user;
  return u
    ? { id: u.id, role: u.role, email: u.role === 'admin' ? u.email : '', ip: request.ip }
    : { id: null, role: 'system', email: '', ip: request.ip };
}

export const SYSTEM_ACTOR: AuditActor = { id: null, role: 'system', email: '', ip: '' };

/**
 * Adds one row to the append-only audit log. Pass the transaction of the action itself, so the
 * row exists exactly when the action happened (never one without the other).
 */
export async function writeAudit(
  db: Db | Tx,
  actor: AuditActor,
  action: AuditAction,
  target: { type: string; id: string },
  detail: Record<string, unknown> = {},
): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorRole: actor.role,
    actorEmail: actor.email,
    action,
    targetType: target.type,
    targetId: target.id,
    ip: actor.ip,
    detail,
  });
}
