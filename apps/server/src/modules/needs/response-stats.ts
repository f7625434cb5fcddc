// A tutor's response rate and median response time to needs, for their public page.
import { eq } from 'drizzle-orm';
import type { ResponseStats } from '@tm/shared/schemas/needs';
import type { Db } from '../../db/client';
import { tutorResponseStats } from '../../db/schema/needs';

export async function getResponseStats(db: Db, tutorId: string): Promise<ResponseStats> {
  const [s] = await db
    .select()
    .from(tutorResponseStats)
    .where(eq(tutorResponseStats.tutorId, tutorId));
  if (!s || s.told === 0) return { responseRate: null, medianResponseMinutes: null };
  return {
    responseRate: Math.round((100 * s.answered) / s.told) / 100,
    medianResponseMinutes: s.medianResponseMinutes,
  };
}
