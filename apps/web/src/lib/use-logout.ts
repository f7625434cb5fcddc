// core-marketplace §4 and §8: logout calls the server, clears token and user whatever the
// answer, and goes to /welcome; a failed call only shows "Something went wrong while logging out.".
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { MSG } from '@tm/shared/messages';
import { api, LOGOUT_PATH } from './api-client';
import { logout } from './session-store';
import { showToast } from './toast-store';

/** Ends every session of the user, on every device. */
export const LOGOUT_EVERYWHERE_PATH = '/logout-everywhere';

export function useLogout(): {
  logOut: (opts?: { everywhere?: boolean }) => Promise<void>;
  isLoggingOut: boolean;
} {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isLoggingOut, setIsLoggingOut] = useState(false);

  const logOut = useCallback(
    async (opts: { everywhere?: boolean } = {}) => {
      setIsLoggingOut(true);
      try {
        await api.post(opts.everywhere ? LOGOUT_EVERYWHERE_PATH : LOGOUT_PATH);
      } catch {
        showToast(MSG.logoutFailed, 'danger');
      }
      logout();
      queryClient.clear(); // nothing cached for this user may leak to the next one
      setIsLoggingOut(false);
      await navigate('/welcome', { replace: true });
    },
    [navigate, queryClient],
  );

  return { logOut, isLoggingOut };
}
