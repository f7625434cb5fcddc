// the cancellation policy's numbers, a structured setting admins edit. The written
// policy at /cancellation-refund is an editable page whose terms are rendered from this setting
// (modules/content/policy-terms.ts). Unset: the documented defaults.
import { eq } from 'drizzle-orm';
import {
  DEFAULT_CANCELLATION_POLICY,
  type CancellationPolicy,
} from '@tm/shared/rules/cancellation-policy';
import { cancellationPolicySchema } from '@tm/shared/schemas/booking-changes';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema/booking-changes';
import type { Tx } from '../payments/tx';

export const POLICY_KEY = 'cancellation_policy';

export async function readCancellationPolicy(db: Db | Tx): Promise<CancellationPolicy> {
  return (await readCancellationPolicyDated(db)).policy;
}

/** The policy and when an admin last changed it (null: the defaults, never saved). */
export async function readCancellationPolicyDated(
  db: Db | Tx,
): Promise<{ policy: CancellationPolicy; updatedAt: Date | null }> {
  const [row] = await db
    .select({ value: settings.value, updatedAt: settings.updatedAt })
    .from(settings)
    .where(eq(settings.key, POLICY_KEY))
    .limit(1);
  // A stored value that no longer parses (an older shape) falls back to the defaults field by field.
  const parsed = cancellationPolicySchema.partial().safeParse(row?.value ?? {});
  return {
    policy: { ...DEFAULT_CANCELLATION_POLICY, ...(parsed.success ? parsed.data : {}) },
    updatedAt: row?.updatedAt ?? null,
  };
}

export async function saveCancellationPolicy(opts: {
  db: Db;
  adminId: string;
  policy: CancellationPolicy;
}): Promise<CancellationPolicy> {
  const now = new Date();
  await opts.db
    .insert(settings)
    .values({ key: POLICY_KEY, value: opts.policy, updatedAt: now, updatedBy: opts.adminId })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: opts.policy, updatedAt: now, updatedBy: opts.adminId },
    });
  return readCancellationPolicy(opts.db);
}
