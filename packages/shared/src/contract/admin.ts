// The admin area's mail outbox and the tutor dashboard figures on the wire.
import { z } from 'zod';
import { pagination } from './envelope';

/** An email the product recorded (local outbox) or sent (SMTP). */
export const outboxMessageSchema = z.object({
  _id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  transport: z.enum(['outbox', 'smtp']),
  status: z.enum(['recorded', 'sent', 'failed']),
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxPageSchema = z.object({ messages: z.array(outboxMessageSchema), pagination });
export type OutboxPage = z.infer<typeof outboxPageSchema>;

/** GET /api/dashboard (core-marketplace §3 Dashboard insights; README defines each figure). */
export const dashboardInsightsSchema = z.object({
  totalViews: z.number(),
  totalConversions: z.number(),
  activeStudents: z.number(),
  totalEarning: z.number(),
  totalWithdrawals: z.number(),
});
export type DashboardInsights = z.infer<typeof dashboardInsightsSchema>;
