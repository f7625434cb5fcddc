// core-marketplace §2 "Tutor classes" with the missed chip, through the real route table.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { login } from '@/lib/session-store';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { makeBooking } from '@/test/bookings';
import { renderApp } from '@/test/render-app';
import { makeUser } from '@/test/users';

const ok = (data: unknown) => jsonResponse(200, { success: true, data, message: '' });

describe('Tutor classes', () => {
  it('the missed chip asks for missed classes and shows them with their badge', async () => {
    login('tok', makeUser({ role: 'tutor', _id: 'tutor-1' }));
    const missed = makeBooking({ status: 'missed', subject: 'Physics (Class 9-10)' });
    const calls = mockFetch((call) => {
      const url = new URL(call.url, 'http://x');
      // the classes page also reads pending reschedules and refunds.
      if (url.pathname === '/api/booking-changes') return ok({ proposals: [], refunds: [] });
      if (url.pathname !== '/api/get-tutor-bookings') throw new Error(`unexpected ${call.url}`);
      const statuses = url.searchParams.getAll('statuses');
      return ok({ bookings: statuses.includes('missed') ? [missed] : [] });
    });
    renderApp('/tutor-classes');
    expect(await screen.findByText('No Active Classes At This Time')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Missed' }));
    expect(await screen.findByRole('heading', { name: 'Missed Classes' })).toBeInTheDocument();
    expect(await screen.findByText('Physics (Class 9-10)')).toBeInTheDocument();
    expect(screen.getByText('Missed', { selector: 'span' })).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toContain('/api/get-tutor-bookings?statuses=missed');
  });
});
