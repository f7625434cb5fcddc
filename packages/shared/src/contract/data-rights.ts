// Answers of the data-rights routes: export, deletion, parental consent and the audit log.
import { z } from 'zod';
import { AUDIT_ACTIONS, DATA_RIGHTS_MESSAGES } from '../constants/data-rights';

export const dataExportSchema = z.object({
  id: z.string(),
  status: z.enum(['building', 'ready', 'failed', 'expired']),
  progress: z.number(),
  sizeBytes: z.number().nullable(),
  createdAt: z.string(),
  readyAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;
export const dataExportListSchema = z.object({ exports: z.array(dataExportSchema) });

export const deletionStatusSchema = z.object({
  /** Null: no deletion asked for. */
  eraseAfter: z.string().nullable(),
  erased: z.array(z.string()),
  kept: z.array(z.string()),
  graceDays: z.number(),
  /** Why a tutor may not delete yet (future paid classes, a balance), or null. */
  blocker: z.string().nullable(),
});
export type DeletionStatus = z.infer<typeof deletionStatusSchema>;

/** "Delete my account": the user types DELETE, so a slip of the mouse erases nothing. */
export const requestDeletionSchema = z.object({
  confirm: z.literal('DELETE', { error: DATA_RIGHTS_MESSAGES.deletionConfirmWord }),
});

export const erasedUserSchema = z.object({ id: z.string(), erasedAt: z.string() });

/** What a parent's consent link shows: the child, the state, the child's classes and messages. */
export const parentViewSchema = z.object({
  childName: z.string(),
  state: z.enum(['pending', 'granted', 'withdrawn']),
  noticeVersion: z.string(),
  bookings: z.array(
    z.object({
      id: z.string(),
      subject: z.string(),
      tutorName: z.string(),
      status: z.string(),
      startDate: z.string(),
      messages: z.array(z.object({ from: z.string(), body: z.string(), at: z.string() })),
    }),
  ),
});
export type ParentView = z.infer<typeof parentViewSchema>;
export const consentTokenSchema = z.object({ token: z.string().trim().min(20).max(100) });

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actorId: z.string().nullable(),
  actorRole: z.string(),
  actorEmail: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  ip: z.string(),
  detail: z.record(z.string(), z.unknown()),
});
export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** Cursor of the next (older) page, or null at the end. */
  next: z.string().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

export const auditQuerySchema = z.object({
  action: z.enum(AUDIT_ACTIONS).optional(),
  actorId: z.uuid().optional(),
  targetId: z.string().trim().max(100).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  before: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
