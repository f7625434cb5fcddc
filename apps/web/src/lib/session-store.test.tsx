import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { makeUser } from '@/test/users';
import {
  ServerSession,
  getSession,
  login,
  logout,
  sessionOf,
  setUser,
  subscribe,
  useSession,
} from './session-store';

describe('session store (core-marketplace §4 Login state)', () => {
  it('stores token and user under `token` and `user` and logs a student in', () => {
    const user = makeUser({ role: 'student', isFormSubmitted: false });
    login('tok', user);
    expect(window.localStorage.getItem('token')).toBe('tok');
    expect(JSON.parse(window.localStorage.getItem('user') ?? 'null')).toEqual(user);
    expect(getSession().isLoggedIn).toBe(true);
  });

  it('does not count a tutor who has not submitted the form as logged in, but keeps the token', () => {
    login('tok', makeUser({ role: 'tutor', isFormSubmitted: false }));
    expect(getSession().isLoggedIn).toBe(false);
    expect(getSession().token).toBe('tok');
  });

  it('logs the tutor in once the submitted user replaces the stored one', () => {
    login('tok', makeUser({ role: 'tutor', isFormSubmitted: false }));
    setUser(makeUser({ role: 'tutor', isFormSubmitted: true }));
    expect(getSession().isLoggedIn).toBe(true);
  });

  it('logout clears both keys and notifies subscribers', () => {
    login('tok', makeUser());
    let notified = 0;
    const unsubscribe = subscribe(() => (notified += 1));
    logout();
    unsubscribe();
    expect(notified).toBe(1);
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(getSession()).toEqual({ token: null, user: null, isLoggedIn: false });
  });

  it('follows another tab logging out', () => {
    login('tok', makeUser());
    window.localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    expect(getSession().isLoggedIn).toBe(false);
  });

  it('keeps a copy of the token in the tm_session cookie, and removes it on logout', () => {
    login('tok/1', makeUser());
    expect(document.cookie).toContain('tm_session=tok%2F1');
    logout();
    expect(document.cookie).not.toContain('tm_session');
  });

  it('renders the server-side session it is given, and the stored one without it', () => {
    login('tok', makeUser({ fullName: 'Stored Student' }));
    function Name() {
      return <>{useSession().user?.fullName ?? 'guest'}</>;
    }
    const viewer = sessionOf('other', makeUser({ fullName: 'Cookie Student' }));
    expect(
      renderToString(
        <ServerSession.Provider value={viewer}>
          <Name />
        </ServerSession.Provider>,
      ),
    ).toBe('Cookie Student');
    expect(renderToString(<Name />)).toBe('Stored Student');
    logout();
    expect(renderToString(<Name />)).toBe('guest');
  });
});
