// Razorpay's checkout, its script loaded on demand (core-marketplace §4, §7;
// mentorship-policies-video §4, §7). The one place the web opens it: the student's Pay flow and
// the consultation wizard both call `openRazorpayCheckout`, and the sandbox's checkout dialog
// (components/payments/sandbox-checkout-dialog.tsx) answers with the same outcome shape.
import { BRAND_NAME } from '@tm/shared/constants/contact';
import { loadScript } from '@/lib/load-script';

export const RAZORPAY_CHECKOUT_SRC = 'https://checkout.razorpay.com/v1/checkout.js';

/** A successful checkout's result, in Razorpay's scheme (the sandbox signs the same). */
export interface CheckoutSuccess {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export type CheckoutOutcome =
  | { kind: 'success'; response: CheckoutSuccess }
  /** `description`: the provider's reason, when it gave one. */
  | { kind: 'failed'; description?: string }
  | { kind: 'dismissed' };

export interface RazorpayCheckoutOptions {
  /** The public key the server sent with the order; without one the checkout cannot start. */
  keyId: string | null | undefined;
  orderId: string;
  /** In minor units (paise, cents), as the order was created. */
  amount: number;
  currency: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
}

interface RazorpayFailure {
  error?: { description?: string; reason?: string };
}
interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', handler: (r: RazorpayFailure) => void): void;
}
type RazorpayCtor = new (options: Record<string, unknown>) => RazorpayInstance;

/**
 * Resolves with the outcome; rejects only when the checkout cannot start (no key, or the script
 * did not load).
 */
export async function openRazorpayCheckout(
  options: RazorpayCheckoutOptions,
): Promise<CheckoutOutcome> {
  await loadScript(RAZORPAY_CHECKOUT_SRC);
  const Razorpay = (window as unknown as { Razorpay?: RazorpayCtor }).Razorpay;
  if (!Razorpay || !options.keyId) throw new Error('Razorpay checkout did not start');
  return new Promise<CheckoutOutcome>((resolve) => {
    let settled = false;
    const done = (o: CheckoutOutcome) => {
      if (!settled) {
        settled = true;
        resolve(o);
      }
    };
    const rzp = new Razorpay({
      key: options.keyId,
      amount: options.amount,
      currency: options.currency,
      name: BRAND_NAME,
      description: options.description,
      order_id: options.orderId,
      prefill: options.prefill,
      handler: (response: CheckoutSuccess) => done({ kind: 'success', response }),
      modal: { ondismiss: () => done({ kind: 'dismissed' }) },
    });
    rzp.on('payment.failed', (r) =>
      done({ kind: 'failed', description: r.error?.description || r.error?.reason || undefined }),
    );
    rzp.open();
  });
}
