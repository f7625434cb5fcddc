import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadScript } from '@/lib/load-script';
import { openRazorpayCheckout, RAZORPAY_CHECKOUT_SRC } from './razorpay-checkout';

vi.mock('@/lib/load-script', () => ({ loadScript: vi.fn() }));

type Options = Record<string, unknown> & {
  handler: (r: unknown) => void;
  modal: { ondismiss: () => void };
};
let opened: { options: Options; failed?: (r: unknown) => void } | null = null;

class FakeRazorpay {
  constructor(options: Options) {
    opened = { options };
  }
  on(_event: string, handler: (r: unknown) => void) {
    opened!.failed = handler;
  }
  open() {}
}

const checkout = {
  keyId: 'rzp_test_key',
  orderId: 'order_1',
  amount: 90000,
  currency: 'INR',
  description: 'Mathematics with Ananya',
  prefill: { name: 'Riya', email: 'riya@example.com', contact: '9876543210' },
};

beforeEach(() => {
  opened = null;
  vi.mocked(loadScript).mockResolvedValue();
  (window as unknown as { Razorpay?: unknown }).Razorpay = FakeRazorpay;
});
afterEach(() => {
  delete (window as unknown as { Razorpay?: unknown }).Razorpay;
});

describe('openRazorpayCheckout (the one Razorpay loader of the web)', () => {
  it('loads the script, opens the order and answers the signed result', async () => {
    const outcome = openRazorpayCheckout(checkout);
    await vi.waitFor(() => expect(opened).not.toBeNull());
    expect(loadScript).toHaveBeenCalledWith(RAZORPAY_CHECKOUT_SRC);
    expect(opened!.options).toMatchObject({
      key: 'rzp_test_key',
      order_id: 'order_1',
      amount: 90000,
      currency: 'INR',
      name: 'TutorsPlace',
      description: 'Mathematics with Ananya',
      prefill: checkout.prefill,
    });
    const response = {
      razorpay_order_id: 'order_1',
      razorpay_payment_id: 'pay_1',
      razorpay_signature: 'sig',
    };
    opened!.options.handler(response);
    opened!.options.modal.ondismiss(); // a later event changes nothing
    await expect(outcome).resolves.toEqual({ kind: 'success', response });
  });

  it("answers a failure with the provider's description, and a closed checkout as dismissed", async () => {
    const failed = openRazorpayCheckout(checkout);
    await vi.waitFor(() => expect(opened).not.toBeNull());
    opened!.failed!({ error: { description: 'Card declined by the bank' } });
    await expect(failed).resolves.toEqual({
      kind: 'failed',
      description: 'Card declined by the bank',
    });

    opened = null;
    const dismissed = openRazorpayCheckout(checkout);
    await vi.waitFor(() => expect(opened).not.toBeNull());
    opened!.options.modal.ondismiss();
    await expect(dismissed).resolves.toEqual({ kind: 'dismissed' });
  });

  it('rejects when the script does not load or the order has no key', async () => {
    vi.mocked(loadScript).mockRejectedValueOnce(new Error('offline'));
    await expect(openRazorpayCheckout(checkout)).rejects.toThrow('offline');
    await expect(openRazorpayCheckout({ ...checkout, keyId: null })).rejects.toThrow();
    expect(opened).toBeNull();
  });
});
