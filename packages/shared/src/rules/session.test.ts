import { describe, expect, it } from 'vitest';
import { homePathFor, isLoggedIn } from './session';

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
