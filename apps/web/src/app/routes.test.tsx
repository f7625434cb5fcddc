// Guards and redirects of core-marketplace §2, through the real route table.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { login } from '@/lib/session-store';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { makeUser } from '@/test/users';

async function landsOn(router: ReturnType<typeof renderApp>['router'], pathname: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
}

describe('route guards', () => {
  it('sends a guest on a student route to /welcome', async () => {
    const { router } = renderApp('/student-classes');
    await landsOn(router, '/welcome');
    expect(
      await screen.findByRole('heading', { level: 1, name: /the right tutor/i }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'My Classes' })).not.toBeInTheDocument();
  });

  it('sends a guest on a tutor route, the call page and admin to /welcome', async () => {
    for (const path of ['/tutor-payments', '/video-call/abc', '/admin']) {
      const { router, unmount } = renderApp(path);
      await landsOn(router, '/welcome');
      unmount();
    }
  });

  it('sends a logged-in student from /authentication through / to /student-dashboard', async () => {
    login('tok', makeUser({ role: 'student' }));
    const { router } = renderApp('/authentication?authType=registration&userRole=student');
    await landsOn(router, '/student-dashboard');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Find Tutors' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Student' })).toBeInTheDocument();
  });

  it('sends a tutor on / to /tutor-dashboard', async () => {
    login('tok', makeUser({ role: 'tutor', isFormSubmitted: true }));
    const { router } = renderApp('/');
    await landsOn(router, '/tutor-dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getAllByRole('navigation', { name: 'Tutor' })[0]).toBeInTheDocument();
  });

  it('sends an admin on / through /admin to the tutor verification queue', async () => {
    login('tok', makeUser({ role: 'admin' }));
    mockFetch((call) => {
      if (call.url.startsWith('/api/admin/tutors'))
        return jsonResponse(200, {
          success: true,
          message: '',
          data: {
            tutors: [],
            pagination: { page: 1, limit: 10, total: 0, pages: 1 },
            counts: { pending: 0, verified: 0, rejected: 0 },
          },
        });
      throw new Error(`unexpected request ${call.url}`);
    });
    const { router } = renderApp('/');
    await landsOn(router, '/admin/tutors');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tutor verification' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
  });

  it('shows the landing on / to a guest and to a tutor who has not finished sign-up', async () => {
    login('tok', makeUser({ role: 'tutor', isFormSubmitted: false }));
    const { router } = renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: /the right tutor/i }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('keeps roles to their own screens', async () => {
    login('tok', makeUser({ role: 'tutor', isFormSubmitted: true }));
    const tutor = renderApp('/favourite-tutors');
    await landsOn(tutor.router, '/tutor-dashboard');
    tutor.unmount();

    login('tok', makeUser({ role: 'student' }));
    const student = renderApp('/tutor-requests');
    await landsOn(student.router, '/student-dashboard');
    student.unmount();

    const admin = renderApp('/admin/users');
    await landsOn(admin.router, '/student-dashboard');
  });

  it('lets any visitor open the public and mentorship pages', async () => {
    const { router } = renderApp('/consultation-form');
    expect(
      await screen.findByRole('heading', { level: 1, name: /PhD Mentoring Session/ }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/consultation-form');
  });

  it('shows the 404 page for an unknown path', async () => {
    renderApp('/no-such-page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
  });
});
