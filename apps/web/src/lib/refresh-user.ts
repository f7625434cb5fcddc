// core-marketplace §4: on start, when logged in, the stored user is refreshed from GET /me.
import type { UserDto } from '@tm/shared/schemas/user';
import { api } from './api-client';
import { getSession, setUser } from './session-store';

export async function refreshUser(): Promise<void> {
  if (!getSession().isLoggedIn) return;
  try {
    const { data } = await api.get<UserDto>('/me');
    setUser(data);
  } catch {
    // A 401 already cleared the session in the client; other failures keep the stored user.
  }
}
