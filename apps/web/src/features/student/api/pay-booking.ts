// Paying an accepted class (core-marketplace §4 Payment flow, §7): create the order, open the
// provider's checkout (Razorpay's script, or our local sandbox page), verify with the server.
import type { BookingDto } from '@tm/shared/schemas/booking';
import type { PaymentOrderDto } from '@tm/shared/schemas/payments';
import type { SandboxOrder } from '@tm/shared/contract/payments';
import type {
  SandboxCheckoutResult,
  SandboxMethod,
} from '@/components/payments/sandbox-checkout-dialog';
import { api } from '@/lib/api-client';
import type { CheckoutSuccess } from '@/lib/razorpay-checkout';

export async function createBookingOrder(bookingId: string): Promise<PaymentOrderDto> {
  return (await api.post<PaymentOrderDto>('/create-booking-order', { bookingId })).data;
}

export async function verifyBookingPayment(
  bookingId: string,
  r: CheckoutSuccess,
): Promise<BookingDto> {
  return (
    await api.post<{ booking: BookingDto }>('/verify-booking-payment', {
      bookingId,
      orderId: r.razorpay_order_id,
      razorpay_payment_id: r.razorpay_payment_id,
      razorpay_signature: r.razorpay_signature,
    })
  ).data.booking;
}

export type { SandboxOrder };

export async function getSandboxOrder(orderId: string): Promise<SandboxOrder> {
  return (await api.get<SandboxOrder>(`/payments/sandbox/orders/${encodeURIComponent(orderId)}`))
    .data;
}

export async function completeSandboxOrder(
  orderId: string,
  outcome: 'success' | 'failure',
  method: SandboxMethod,
): Promise<SandboxCheckoutResult> {
  return (
    await api.post<SandboxCheckoutResult>(
      `/payments/sandbox/orders/${encodeURIComponent(orderId)}/complete`,
      { outcome, method },
    )
  ).data;
}
