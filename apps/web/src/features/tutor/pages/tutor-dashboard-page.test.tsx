// core-marketplace §2 Tutor dashboard and §4 Tutor verification, through the real routes.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { login } from '@/lib/session-store';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { makeUser } from '@/test/users';

const ok = (data: unknown) => jsonResponse(200, { success: true, data, message: '' });
const tutor = (profile: Record<string, unknown>) =>
  makeUser({
    role: 'tutor',
    isFormSubmitted: true,
    city: 'Bengaluru',
    tutoring_mode: ['Online Tutoring'],
    ...profile,
  });

function serve() {
  return mockFetch((call) => {
    if (call.url === '/api/dashboard')
      return ok({
        totalViews: 1234,
        totalConversions: 7,
        activeStudents: 3,
        totalEarning: 125000.5,
        totalWithdrawals: 500,
      });
    if (call.url.startsWith('/api/get-tutor-bookings')) return ok({ bookings: [] });
    if (call.url.startsWith('/api/get-upcoming-classes')) return ok({ classes: [] });
    // a verified tutor's dashboard lists their reviews.
    if (call.url.startsWith('/api/tutor-reviews'))
      return ok({
        reviews: [],
        ratingAverage: null,
        ratingCount: 0,
        pagination: { page: 1, limit: 5, total: 0, pages: 1 },
      });
    throw new Error(`unexpected request ${call.url}`);
  });
}

describe('tutor dashboard', () => {
  it('shows a pending tutor only "Your account is under review", and loads no figures', async () => {
    const calls = serve();
    login('tok', tutor({ verificationStatus: 'pending' }));
    renderApp('/tutor-dashboard');
    expect(
      await screen.findByRole('heading', { name: 'Your account is under review' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Total Views')).not.toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/dashboard')).toBe(false);
  });

  it('shows a rejected tutor the reason, or the resubmit text when there is none', async () => {
    serve();
    login(
      'tok',
      tutor({ verificationStatus: 'rejected', rejectionReason: 'Your ID scan is blurred.' }),
    );
    const first = renderApp('/tutor-dashboard');
    expect(
      await screen.findByRole('heading', { name: 'Your Profile Has Been Rejected.' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Your ID scan is blurred.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fix and resubmit' })).toHaveAttribute(
      'href',
      '/tutor-account',
    );
    first.unmount();
    login('tok', tutor({ verificationStatus: 'rejected', rejectionReason: null }));
    renderApp('/tutor-dashboard');
    expect(
      await screen.findByRole('heading', { name: 'Resubmit your details to request again.' }),
    ).toBeInTheDocument();
  });

  it('gives a verified tutor the five figures and both tables', async () => {
    serve();
    login('tok', tutor({ verificationStatus: 'verified' }));
    renderApp('/tutor-dashboard');
    await waitFor(() => expect(screen.getByText('1,234')).toBeInTheDocument());
    for (const label of [
      'Total Views',
      'Total Conversion',
      'Active Students',
      'Total Earning (rs)',
      'Total Withdrawals (rs)',
    ]) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }
    expect(screen.getByText('7')).toBeInTheDocument();
    // The labels say "(rs)", so the amounts carry no second currency sign.
    const figure = (label: string) => screen.getByText(label).nextElementSibling!.textContent;
    expect(figure('Total Earning (rs)')).toBe('1,25,000.50');
    expect(figure('Total Withdrawals (rs)')).toBe('500');
    expect(screen.queryByText(/₹/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "Today's Classes" })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'New Requests' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('tells a tutor outside Bengaluru without online tutoring that home tutoring is only in Bengaluru', async () => {
    serve();
    login(
      'tok',
      tutor({ verificationStatus: 'pending', city: 'Kolkata', tutoring_mode: ['At Tutor Place'] }),
    );
    renderApp('/tutor-dashboard');
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent('Home tutoring is currently available only in Bengaluru');
    expect(
      screen.getByRole('link', { name: 'add Online Tutoring in your account' }),
    ).toHaveAttribute('href', '/tutor-account');
  });
});
