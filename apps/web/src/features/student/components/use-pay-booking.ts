// The student's Pay action (core-marketplace §4 Payment flow, §8 dialogs): create the order, open
// the checkout, verify, and say what happened in one of the spec's dialogs.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MSG, DIALOG_TITLES } from '@tm/shared/messages';
import { PAYMENT_MESSAGES, type PaymentOrderDto } from '@tm/shared/schemas/payments';
import type { BookingDto } from '@tm/shared/schemas/booking';
import { ApiError } from '@/lib/api-client';
import { openRazorpayCheckout, type CheckoutOutcome } from '@/lib/razorpay-checkout';
import { createBookingOrder, verifyBookingPayment } from '../api/pay-booking';
import { bookingKeys } from '@/entities/booking/query-keys';

export interface PaymentDialog {
  title: string;
  message: string;
}

export function usePayBooking() {
  const client = useQueryClient();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<PaymentDialog | null>(null);
  const [sandbox, setSandbox] = useState<{ booking: BookingDto; order: PaymentOrderDto } | null>(
    null,
  );

  const afterCheckout = async (booking: BookingDto, outcome: CheckoutOutcome) => {
    if (outcome.kind !== 'success') {
      setDialog({ title: DIALOG_TITLES.paymentFailed, message: MSG.paymentFailed });
      return;
    }
    try {
      await verifyBookingPayment(booking._id, outcome.response);
      setDialog({ title: DIALOG_TITLES.paymentSuccessful, message: MSG.paymentSuccessful });
    } catch {
      setDialog({ title: DIALOG_TITLES.verificationFailed, message: MSG.verificationFailed });
    } finally {
      await client.invalidateQueries({ queryKey: bookingKeys.all });
    }
  };

  const pay = async (booking: BookingDto) => {
    if (booking.isTrial) {
      setDialog({ title: DIALOG_TITLES.trialBooking, message: MSG.trialNoPayment });
      return;
    }
    setBusyId(booking._id);
    try {
      let order: PaymentOrderDto;
      try {
        order = await createBookingOrder(booking._id);
      } catch (err) {
        if (err instanceof ApiError && err.message === MSG.trialNoPayment) {
          setDialog({ title: DIALOG_TITLES.trialBooking, message: MSG.trialNoPayment });
        } else {
          // A refusal the student can act on (expired, already paid) says why; anything else
          // is the spec's Payment Error text.
          const clear = err instanceof ApiError && [403, 404, 409].includes(err.status);
          setDialog({
            title: DIALOG_TITLES.paymentError,
            message: clear ? (err as ApiError).message : MSG.paymentError,
          });
        }
        return;
      }
      if (order.provider === 'sandbox') {
        setSandbox({ booking, order });
        return;
      }
      let outcome: CheckoutOutcome;
      try {
        outcome = await openRazorpayCheckout({
          keyId: order.keyId,
          orderId: order.orderId,
          amount: Math.round(order.price * 100), // §7: price × 100 in the order's currency
          currency: order.currency,
          description: order.description,
          prefill: { name: order.name, email: order.email, contact: order.phone },
        });
      } catch {
        setDialog({
          title: DIALOG_TITLES.paymentError,
          message: PAYMENT_MESSAGES.scriptLoadFailed,
        });
        return;
      }
      await afterCheckout(booking, outcome);
    } finally {
      setBusyId(null);
    }
  };

  const finishSandbox = (outcome: CheckoutOutcome) => {
    const current = sandbox;
    setSandbox(null);
    if (current) void afterCheckout(current.booking, outcome);
  };

  return { pay, busyId, dialog, closeDialog: () => setDialog(null), sandbox, finishSandbox };
}
