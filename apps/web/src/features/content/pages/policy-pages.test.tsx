// mentorship-policies-video §2 "Policy pages" and core-marketplace §2 "Terms & Conditions page".
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

describe('policy pages', () => {
  it('render the server-supplied HTML under the page title', async () => {
    mockFetch((call) => {
      if (call.url === '/api/pages/cancellation-refund')
        return jsonResponse(200, {
          success: true,
          message: 'OK',
          data: {
            key: 'cancellation-refund',
            title: 'Cancellation & Refund',
            html: '<h2>Free trials</h2><p>Trial classes are free.</p>',
            updatedAt: '2026-11-01T06:00:00.000Z',
          },
        });
      throw new Error(`unexpected request ${call.url}`);
    });
    renderApp('/cancellation-refund');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Free trials' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Cancellation & Refund' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Trial classes are free.')).toBeInTheDocument();
    expect(screen.getByText('01/11/2026')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Cancellation & Refund | TutorsPlace'));
  });

  it.each([
    ['/terms-and-conditions', 'Something went wrong while getting Terms & Conditions.'],
    ['/privacy-policy', 'Something went wrong while getting privacy policy.'],
    ['/cancellation-refund', 'Something went wrong while getting content.'],
    ['/shipping-policy', 'Something went wrong while getting content.'],
  ])('%s shows its failure text', async (path, text) => {
    mockFetch(() => jsonResponse(404, { success: false, data: null, message: 'Page not found.' }));
    renderApp(path);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });
});

describe('about us', () => {
  it('tells the founder story, the mission and the values Trust, Personalization, Growth', async () => {
    renderApp('/about-us');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Our founder’s story' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Our mission' })).toBeInTheDocument();
    for (const value of ['Trust', 'Personalization', 'Growth']) {
      expect(screen.getByRole('heading', { level: 3, name: value })).toBeInTheDocument();
    }
    expect(screen.getByText(/over 17 years/)).toBeInTheDocument();
  });
});
