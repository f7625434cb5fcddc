// GET /api/calls/ice-servers: STUN and short-lived TURN credentials for this user.
import { api } from '@/lib/api-client';

export async function getIceServers(): Promise<RTCIceServer[]> {
  const { data } = await api.get<{ iceServers: RTCIceServer[] }>('/calls/ice-servers');
  return data.iceServers;
}
