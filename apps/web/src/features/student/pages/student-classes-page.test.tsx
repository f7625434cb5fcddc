// core-marketplace §2 "Student bookings (My Classes)" through the real route table.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { login } from '@/lib/session-store';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { makeBooking } from '@/test/bookings';
import { renderApp } from '@/test/render-app';
import { makeUser } from '@/test/users';
import type { BookingDto } from '@tm/shared/schemas/booking';

const ok = (data: unknown) => jsonResponse(200, { success: true, data, message: '' });
const future = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

function server(bookings: BookingDto[]) {
  return mockFetch((call) => {
    const url = new URL(call.url, 'http://x');
    if (url.pathname === '/api/get-bookings') {
      const statuses = url.searchParams.getAll('statuses');
      return ok({
        bookings: statuses.length ? bookings.filter((b) => statuses.includes(b.status)) : bookings,
      });
    }
    if (url.pathname.startsWith('/api/withdraw-booking/'))
      return ok({ ...bookings[0], status: 'withdrawn' });
    if (url.pathname === '/api/booking-changes') return ok({ proposals: [], refunds: [] });
    throw new Error(`unexpected request ${call.method} ${call.url}`);
  });
}

describe('My Classes', () => {
  it('lists bookings with the spec badges, the rejection reason and the actions each status allows', async () => {
    login('tok', makeUser({ role: 'student' }));
    const pending = makeBooking({
      status: 'pending',
      subject: 'Physics (Class 9-10)',
      startDate: future(3),
    });
    const accepted = makeBooking({
      status: 'accepted',
      subject: 'Chemistry (Class 9-10)',
      startDate: future(4),
    });
    const rejected = makeBooking({
      status: 'rejected',
      subject: 'Biology (Class 9-10)',
      startDate: future(5),
      rejectionReason: 'Travelling that week.',
    });
    const trial = makeBooking({
      status: 'active',
      isTrial: true,
      subject: 'English',
      startDate: future(6),
      price: 0,
      total: 0,
    });
    server([pending, accepted, rejected, trial]);
    renderApp('/student-classes');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Classes' }),
    ).toBeInTheDocument();
    const chips = within(screen.getByRole('group', { name: 'Filter bookings by status' }));
    expect(chips.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'All',
      'Active',
      'Pending',
      'Completed',
      'Accepted',
      'Rejected',
      'Expired',
      'Missed', // a class nobody joined
    ]);

    const card = async (name: RegExp) => within(await screen.findByRole('article', { name }));
    const p = await card(/^Physics/);
    expect(p.getByText('Pending Approval')).toBeInTheDocument();
    expect(p.getByRole('button', { name: 'Withdraw request' })).toBeInTheDocument();
    expect(p.queryByRole('button', { name: 'Pay for class' })).not.toBeInTheDocument();
    const a = await card(/^Chemistry/);
    expect(a.getByText('Accepted')).toBeInTheDocument();
    expect(a.getByRole('button', { name: 'Pay for class' })).toBeInTheDocument();
    const r = await card(/^Biology/);
    expect(r.getByText('Rejected')).toBeInTheDocument();
    expect(r.getByText('Travelling that week.')).toBeInTheDocument();
    const t = await card(/^English/);
    expect(t.getByText('Active')).toBeInTheDocument();
    expect(t.getByText('Free trial', { selector: 'span' })).toBeInTheDocument();
    expect(t.queryByRole('button', { name: 'Pay for class' })).not.toBeInTheDocument();
  });

  it('pays through the sandbox checkout and shows Payment Successful after verification', async () => {
    login('tok', makeUser({ role: 'student' }));
    const b = makeBooking({ status: 'accepted', startDate: future(4), _id: 'bk-pay' });
    const calls = mockFetch((call) => {
      const url = new URL(call.url, 'http://x');
      if (url.pathname === '/api/get-bookings') return ok({ bookings: [b] });
      if (url.pathname === '/api/create-booking-order')
        return ok({
          price: 600,
          currency: 'INR',
          description: 'Chemistry with Tutor',
          orderId: 'order_TEST',
          name: 'S',
          email: 's@example.com',
          phone: '',
          provider: 'sandbox',
        });
      if (url.pathname === '/api/payments/sandbox/orders/order_TEST')
        return ok({
          orderId: 'order_TEST',
          amount: 600,
          currency: 'INR',
          description: 'x',
          status: 'created',
        });
      if (url.pathname === '/api/payments/sandbox/orders/order_TEST/complete')
        return ok({
          razorpay_order_id: 'order_TEST',
          razorpay_payment_id: 'pay_1',
          razorpay_signature: 'ab',
        });
      if (url.pathname === '/api/verify-booking-payment')
        return ok({ booking: { ...b, status: 'active' } });
      throw new Error(`unexpected request ${call.method} ${call.url}`);
    });
    renderApp('/student-classes');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pay for class' }));
    const checkout = await screen.findByRole('dialog', { name: 'Sandbox checkout' });
    expect(within(checkout).getByRole('tab', { name: 'UPI' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() =>
      expect(within(checkout).getByRole('button', { name: /^Pay/ })).toBeEnabled(),
    );
    await user.click(within(checkout).getByRole('button', { name: /^Pay/ }));
    const done = await screen.findByRole('dialog', { name: 'Payment Successful' });
    expect(done).toHaveTextContent('Your payment was successful and the booking is now active.');
    const verify = calls.find((c) => c.url === '/api/verify-booking-payment')!;
    expect(verify.body).toEqual({
      bookingId: 'bk-pay',
      orderId: 'order_TEST',
      razorpay_payment_id: 'pay_1',
      razorpay_signature: 'ab',
    });
  });

  it('shows Payment Failed when the checkout is cancelled and Payment Error when no order starts', async () => {
    login('tok', makeUser({ role: 'student' }));
    const b = makeBooking({ status: 'accepted', startDate: future(4) });
    let orderFails = false;
    mockFetch((call) => {
      const url = new URL(call.url, 'http://x');
      if (url.pathname === '/api/get-bookings') return ok({ bookings: [b] });
      if (url.pathname === '/api/create-booking-order')
        return orderFails
          ? jsonResponse(502, {
              success: false,
              data: null,
              message: 'Unable to start payment. Try again later.',
            })
          : ok({
              price: 600,
              currency: 'INR',
              description: 'x',
              orderId: 'order_T2',
              name: 'S',
              email: 'e',
              phone: '',
              provider: 'sandbox',
            });
      if (url.pathname === '/api/payments/sandbox/orders/order_T2')
        return ok({
          orderId: 'order_T2',
          amount: 600,
          currency: 'INR',
          description: 'x',
          status: 'created',
        });
      throw new Error(`unexpected request ${call.method} ${call.url}`);
    });
    renderApp('/student-classes');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pay for class' }));
    const checkout = await screen.findByRole('dialog', { name: 'Sandbox checkout' });
    await user.click(within(checkout).getByRole('button', { name: 'Cancel payment' }));
    const failed = await screen.findByRole('dialog', { name: 'Payment Failed' });
    expect(failed).toHaveTextContent('Payment failed or cancelled. Please try again.');
    await user.click(within(failed).getByRole('button', { name: 'OK' }));
    orderFails = true;
    await user.click(await screen.findByRole('button', { name: 'Pay for class' }));
    expect(await screen.findByRole('dialog', { name: 'Payment Error' })).toHaveTextContent(
      'Unable to start payment. Try again later.',
    );
  });

  it('sends the chosen chip as a one-item statuses list and shows the spec empty message', async () => {
    login('tok', makeUser({ role: 'student' }));
    const calls = server([makeBooking({ status: 'pending', startDate: future(3) })]);
    renderApp('/student-classes');
    await screen.findByRole('article');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Completed' }));
    expect(
      await screen.findByText(
        'No bookings match the selected filter. Start exploring tutors and book your first class!',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore Tutors' })).toHaveAttribute(
      'href',
      '/student-dashboard',
    );
    // The chip's request was made (other requests, such as the cards' changes, may come after it).
    expect(calls.map((c) => c.url)).toContain('/api/get-bookings?statuses=completed');
  });

  it('has a Missed chip for classes nobody joined', async () => {
    login('tok', makeUser({ role: 'student' }));
    const missed = makeBooking({ status: 'missed', subject: 'Physics (Class 9-10)' });
    const calls = server([missed, makeBooking({ status: 'pending', startDate: future(3) })]);
    renderApp('/student-classes');
    await screen.findAllByRole('article');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Missed' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByText('Physics (Class 9-10)')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toContain('/api/get-bookings?statuses=missed');
  });

  it('withdraws a pending request after confirmation', async () => {
    login('tok', makeUser({ role: 'student' }));
    const pending = makeBooking({ status: 'pending', startDate: future(3), _id: 'bk-9' });
    const calls = server([pending]);
    renderApp('/student-classes');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Withdraw request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw request' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.url === '/api/withdraw-booking/bk-9')).toBe(
        true,
      ),
    );
    expect(
      await screen.findByText('Request withdrawn. The tutor has been told.'),
    ).toBeInTheDocument();
  });

  it('shows the time on the student’s own clock when their zone differs from the tutor’s', async () => {
    login('tok', makeUser({ role: 'student', timezone: 'America/New_York' }));
    // 09:30 in India on 4 March 2099 is 23:00 on 3 March in New York.
    server([
      makeBooking({
        status: 'pending',
        startDate: '2099-03-04',
        startTime: '09:30',
        endTime: '10:30',
      }),
    ]);
    renderApp('/student-classes');
    const card = within(await screen.findByRole('article'));
    expect(
      card.getByText('Wed, 4 Mar 2099, 9:30 AM – 10:30 AM (Asia/Kolkata)'),
    ).toBeInTheDocument();
    expect(
      card.getByText('Tue, 3 Mar 2099, 11:00 PM – 12:00 AM (America/New_York)'),
    ).toBeInTheDocument();
  });

  it('shows a moved class at its new time, and where it was only as history', async () => {
    login('tok', makeUser({ role: 'student', timezone: 'Europe/London' }));
    // Tue 1 Dec → Fri 4 Dec, 7 PM, accepted by the tutor.
    server([
      makeBooking({
        status: 'active',
        startDate: '2099-12-01',
        sessionChanges: [
          { from: '2099-12-01', date: '2099-12-04', startTime: '19:00', endTime: '20:00' },
        ],
      }),
    ]);
    renderApp('/student-classes');
    const article = await screen.findByRole('article');
    const card = within(article);
    expect(card.getByText('Fri, 4 Dec 2099, 7:00 PM – 8:00 PM (Asia/Kolkata)')).toBeInTheDocument();
    expect(
      card.getByText('Fri, 4 Dec 2099, 1:30 PM – 2:30 PM (Europe/London)'),
    ).toBeInTheDocument();
    expect(card.getByText('Moved from Tue, 1 Dec 2099, 6:00 PM – 7:00 PM')).toBeInTheDocument();
    // Tuesday appears only in that history line.
    expect(article.textContent!.match(/Tue, 1 Dec/g)).toHaveLength(1);
  });

  it('shows a loading error inline', async () => {
    login('tok', makeUser({ role: 'student' }));
    mockFetch(() =>
      jsonResponse(400, { success: false, data: null, message: 'Status must be one of: pending.' }),
    );
    renderApp('/student-classes');
    expect(
      await screen.findByText('Error loading bookings: Status must be one of: pending.'),
    ).toBeInTheDocument();
  });
});
