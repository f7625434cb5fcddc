import { describe, expect, it } from 'vitest';
import { makeUser } from '@/test/users';
import { sessionOf, type Session } from './session-store';
import { canHydrate, type SsrState } from './ssr-state';

const page = (viewer: SsrState['viewer']): SsrState => ({ queries: [], mutations: [], viewer });
const guest: Session = { token: null, user: null, isLoggedIn: false };

describe('canHydrate (the server HTML is hydrated only for the session it shows)', () => {
  const asha = makeUser({ role: 'student', fullName: 'Asha' });
  const ravi = makeUser({ role: 'student', fullName: 'Ravi' });

  it('hydrates a guest page for a guest, and a student page for that student', () => {
    expect(canHydrate(page(null), guest)).toBe(true);
    expect(canHydrate(page(undefined), guest)).toBe(true);
    expect(canHydrate(page(asha), sessionOf('t', asha))).toBe(true);
  });

  it('renders afresh for anyone else', () => {
    expect(canHydrate(null, guest), 'no server HTML').toBe(false);
    expect(canHydrate(page(null), sessionOf('t', asha)), 'signed in since').toBe(false);
    expect(canHydrate(page(asha), guest), 'signed out since').toBe(false);
    expect(canHydrate(page(asha), sessionOf('t', ravi)), 'another account').toBe(false);
  });
});
