// Health, readiness, the deployment's public configuration and the lookups, on the wire.
import { z } from 'zod';

export const healthSchema = z.object({ status: z.literal('ok'), uptimeSeconds: z.number() });

const check = z.object({ ok: z.boolean(), latencyMs: z.number().optional() });
/** GET /api/ready (the same data is sent with a 503 when a dependency is down). */
export const readinessSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: check.extend({ kind: z.string() }),
  redis: check.nullable(),
  /** Group classes' media servers (Janus), when JANUS_URL is set. */
  janus: check.nullable().optional(),
});

/** GET /api/config: what the web app needs to know about this deployment. */
export const publicConfigSchema = z.object({
  googleClientId: z.string().nullable(),
  devSignIn: z.boolean(),
  razorpayKeyId: z.string().nullable(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
