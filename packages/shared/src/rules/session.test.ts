import { describe, expect, it } from 'vitest';
import {
  SESSION_COOKIE_MAX_AGE_S,
  homePathFor,
  isLoggedIn,
  readSessionCookie,
  sessionCookie,
} from './session';

describe('login state (core-marketplace §4)', () => {
  it('needs a token', () => {
    expect(isLoggedIn(null, { role: 'student', isFormSubmitted: true })).toBe(false);
    expect(isLoggedIn('', { role: 'student', isFormSubmitted: true })).toBe(false);
  });
  it('logs a student in whether or not the profile is complete', () => {
    expect(isLoggedIn('t', { role: 'student', isFormSubmitted: false })).toBe(true);
  });
  it('logs a tutor in only once the form is submitted', () => {
    expect(isLoggedIn('t', { role: 'tutor', isFormSubmitted: false })).toBe(false);
    expect(isLoggedIn('t', { role: 'tutor', isFormSubmitted: true })).toBe(true);
  });
  it('sends each role home', () => {
    expect(homePathFor({ role: 'tutor' })).toBe('/tutor-dashboard');
    expect(homePathFor({ role: 'student' })).toBe('/student-dashboard');
    expect(homePathFor({ role: 'admin' })).toBe('/admin');
  });
});

describe('session cookie (discovery rendered for the signed-in student)', () => {
  it('stores the token for the whole site, for 30 days, Lax, Secure on https', () => {
    expect(sessionCookie('abc', false)).toBe(
      `tm_session=abc; Path=/; Max-Age=${SESSION_COOKIE_MAX_AGE_S}; SameSite=Lax`,
    );
    expect(SESSION_COOKIE_MAX_AGE_S).toBe(2_592_000);
    expect(sessionCookie('abc', true)).toMatch(/; SameSite=Lax; Secure$/);
  });

  it('removes it on logout', () => {
    expect(sessionCookie(null, false)).toBe('tm_session=; Path=/; Max-Age=0; SameSite=Lax');
  });

  it('reads back what it wrote, among other cookies', () => {
    const token = 'a b;c=d/é';
    const written = sessionCookie(token, false).split(';')[0]!;
    expect(readSessionCookie(`theme=dark; ${written}; other=1`)).toBe(token);
  });

  it('answers null when the cookie is absent, empty, malformed or too long', () => {
    expect(readSessionCookie(undefined)).toBeNull();
    expect(readSessionCookie('')).toBeNull();
    expect(readSessionCookie('other=1; tm_session_x=abc')).toBeNull();
    expect(readSessionCookie('tm_session=')).toBeNull();
    expect(readSessionCookie('tm_session=%E0%A4%A')).toBeNull();
    expect(readSessionCookie(`tm_session=${'x'.repeat(513)}`)).toBeNull();
    expect(readSessionCookie(`tm_session=${'x'.repeat(512)}`)).toBe('x'.repeat(512));
  });
});
