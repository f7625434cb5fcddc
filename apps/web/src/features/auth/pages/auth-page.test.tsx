// core-marketplace §4 "Sign-up" outcomes, through the developer sign-in (the Google script cannot
// load in tests; both share the outcome handling).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DIALOG_TITLES } from '@tm/shared/messages';
import type { UserDto } from '@tm/shared/schemas/user';
import { getSession, login } from '@/lib/session-store';
import { jsonResponse, mockFetch, type Call } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { makeUser } from '@/test/users';

const ok = (data: unknown) => jsonResponse(200, { success: true, data, message: '' });

function server(signIn: (call: Call) => Response) {
  return mockFetch((call) => {
    if (call.url === '/api/config')
      return ok({ googleClientId: null, devSignIn: true, razorpayKeyId: null });
    if (call.url === '/api/dev/accounts')
      return ok([
        { email: 'demo@example.com', fullName: 'Demo Student', role: 'student', note: 'seeded' },
      ]);
    if (call.url === '/api/dev/sign-in') return signIn(call);
    const path = call.url.split('?')[0]!;
    // Lookups of the sign-up's step 2 (country, state): empty lists are enough here.
    if (/^\/api\/(get-countries|get-states|get-cities|categories|subjects)\b/.test(path))
      return ok([]);
    // The dashboard a signed-in student lands on (it may start loading before the test ends).
    if (path === '/api/get-upcoming-classes') return ok({ classes: [] });
    if (path === '/api/get-tutors' || path === '/api/get-favorites')
      return ok({
        tutors: [],
        pagination: { page: 1, limit: 12, total: 0, totalExact: true, pages: 1, hasMore: false },
      });
    throw new Error(`unexpected request ${call.method} ${call.url}`);
  });
}

async function signInWithEmail(email: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Full name'), 'New Person');
  await user.click(screen.getByRole('button', { name: 'Sign in with email' }));
}

describe('authentication step 1', () => {
  it('titles the screen from authType/userRole and reads the lower-case authtype', async () => {
    server(() => ok(null));
    const { unmount } = renderApp('/authentication?authType=registration&userRole=tutor');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create Your Tutor Account' }),
    ).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
    expect(main.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    unmount();
    renderApp('/authentication?authtype=login');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Login Into Your Account' }),
    ).toBeInTheDocument();
  });

  it('logs a student in and sends them through / to the dashboard', async () => {
    const student = makeUser({ role: 'student', email: 'demo@example.com' });
    const calls = server(() => ok({ accessToken: 'tok', user: student, isNewUser: false }));
    const { router } = renderApp('/authentication?authType=registration&userRole=student');
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: /Continue as Demo Student/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/student-dashboard'));
    expect(getSession()).toMatchObject({ token: 'tok', isLoggedIn: true });
    expect(calls.find((c) => c.url === '/api/dev/sign-in')?.body).toEqual({
      email: 'demo@example.com',
      fullName: 'Demo Student',
      role: 'student',
      authType: 'login',
    });
  });

  it('sends a new tutor to step 2 with name and email, keeping the token but not logged in', async () => {
    const tutor: UserDto = makeUser({
      role: 'tutor',
      isFormSubmitted: false,
      fullName: 'Ravi Kumar',
      email: 'ravi@example.com',
    });
    const calls = server(() => ok({ accessToken: 'tutor-tok', user: tutor, isNewUser: true }));
    const { router } = renderApp('/authentication?authType=registration&userRole=tutor');
    await signInWithEmail('ravi@example.com');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/authentication/tutor-sign-up'),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fill Your Personal Details' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 6')).toBeInTheDocument();
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Ravi Kumar');
    expect(screen.getByLabelText(/Email/)).toHaveValue('ravi@example.com');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    expect(getSession()).toMatchObject({ token: 'tutor-tok', isLoggedIn: false });
    expect(calls.find((c) => c.url === '/api/dev/sign-in')?.body).toMatchObject({
      role: 'tutor',
      authType: 'registration',
    });
  });

  it('409: shows Account Exists with the server message and clears the session', async () => {
    login('old', makeUser({ role: 'tutor', isFormSubmitted: false }));
    server(() =>
      jsonResponse(409, {
        success: false,
        message: 'You already have an account as tutor.',
        data: null,
      }),
    );
    renderApp('/authentication?authType=registration&userRole=student');
    await signInWithEmail('taken@example.com');
    const dialog = await screen.findByRole('dialog', { name: DIALOG_TITLES.accountExists });
    expect(within(dialog).getByText('You already have an account as tutor.')).toBeInTheDocument();
    expect(getSession().token).toBeNull();
  });

  it('404: shows Account Not Found with the server message and creates the account from it', async () => {
    const student = makeUser({ role: 'student', email: 'nobody@example.com' });
    const calls = server((call) =>
      (call.body as { authType?: string }).authType === 'registration'
        ? ok({ accessToken: 'new-tok', user: student, isNewUser: true })
        : jsonResponse(404, {
            success: false,
            message: 'No account exists with this email. Create one to proceed.',
            data: null,
          }),
    );
    const { router } = renderApp('/authentication?authtype=login&next=%2Ftutor-details%2Ft-1');
    await signInWithEmail('nobody@example.com');
    const dialog = await screen.findByRole('dialog', { name: DIALOG_TITLES.accountNotFound });
    expect(
      within(dialog).getByText('No account exists with this email. Create one to proceed.'),
    ).toBeInTheDocument();
    // No role named on the screen: both ways on, and a way out; no dead-end OK.
    expect(within(dialog).getByRole('button', { name: 'Create tutor account' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Not now' })).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'OK' })).not.toBeInTheDocument();
    await userEvent
      .setup()
      .click(within(dialog).getByRole('button', { name: 'Create student account' }));
    // The same sign-in again, now creating the student's account; then back to the page that asked.
    await waitFor(() => expect(router.state.location.pathname).toBe('/tutor-details/t-1'));
    expect(calls.filter((c) => c.url === '/api/dev/sign-in').map((c) => c.body)).toEqual([
      { email: 'nobody@example.com', fullName: 'New Person', authType: 'login' },
      {
        email: 'nobody@example.com',
        fullName: 'New Person',
        authType: 'registration',
        role: 'student',
      },
    ]);
    expect(getSession()).toMatchObject({ token: 'new-tok', isLoggedIn: true });
  });

  it('404 on a Log In link that named the tutor role: offers only the tutor account', async () => {
    server(() =>
      jsonResponse(404, {
        success: false,
        message: 'No account exists with this email. Create one to proceed.',
        data: null,
      }),
    );
    renderApp('/authentication?authtype=login&userRole=tutor');
    await signInWithEmail('nobody@example.com');
    const dialog = await screen.findByRole('dialog', { name: DIALOG_TITLES.accountNotFound });
    expect(within(dialog).getByRole('button', { name: 'Create tutor account' })).toBeVisible();
    expect(
      within(dialog).queryByRole('button', { name: 'Create student account' }),
    ).not.toBeInTheDocument();
  });

  it('Log In shows a visible Sign up link (keeping the page to return to) and Become a tutor', async () => {
    server(() => ok(null));
    renderApp('/authentication?authtype=login&next=%2Ftutor-details%2Ft-1');
    const signUp = await screen.findByRole('link', { name: 'Sign up' });
    expect(signUp).toBeVisible();
    const card = within(screen.getByRole('region', { name: 'Login Into Your Account' }));
    expect(signUp).toHaveAttribute(
      'href',
      '/authentication?authType=registration&userRole=student&next=%2Ftutor-details%2Ft-1',
    );
    expect(card.getByRole('link', { name: 'Become a tutor' })).toHaveAttribute(
      'href',
      '/authentication?authType=registration&userRole=tutor',
    );
  });

  it('anything else: shows Login Failed, with the default text when the server sent none', async () => {
    server(() => new Response('', { status: 500 }));
    renderApp('/authentication?authtype=login');
    await signInWithEmail('someone@example.com');
    const dialog = await screen.findByRole('dialog', { name: DIALOG_TITLES.loginFailed });
    expect(within(dialog).getByText('Google login failed')).toBeInTheDocument();
    await userEvent.setup().keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('validates the email with the shared schema before calling the server', async () => {
    const calls = server(() => ok(null));
    renderApp('/authentication?authtype=login');
    await signInWithEmail('not-an-email');
    expect(await screen.findByText('Please enter a valid email.')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/dev/sign-in')).toBe(false);
  });
});
