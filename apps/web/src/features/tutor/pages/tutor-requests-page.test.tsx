// core-marketplace §2 "Tutor requests" through the real route table.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BookingDto } from '@tm/shared/schemas/booking';
import { login } from '@/lib/session-store';
import { jsonResponse, mockFetch, type Call } from '@/test/fetch-mock';
import { makeBooking } from '@/test/bookings';
import { renderApp } from '@/test/render-app';
import { makeUser } from '@/test/users';

const ok = (data: unknown) => jsonResponse(200, { success: true, data, message: '' });
const future = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

function server(
  bookings: BookingDto[],
  decide: (call: Call) => Response = (call) =>
    ok({ ...bookings[0], status: call.url.includes('accept') ? 'accepted' : 'rejected' }),
) {
  return mockFetch((call) => {
    const url = new URL(call.url, 'http://x');
    if (url.pathname === '/api/get-tutor-bookings') {
      const statuses = url.searchParams.getAll('statuses');
      return ok({
        bookings: statuses.length ? bookings.filter((b) => statuses.includes(b.status)) : bookings,
      });
    }
    if (/^\/api\/(accept|reject)-booking\//.test(url.pathname)) return decide(call);
    throw new Error(`unexpected request ${call.method} ${call.url}`);
  });
}

const asTutor = () =>
  login('tok', makeUser({ role: 'tutor', isFormSubmitted: true, verificationStatus: 'verified' }));

describe('Tutor requests', () => {
  it('shows the chips and the spec empty text', async () => {
    asTutor();
    server([]);
    renderApp('/tutor-requests');
    const chips = within(await screen.findByRole('group', { name: 'Filter requests by status' }));
    expect(chips.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'All',
      'Pending',
      'Rejected',
      'Accepted',
    ]);
    expect(await screen.findByText('No Requests At This Time')).toBeInTheDocument();
  });

  it('accepts a pending request', async () => {
    asTutor();
    const calls = server([makeBooking({ _id: 'bk-1', startDate: future(3) })]);
    renderApp('/tutor-requests?status=pending');
    const card = within(await screen.findByRole('article', { name: /Mathematics/ }));
    expect(card.getByText('from Riya Sharma')).toBeInTheDocument();
    expect(card.getByText(/Your earning after the 5% platform fee: ₹570/)).toBeInTheDocument();
    await userEvent.setup().click(card.getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.url === '/api/accept-booking/bk-1')).toBe(
        true,
      ),
    );
    expect(
      await screen.findByText('Request accepted. The student can now pay for the class.'),
    ).toBeInTheDocument();
  });

  it('refreshes the list after an accept, so the request leaves the Pending filter', async () => {
    asTutor();
    const booking = makeBooking({ _id: 'bk-3', subject: 'Physics', startDate: future(3) });
    const calls = server([booking], () => {
      booking.status = 'accepted';
      return ok(booking);
    });
    renderApp('/tutor-requests?status=pending');
    const user = userEvent.setup();
    await user.click(
      within(await screen.findByRole('article', { name: /Physics/ })).getByRole('button', {
        name: 'Accept',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('article', { name: /Physics/ })).toBeNull());
    const post = calls.findIndex((c) => c.method === 'POST');
    expect(calls.slice(post + 1).some((c) => c.url.startsWith('/api/get-tutor-bookings'))).toBe(
      true,
    );
    expect(await screen.findByText('No Requests At This Time')).toBeInTheDocument();
  });

  it('shows the spec text with the clash the server names beneath when an accept is refused', async () => {
    asTutor();
    const clash =
      'This class clashes with your accepted class with Kabir Rao (Physics) on Wed, 4 Mar 2026, 6:00 PM – 7:00 PM.';
    server([makeBooking({ startDate: future(3) })], () =>
      jsonResponse(409, { success: false, data: null, message: clash }),
    );
    renderApp('/tutor-requests');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveTextContent(`Failed to accept booking. Please try again. ${clash}`);
  });

  it('falls back to the spec text when the server fails', async () => {
    asTutor();
    server([makeBooking({ startDate: future(3) })], () =>
      jsonResponse(500, {
        success: false,
        data: null,
        message: 'Something went wrong on our side. Please try again.',
      }),
    );
    renderApp('/tutor-requests');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent(
      'Failed to accept booking. Please try again.',
    );
  });

  it('asks for a reason before rejecting, and sends it', async () => {
    asTutor();
    const calls = server([makeBooking({ _id: 'bk-2', startDate: future(3) })]);
    renderApp('/tutor-requests');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reject request' }));
    await user.click(dialog.getByRole('button', { name: 'Reject request' }));
    expect(
      dialog.getByText('Please enter a reason for rejecting this request.'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.type(dialog.getByLabelText(/Reason/), 'I am travelling that week.');
    await user.click(dialog.getByRole('button', { name: 'Reject request' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toMatchObject({
        url: '/api/reject-booking/bk-2',
        body: { rejectionReason: 'I am travelling that week.' },
      }),
    );
    expect(
      await screen.findByText('Request rejected. The student has been told.'),
    ).toBeInTheDocument();
  });

  it('shows the spec text when a reject fails on the server', async () => {
    asTutor();
    server([makeBooking({ _id: 'bk-4', startDate: future(3) })], () =>
      jsonResponse(500, {
        success: false,
        data: null,
        message: 'Something went wrong on our side. Please try again.',
      }),
    );
    renderApp('/tutor-requests');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reject request' }));
    await user.type(dialog.getByLabelText(/Reason/), 'I am travelling that week.');
    await user.click(dialog.getByRole('button', { name: 'Reject request' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Failed to reject booking. Please try again.',
    );
  });
});
