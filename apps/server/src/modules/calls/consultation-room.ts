// What the call page of a consultation needs: who the caller is in that call, the
// session's subject and India times, and ICE servers. Only the assigned mentor (signed in) and
// the holder of the requester's call key get it, inside the session's window (call-access.ts).
import { AppError } from '@tm/shared/errors';
import type { ConsultationRoom } from '@tm/shared/call/consultation-call';
import { CONSULTATION_SESSION_TYPES } from '@tm/shared/constants/mentorship';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { AuthUser } from '../auth/tokens';
import { consultationCallAccess } from './call-access';
import { iceServersFor } from './ice-servers';

const indiaTime = (d: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(d);

export async function consultationRoom(opts: {
  db: Db;
  config: Pick<Config, 'STUN_URLS' | 'TURN_URLS' | 'TURN_SECRET' | 'TURN_TTL_SECONDS'>;
  consultationId: string;
  user: AuthUser | null;
  key?: string;
  now?: Date;
}): Promise<ConsultationRoom> {
  const access = await consultationCallAccess(opts);
  if (!access.ok || !access.consultation)
    throw new AppError('FORBIDDEN', access.ok ? '' : access.reason);
  const { room, consultation: c } = access;
  const type = CONSULTATION_SESSION_TYPES.find((t) => t.key === c.sessionType);
  return {
    _id: c.id,
    role: room.self.role,
    subject: `PhD consultation${type ? ` (${type.label})` : ''}: ${c.researchTitle}`,
    startDate: c.sessionDate,
    startTime: indiaTime(c.startsAt),
    endTime: indiaTime(new Date(c.startsAt.getTime() + c.durationMinutes * 60_000)),
    selfName: room.self.fullName,
    peerName: room.peer.fullName,
    iceServers: iceServersFor(opts.config, room.self.userId, opts.now).iceServers,
  };
}
