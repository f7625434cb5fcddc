// Razorpay's checkout, its script loaded on demand (core-marketplace §4, §7: amount = price × 100
// in the order's currency). Resolves with the outcome; never throws after the script loaded.
import type { PaymentOrderDto } from '@tm/shared/schemas/payments';
import { loadScript } from '@/lib/load-script';
import type { CheckoutSuccess } from '../api/pay-booking';

export const RAZORPAY_CHECKOUT_SRC = 'https://checkout.razorpay.com/v1/checkout.js';

export type CheckoutOutcome =
  { kind: 'success'; response: CheckoutSuccess } | { kind: 'failed' } | { kind: 'dismissed' };

interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', handler: () => void): void;
}
type RazorpayCtor = new (options: Record<string, unknown>) => RazorpayInstance;

/** Rejects only when the script cannot be loaded. */
export async function openRazorpayCheckout(order: PaymentOrderDto): Promise<CheckoutOutcome> {
  await loadScript(RAZORPAY_CHECKOUT_SRC);
  const Razorpay = (window as unknown as { Razorpay?: RazorpayCtor }).Razorpay;
  if (!Razorpay) throw new Error('Razorpay checkout did not start');
  return new Promise<CheckoutOutcome>((resolve) => {
    let settled = false;
    const done = (o: CheckoutOutcome) => {
      if (!settled) {
        settled = true;
        resolve(o);
      }
    };
    const rzp = new Razorpay({
      key: order.keyId,
      amount: Math.round(order.price * 100),
      currency: order.currency,
      name: 'TutorsPlace',
      description: order.description,
      order_id: order.orderId,
      prefill: { name: order.name, email: order.email, contact: order.phone },
      handler: (response: CheckoutSuccess) => done({ kind: 'success', response }),
      modal: { ondismiss: () => done({ kind: 'dismissed' }) },
    });
    rzp.on('payment.failed', () => done({ kind: 'failed' }));
    rzp.open();
  });
}
