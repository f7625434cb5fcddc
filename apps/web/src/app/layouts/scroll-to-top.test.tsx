// core-marketplace §2: a route change scrolls to the top; the page as loaded keeps its position
// (a server-rendered page may have been scrolled before it hydrated).
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './scroll-to-top';

describe('ScrollToTop', () => {
  afterEach(() => vi.restoreAllMocks());

  it('leaves the first page where it is and scrolls up on each change of page', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const router = createMemoryRouter([{ path: '*', element: <ScrollToTop /> }], {
      initialEntries: ['/phd-mentorship'],
    });
    render(<RouterProvider router={router} />);
    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => router.navigate('/research-form'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    // Same page, other query: not a change of page.
    await act(() => router.navigate('/research-form?step=2'));
    expect(scrollTo).toHaveBeenCalledTimes(1);

    await act(() => router.navigate('/phd-mentorship'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});
