// Opens the card payment for a consultation's order (mentorship-policies-video §4, §7: "the
// provider's checkout is opened with the order; failure shows the provider's description or
// message"). Razorpay's checkout with its key. (The sandbox's checkout is a dialog the confirm step
// renders: components/payments/sandbox-checkout-dialog.tsx.)
import { MENTORSHIP_MESSAGES as M } from '@tm/shared/schemas/mentorship';
import { BRAND_NAME } from '@tm/shared/constants/contact';
import { loadScript } from '@/lib/load-script';
import type { ConsultationOrder } from '../api/consultation';

export class CheckoutError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CheckoutError';
  }
}

export interface CheckoutResult {
  paymentId: string;
  signature: string;
}

interface Prefill {
  name: string;
  email: string;
  contact: string;
}

interface RazorpayResponse {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}
interface RazorpayFailure {
  error?: { description?: string; reason?: string };
}
type RazorpayCtor = new (options: Record<string, unknown>) => {
  open(): void;
  on(event: 'payment.failed', handler: (r: RazorpayFailure) => void): void;
};

const RAZORPAY_CHECKOUT = 'https://checkout.razorpay.com/v1/checkout.js';

async function razorpayCheckout(
  order: ConsultationOrder,
  prefill: Prefill,
): Promise<CheckoutResult> {
  try {
    await loadScript(RAZORPAY_CHECKOUT);
  } catch {
    throw new CheckoutError(M.paymentFailed);
  }
  const Razorpay = (window as unknown as { Razorpay?: RazorpayCtor }).Razorpay;
  if (!Razorpay || !order.keyId) throw new CheckoutError(M.paymentFailed);
  return new Promise((resolve, reject) => {
    const rzp = new Razorpay({
      key: order.keyId,
      order_id: order.id,
      amount: order.amount,
      currency: order.currency,
      name: BRAND_NAME,
      description: 'PhD consultation',
      prefill,
      handler: (r: RazorpayResponse) =>
        resolve({ paymentId: r.razorpay_payment_id, signature: r.razorpay_signature }),
      modal: { ondismiss: () => reject(new CheckoutError(M.paymentFailed)) },
    });
    rzp.on('payment.failed', (r) =>
      reject(new CheckoutError(r.error?.description || r.error?.reason || M.paymentFailed)),
    );
    rzp.open();
  });
}

export async function payOrder(
  order: ConsultationOrder,
  prefill: Prefill,
): Promise<CheckoutResult> {
  if (order.provider === 'razorpay') return razorpayCheckout(order, prefill);
  throw new CheckoutError('Online payment is not available right now. Please try again later.');
}
