// core-marketplace §2 "Landing page", through the real route table against a mocked API.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

describe('landing page', () => {
  it('leads the two hero calls to action to student sign-up with their tutoring mode', async () => {
    mockFetch(() =>
      jsonResponse(200, {
        success: true,
        data: { blogs: [], pagination: { limit: 3, totalPages: 1, page: 0, total: 0 } },
        message: 'OK',
      }),
    );
    renderApp('/welcome');
    expect(await screen.findByRole('link', { name: 'Find a home tutor' })).toHaveAttribute(
      'href',
      '/authentication?authType=registration&userRole=student&tutoringMode=Home%20Tutoring',
    );
    expect(screen.getByRole('link', { name: 'Find an online tutor' })).toHaveAttribute(
      'href',
      '/authentication?authType=registration&userRole=student&tutoringMode=Online%20Tutoring',
    );
    await waitFor(() =>
      expect(document.title).toBe('TutorsPlace | Verified home and online tutors in India'),
    );
  });

  it('then shows services, how we work, tutor sign-up, four testimonials, the founder and recent blogs', async () => {
    const calls = mockFetch((call) => {
      if (call.url === '/api/blogs?page=0&limit=3')
        return jsonResponse(200, {
          success: true,
          message: 'OK',
          data: {
            blogs: [
              {
                _id: 'b1',
                slug: 'thesis-defense-tips',
                title: 'Thesis Defense Tips',
                description: 'Viva prep.',
                content: null,
                image: null,
                postedAt: '2026-10-03T05:30:00.000Z',
                published: true,
                createdAt: '',
                updatedAt: '',
              },
            ],
            pagination: { limit: 3, totalPages: 1, page: 0, total: 1 },
          },
        });
      throw new Error(`unexpected request ${call.url}`);
    });
    renderApp('/');
    const services = (
      await screen.findByRole(
        'heading',
        { level: 2, name: 'Learning that fits your family' }, // the sections after the hero are a lazy chunk
      )
    ).closest('section')!;
    expect(within(services).getByRole('link', { name: /Explore PhD mentorship/ })).toHaveAttribute(
      'href',
      '/phd-mentorship',
    );
    expect(screen.getAllByRole('listitem').filter((li) => li.closest('ol'))).toHaveLength(4); // how we work: 4 steps
    expect(screen.getByRole('link', { name: 'Register as a tutor' })).toHaveAttribute(
      'href',
      '/authentication?authType=registration&userRole=tutor',
    );
    expect(screen.getAllByRole('figure')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Read our story' })).toHaveAttribute(
      'href',
      '/about-us',
    );
    expect(await screen.findByRole('link', { name: 'Thesis Defense Tips' })).toHaveAttribute(
      'href',
      '/blog-details?slug=thesis-defense-tips',
    );
    expect(calls).toHaveLength(1);
    const chat = screen.getByRole('link', {
      name: 'Chat with us on WhatsApp (opens in a new tab)',
    });
    expect(chat.getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/919845012345\?text=Hello%20and%20welcome%20to%20TutorsPlace!/,
    );
  });

  it('keeps the section and says so when recent blogs cannot be loaded', async () => {
    mockFetch(() => jsonResponse(500, { success: false, data: null, message: 'boom' }));
    const warn = console.warn;
    console.warn = () => {};
    try {
      renderApp('/welcome');
      expect(
        await screen.findByText('New articles are on their way. Please check back soon.'),
      ).toBeInTheDocument();
    } finally {
      console.warn = warn;
    }
  });
});
