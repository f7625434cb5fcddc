// The admin's Withdrawals screen shows payments refused because their amount was not their
// order's (from GET /api/admin/payment-mismatches), and nothing about them when there are none.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PaymentMismatchDto } from '@tm/shared/contract/payments';
import { login } from '@/lib/session-store';
import { jsonResponse, mockFetch, type Call } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { makeUser } from '@/test/users';

const ok = (data: unknown) => jsonResponse(200, { success: true, data, message: 'OK' });

const oneRupee: PaymentMismatchDto = {
  _id: 'mm-1',
  kind: 'booking',
  bookingId: 'b-1',
  consultationId: null,
  provider: 'razorpay',
  orderId: 'order_ABCDEFGHIJKLMN',
  paymentId: 'pay_ONERUPEE000001',
  expectedAmount: 300,
  expectedCurrency: 'INR',
  receivedAmount: 1,
  receivedCurrency: 'INR',
  source: 'webhook',
  createdAt: '2026-11-20T10:00:00.000Z',
};

function api(mismatches: PaymentMismatchDto[]) {
  return mockFetch((call: Call) => {
    if (call.url.startsWith('/api/admin/withdrawals')) return ok({ withdrawals: [] });
    if (call.url === '/api/admin/refunds') return ok({ payments: [] });
    if (call.url === '/api/admin/payment-mismatches') return ok({ mismatches });
    throw new Error(`unexpected request ${call.method} ${call.url}`);
  });
}

describe('admin withdrawals: payments that did not match their order', () => {
  it('lists each with what was received against the order', async () => {
    login('tok', makeUser({ role: 'admin' }));
    api([oneRupee]);
    renderApp('/admin/withdrawals');
    expect(
      await screen.findByRole('heading', { name: 'Payments that did not match their order' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Received ₹1 for an order of ₹300/)).toBeInTheDocument();
    expect(screen.getByText(/pay_ONERUPEE000001 · reported by the provider/)).toBeInTheDocument();
  });

  it('shows nothing about them when there are none', async () => {
    login('tok', makeUser({ role: 'admin' }));
    const calls = api([]);
    renderApp('/admin/withdrawals');
    await screen.findByRole('heading', { name: 'Withdrawals' });
    await waitFor(() =>
      expect(calls.some((c) => c.url === '/api/admin/payment-mismatches')).toBe(true),
    );
    expect(
      screen.queryByRole('heading', { name: 'Payments that did not match their order' }),
    ).toBeNull();
  });
});
