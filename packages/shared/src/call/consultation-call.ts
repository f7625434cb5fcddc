// The video call of a paid PhD consultation, through the live-class call page and
// signalling. Its two sides: the mentor (the verified tutor the admin assigned, signed in) calls;
// the requester, who may be a guest with no account, answers through the join link mailed to them.
// The link carries the consultation's call key in its fragment (never sent to the server in a URL,
// so it lands in no log); the page sends it in a request body and the socket's first message.
import { z } from 'zod';

/** The room opens this long before the session starts and stays open this long after it ends. */
export const CONSULTATION_CALL_MARGIN_MINUTES = 15;

/** The requester's numeric call id (a guest has no account, so no cb_id of their own). */
export const CONSULTATION_GUEST_CB_ID = 2_000_000_000;

export function consultationCallWindow(c: { startsAt: Date | string; durationMinutes: number }): {
  opensAt: Date;
  closesAt: Date;
} {
  const start = new Date(c.startsAt).getTime();
  const margin = CONSULTATION_CALL_MARGIN_MINUTES * 60_000;
  return {
    opensAt: new Date(start - margin),
    closesAt: new Date(start + c.durationMinutes * 60_000 + margin),
  };
}

export function isConsultationCallOpen(
  c: { startsAt: Date | string; durationMinutes: number },
  now: Date,
): boolean {
  const { opensAt, closesAt } = consultationCallWindow(c);
  return opensAt.getTime() <= now.getTime() && now.getTime() < closesAt.getTime();
}

/** The page of the call: `/consultation-call/{id}`, with the requester's key in the fragment. */
export function consultationCallPath(id: string, key?: string): string {
  return `/consultation-call/${id}${key ? `#key=${encodeURIComponent(key)}` : ''}`;
}

/** The key as the page reads it from its fragment (`#key=...`). */
export function keyFromFragment(hash: string): string | null {
  const raw = /(?:^#?|&)key=([^&]*)/.exec(hash)?.[1];
  if (!raw) return null;
  try {
    const key = decodeURIComponent(raw);
    return key.length <= 100 ? key : null;
  } catch {
    return null;
  }
}

export const callKeySchema = z.string().min(20).max(100);

/** POST /api/calls/consultation-room: the mentor signs in; a guest sends the key. */
export const consultationRoomRequestSchema = z.object({
  consultationId: z.string().uuid(),
  key: callKeySchema.optional(),
});
export type ConsultationRoomRequest = z.infer<typeof consultationRoomRequestSchema>;

export const consultationRoomSchema = z.object({
  _id: z.string(),
  role: z.enum(['tutor', 'student']),
  subject: z.string(),
  /** India date and slot as booked (`2026-11-24`, `09:00`, `10:00`): the footer's wall clock. */
  startDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  selfName: z.string(),
  peerName: z.string(),
  iceServers: z.array(
    z.object({
      urls: z.array(z.string()),
      username: z.string().optional(),
      credential: z.string().optional(),
    }),
  ),
});
export type ConsultationRoom = z.infer<typeof consultationRoomSchema>;
