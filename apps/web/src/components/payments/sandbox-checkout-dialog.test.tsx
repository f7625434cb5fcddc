import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SandboxCheckoutDialog } from './sandbox-checkout-dialog';

const base = {
  description: 'PhD consultation: 60-minute deep dive',
  amountLabel: '₹2,500',
  email: 'guest@example.com',
};

describe('SandboxCheckoutDialog (the one sandbox checkout of the web)', () => {
  it('offers paying at once without a status check and answers the signed result', async () => {
    const complete = vi.fn().mockResolvedValue({
      razorpay_order_id: 'order_1',
      razorpay_payment_id: 'pay_1',
      razorpay_signature: 'sig',
    });
    const onDone = vi.fn();
    render(<SandboxCheckoutDialog {...base} complete={complete} onDone={onDone} />);
    const dialog = screen.getByRole('dialog', { name: 'Sandbox checkout' });
    expect(dialog).toHaveTextContent('Test checkout · no real money moves');
    expect(dialog).toHaveTextContent('guest@example.com');
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Card' }));
    expect(dialog).toHaveTextContent('4111 1111 1111 1111');
    await user.click(screen.getByRole('button', { name: 'Pay ₹2,500' }));
    expect(complete).toHaveBeenCalledWith('success', 'card');
    expect(onDone).toHaveBeenCalledWith({
      kind: 'success',
      response: {
        razorpay_order_id: 'order_1',
        razorpay_payment_id: 'pay_1',
        razorpay_signature: 'sig',
      },
    });
  });

  it("answers a simulated failure with the sandbox's description", async () => {
    const complete = vi.fn().mockResolvedValue({
      razorpay_order_id: 'order_1',
      razorpay_payment_id: 'pay_1',
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'Payment declined by the UPI app (sandbox).',
      },
    });
    const onDone = vi.fn();
    render(<SandboxCheckoutDialog {...base} complete={complete} onDone={onDone} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Simulate failure' }));
    expect(complete).toHaveBeenCalledWith('failure', 'upi');
    expect(onDone).toHaveBeenCalledWith({
      kind: 'failed',
      description: 'Payment declined by the UPI app (sandbox).',
    });
  });

  it('waits for the status check, says when the order is paid, and shows a failed check', async () => {
    let answer: (s: 'created' | 'paid') => void = () => {};
    const checkStatus = vi.fn(() => new Promise<'created' | 'paid'>((r) => (answer = r)));
    const { unmount } = render(
      <SandboxCheckoutDialog
        {...base}
        complete={vi.fn()}
        checkStatus={checkStatus}
        onDone={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Pay ₹2,500' })).toBeDisabled();
    answer('paid');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay ₹2,500' })).toBeEnabled());
    expect(screen.getByText('This order is already paid.')).toBeInTheDocument();
    expect(checkStatus).toHaveBeenCalledTimes(1);
    unmount();

    const onDone = vi.fn();
    render(
      <SandboxCheckoutDialog
        {...base}
        complete={vi.fn()}
        checkStatus={() => Promise.reject(new Error('Order not found.'))}
        onDone={onDone}
      />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Order not found.');
    expect(screen.queryByRole('button', { name: 'Pay ₹2,500' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel payment' }));
    expect(onDone).toHaveBeenCalledWith({ kind: 'dismissed' });
  });
});
