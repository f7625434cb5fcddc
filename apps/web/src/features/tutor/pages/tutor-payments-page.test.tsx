// core-marketplace §2 "Tutor payments", through the real routes.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@tm/shared/schemas/payments';
import { login } from '@/lib/session-store';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { makeUser } from '@/test/users';

const ok = (data: unknown) => jsonResponse(200, { success: true, data, message: '' });
const tutor = () =>
  makeUser({
    role: 'tutor',
    isFormSubmitted: true,
    verificationStatus: 'verified',
    tutoring_mode: ['Online Tutoring'],
  });
const summary = {
  currency: 'INR' as const,
  totalEarning: 855,
  totalWithdrawals: 500,
  availableBalance: 355,
};

function serve(opts: {
  summary?: typeof summary;
  transactions?: unknown[];
  total?: number;
  pages?: number;
  fail?: boolean;
  uncheckedBecause?: string;
  bank?: Record<string, unknown>;
}) {
  return mockFetch((call) => {
    const url = new URL(call.url, 'http://x');
    if (url.pathname === '/api/transactions') {
      if (opts.fail) return jsonResponse(500, { success: false, data: null, message: 'boom' });
      return ok({
        transactions: opts.transactions ?? [],
        pagination: { pages: opts.pages ?? 1, total: opts.total ?? 0, page: 1, limit: 10 },
      });
    }
    if (url.pathname === '/api/payments/summary') return ok(opts.summary ?? summary);
    if (url.pathname === '/api/bank-details')
      return ok(opts.bank ? { details: opts.bank, ...opts.bank } : { details: null });
    if (url.pathname === '/api/withdrawals' && call.method === 'POST') {
      const { amount } = call.body as { amount: number };
      return ok({
        _id: 'w1',
        tutor: { _id: 'u1', fullName: 'Asha Rao', email: 'asha@example.com' },
        amount,
        currency: 'INR',
        status: 'pending',
        payoutTo: 'UPI as****@okaxis',
        reference: null,
        rejectionReason: null,
        createdAt: '2026-11-22T10:00:00Z',
        decidedAt: null,
      });
    }
    throw new Error(`unexpected request ${call.method} ${call.url}`);
  }, opts);
}

describe('tutor payments', () => {
  it('shows the balance, N/A for missing cells, upper-case status, the pager and the footer', async () => {
    login('tok', tutor());
    const calls = serve({
      transactions: [
        {
          _id: 't1',
          createdAt: '2026-11-20T10:00:00Z',
          amount: 855,
          status: 'completed',
          type: 'earning',
          orderId: 'order_A',
          currency: 'INR',
        },
        {
          _id: 't2',
          createdAt: null,
          amount: 500,
          status: 'pending',
          type: 'withdrawal',
          orderId: null,
          currency: 'INR',
        },
      ],
      total: 12,
      pages: 2,
      // The spec's N/A for a missing date: the server always sends one, so this answer is off-contract.
      uncheckedBecause: 'a transaction without a date, to show the N/A rule',
    });
    renderApp('/tutor-payments');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payments & Transactions' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('available-balance')).toHaveTextContent('₹355');
    const rows = screen.getAllByRole('row');
    expect(within(rows[1]!).getByText('COMPLETED')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('order_A')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('PENDING')).toBeInTheDocument();
    expect(within(rows[2]!).getAllByText('N/A')).toHaveLength(2);
    expect(screen.getByText('Showing 2 of 12 transactions')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url === '/api/transactions?page=2&limit=10')).toBe(true),
    );
  });

  it('after a refund of money already withdrawn, the figures still add up and the debt is said', async () => {
    login('tok', tutor());
    serve({
      summary: { currency: 'INR', totalEarning: 0, totalWithdrawals: 500, availableBalance: -500 },
      transactions: [
        {
          _id: 'r1',
          createdAt: '2026-11-22T10:00:00Z',
          amount: 500,
          status: 'completed',
          type: 'earning_reversal',
          orderId: 'order_A',
          currency: 'INR',
        },
      ],
      total: 1,
    });
    renderApp('/tutor-payments');
    expect(await screen.findByTestId('available-balance')).toHaveTextContent('−₹500');
    expect(screen.getByTestId('balance-sum')).toHaveTextContent(
      'Total earning ₹0 (after the 5% platform fee) − Total withdrawals ₹500 = Available balance −₹500',
    );
    expect(screen.getByTestId('owed-to-platform')).toHaveTextContent(
      'You owe TutorsPlace ₹500: a refund took back earnings you had already withdrawn. Your next earnings cover it first; you can request a withdrawal again once your balance is above ₹0.',
    );
    expect(
      await screen.findByText('Nothing to withdraw: your available balance is −₹500.'),
    ).toBeInTheDocument();
    const row = screen.getAllByRole('row')[1]!;
    expect(within(row).getByText('−₹500')).toBeInTheDocument();
    // Column names as written, not shouted.
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Date',
      'Amount',
      'Status',
      'Type',
      'Order ID',
    ]);
    expect(
      screen.getByRole('columnheader', { name: 'Date' }).closest('thead')!.className,
    ).not.toMatch(/\buppercase\b/);
  });

  it('shows the empty state texts', async () => {
    login('tok', tutor());
    serve({});
    renderApp('/tutor-payments');
    expect(await screen.findByText('No transactions yet')).toBeInTheDocument();
    expect(
      screen.getByText('Your payment history will appear here once you make withdrawals.'),
    ).toBeInTheDocument();
  });

  it('shows load errors in an error card', async () => {
    login('tok', tutor());
    serve({ fail: true });
    renderApp('/tutor-payments');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load transactions');
  });

  it('a withdrawal may take the whole balance and not a paisa more, checked before asking', async () => {
    login('tok', tutor());
    const calls = serve({
      bank: {
        accountHolder: 'Asha Rao',
        accountNumberMasked: null,
        ifsc: null,
        upiIdMasked: 'as****@okaxis',
        updatedAt: '2026-11-20T10:00:00Z',
      },
    });
    renderApp('/tutor-payments');
    const user = userEvent.setup();
    const amount = await screen.findByRole('textbox', { name: 'Amount (INR)' });
    await waitFor(() => expect(amount).toBeEnabled());
    const posts = () => calls.filter((c) => c.method === 'POST' && c.url === '/api/withdrawals');
    await user.type(amount, '355.01');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findByText(PAYMENT_MESSAGES.insufficientBalance)).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
    await user.clear(amount);
    await user.type(amount, '355');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.body).toEqual({ amount: 355 });
  });
});
