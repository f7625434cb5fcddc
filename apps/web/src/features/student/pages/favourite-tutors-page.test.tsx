// core-marketplace §2 Favourite tutors through the real route table.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { login } from '@/lib/session-store';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { makeTutorCard, tutorsPage } from '@/test/tutors';
import { makeUser } from '@/test/users';

const ok = (data: unknown) => jsonResponse(200, { success: true, data, message: '' });

describe('Favourite tutors', () => {
  it('shows the spec empty state with Explore Tutors to /', async () => {
    login('tok', makeUser({ role: 'student' }));
    mockFetch((call) => {
      if (call.url.startsWith('/api/get-favorites')) return ok(tutorsPage([]));
      throw new Error(`unexpected request ${call.url}`);
    });
    renderApp('/favourite-tutors');
    expect(await screen.findByText('No favorite tutors yet')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Start exploring tutors and add your favorites to keep track of the best ones!',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore Tutors' })).toHaveAttribute('href', '/');
  });

  it('lists favourites and removes one at once when unhearted', async () => {
    login('tok', makeUser({ role: 'student' }));
    const a = makeTutorCard({ fullName: 'Asha Rao', isFavourite: true });
    const b = makeTutorCard({ fullName: 'Bala K', isFavourite: true });
    let favourites = [a, b];
    const calls = mockFetch((call) => {
      if (call.url.startsWith('/api/get-favorites')) return ok(tutorsPage(favourites));
      if (call.url === '/api/remove-favorite') {
        const { tutorId } = call.body as { tutorId: string };
        favourites = favourites.filter((t) => t._id !== tutorId);
        return ok({ tutorId, isFavourite: false });
      }
      throw new Error(`unexpected request ${call.url}`);
    });
    renderApp('/favourite-tutors');
    await userEvent.click(await screen.findByRole('button', { name: 'Favourite Asha Rao' }));
    expect(screen.queryByRole('article', { name: 'Asha Rao' })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Bala K' })).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((c) => c.url.startsWith('/api/get-favorites'))).toHaveLength(2),
    );
  });
});
