// Opens the card payment for a consultation's order (mentorship-policies-video §4, §7: "the
// provider's checkout is opened with the order; failure shows the provider's description or
// message"). Razorpay's checkout is the shared one (lib/razorpay-checkout.ts); the sandbox's is
// the shared dialog the confirm step renders (components/payments/sandbox-checkout-dialog.tsx).
// This file only maps a consultation order onto it.
import { MENTORSHIP_MESSAGES as M } from '@tm/shared/schemas/mentorship';
import { openRazorpayCheckout, type CheckoutOutcome } from '@/lib/razorpay-checkout';
import type { ConsultationOrder } from '../api/consultation';

/** The checkout could not start; `message` is what the wizard shows. */
export class CheckoutError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CheckoutError';
  }
}

interface Prefill {
  name: string;
  email: string;
  contact: string;
}

/** Resolves with the checkout's outcome; rejects with a CheckoutError when it cannot start. */
export async function payOrder(
  order: ConsultationOrder,
  prefill: Prefill,
): Promise<CheckoutOutcome> {
  if (order.provider !== 'razorpay')
    throw new CheckoutError('Online payment is not available right now. Please try again later.');
  try {
    return await openRazorpayCheckout({
      keyId: order.keyId,
      orderId: order.orderId,
      amount: order.amount,
      currency: order.currency,
      description: 'PhD consultation',
      prefill,
    });
  } catch {
    throw new CheckoutError(M.paymentFailed);
  }
}
