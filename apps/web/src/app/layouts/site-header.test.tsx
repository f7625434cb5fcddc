import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isNavItemActive, SiteHeader } from './site-header';

function renderHeader(path = '/about-us') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <SiteHeader />
            <p>Page body</p>
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

describe('site header (core-marketplace §2 top navigation)', () => {
  it('opens the mobile menu and closes it on a press outside the list', async () => {
    const user = userEvent.setup();
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    const menu = screen.getByRole('navigation', { name: 'Main (mobile)' });
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    // A press inside the list keeps it open.
    await user.pointer({ keys: '[MouseLeft]', target: menu });
    expect(screen.getByRole('navigation', { name: 'Main (mobile)' })).toBeInTheDocument();

    await user.pointer({ keys: '[MouseLeft]', target: screen.getByText('Page body') });
    expect(screen.queryByRole('navigation', { name: 'Main (mobile)' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('toggles closed with the menu button and with Escape', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('navigation', { name: 'Main (mobile)' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Main (mobile)' })).not.toBeInTheDocument();
  });

  it('links as the spec says, with Log In spelling authtype in lower case', () => {
    renderHeader();
    const main = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(main.getByRole('link', { name: 'Find a tutor' })).toHaveAttribute(
      'href',
      '/authentication?authType=registration&userRole=student',
    );
    expect(main.getByRole('link', { name: 'Become a tutor' })).toHaveAttribute(
      'href',
      '/authentication?authType=registration&userRole=tutor',
    );
    expect(main.getByRole('link', { name: 'PhD Mentorship' })).toHaveAttribute(
      'href',
      '/phd-mentorship',
    );
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      '/authentication?authtype=login',
    );
    expect(screen.getByRole('link', { name: /home$/ })).toHaveAttribute('href', '/');
  });

  it('highlights the active link by path', () => {
    renderHeader('/about-us');
    expect(screen.getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Blogs' })).not.toHaveAttribute('aria-current');
    expect(
      isNavItemActive('/authentication?authType=registration&userRole=tutor', {
        pathname: '/authentication',
        search: '?authtype=registration&userRole=tutor',
      }),
    ).toBe(true);
    expect(
      isNavItemActive('/authentication?authType=registration&userRole=student', {
        pathname: '/authentication',
        search: '?authType=registration&userRole=tutor',
      }),
    ).toBe(false);
  });
});
