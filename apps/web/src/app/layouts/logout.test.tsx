// core-marketplace §4 and §8: logout clears the session and goes to /welcome even when the call
// fails, showing "Something went wrong while logging out.".
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MSG } from '@tm/shared/messages';
import { getSession, login } from '@/lib/session-store';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { makeUser } from '@/test/users';

describe('logout', () => {
  it('from the student navbar, after confirming, even when the server call fails', async () => {
    const calls = mockFetch(() =>
      jsonResponse(500, { success: false, message: 'boom', data: null }),
    );
    login('tok', makeUser({ role: 'student' }));
    const { router } = renderApp('/student-classes');
    const user = userEvent.setup();
    const navbar = await screen.findByRole('banner');
    await user.click(within(navbar).getAllByRole('button', { name: 'Logout' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Logout' });
    expect(within(dialog).getByText('Are you sure you want to logout?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/welcome'));
    // The page itself loads its bookings (GET); the logout is the one POST.
    expect(calls.filter((c) => c.method === 'POST')).toMatchObject([
      { url: '/api/logout', method: 'POST' },
    ]);
    expect(getSession()).toMatchObject({ token: null, isLoggedIn: false });
    expect(await screen.findByText(MSG.logoutFailed)).toBeInTheDocument();
  });

  it('from the tutor sidebar', async () => {
    const ok = (data: unknown) => jsonResponse(200, { success: true, data, message: 'OK' });
    mockFetch((call) => {
      const path = new URL(call.url, 'http://x').pathname;
      if (path === '/api/transactions')
        return ok({ transactions: [], pagination: { pages: 1, total: 0, page: 1, limit: 10 } });
      if (path === '/api/payments/summary')
        return ok({ currency: 'INR', totalEarning: 0, totalWithdrawals: 0, availableBalance: 0 });
      if (path === '/api/bank-details') return ok({ details: null }); // none saved yet
      return ok(null); // the logout itself
    });
    login(
      'tok',
      makeUser({ role: 'tutor', isFormSubmitted: true, verificationStatus: 'verified' }),
    );
    const { router } = renderApp('/tutor-payments');
    const user = userEvent.setup();
    const sidebar = (await screen.findAllByRole('navigation', { name: 'Tutor' }))[0]!.closest(
      'aside',
    )!;
    await user.click(within(sidebar).getByRole('button', { name: 'Logout' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Logout' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/welcome'));
    expect(screen.queryByText(MSG.logoutFailed)).not.toBeInTheDocument();
  });
});
