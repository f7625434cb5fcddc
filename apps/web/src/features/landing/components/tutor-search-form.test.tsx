// a guest searches from the landing; the results are /student-dashboard?search=….
// the form also works as plain HTML (before the server-rendered landing hydrates).
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TutorSearchForm } from './tutor-search-form';

function renderForm() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <TutorSearchForm /> },
      { path: '/student-dashboard', element: <p>results</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('TutorSearchForm', () => {
  it('is a GET form to the discovery screen with the text as `search`', () => {
    renderForm();
    const box = screen.getByRole('searchbox', { name: 'Search tutors' });
    expect(box).toHaveAttribute('name', 'search');
    const form = box.closest('form')!;
    expect(form).toHaveAttribute('action', '/student-dashboard');
    expect(form).toHaveAttribute('method', 'get');
  });

  it('navigates with the trimmed text, including text typed before React handled the input', async () => {
    const router = renderForm();
    const box = screen.getByRole('searchbox', { name: 'Search tutors' }) as HTMLInputElement;
    // Set as the browser does for a visitor typing before hydration: no React change event.
    box.value = '  Physics tutor ';
    await userEvent.click(screen.getByRole('button', { name: 'Search tutors' }));
    expect(router.state.location.pathname).toBe('/student-dashboard');
    expect(router.state.location.search).toBe('?search=Physics+tutor');
  });

  it('an empty search opens the discovery screen without a query', async () => {
    const router = renderForm();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search tutors' }), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Search tutors' }));
    expect(router.state.location.pathname).toBe('/student-dashboard');
    expect(router.state.location.search).toBe('');
  });
});
