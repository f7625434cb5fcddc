// Step 7 "Confirm and Proceed" (§2, §4): the summary with the price, the terms box (never sent),
// "Confirm & Proceed to Payment"; then submit, checkout and verify. "Processing..." while it runs,
// then the success text, or the error (§8) with "Try Again", which returns to this step.
import { useState } from 'react';
import { Link } from 'react-router';
import { CONSULTATION_SESSION_TYPES } from '@tm/shared/constants/mentorship';
import {
  formatConsultationPrice,
  slotInZone,
  type ConsultationPrice,
} from '@tm/shared/rules/consultation';
import { MENTORSHIP_MESSAGES as M, consultationStepSchema } from '@tm/shared/schemas/mentorship';
import { Button, ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, serverMessage } from '@/lib/api-client';
import { SandboxCheckoutDialog } from '@/components/payments/sandbox-checkout-dialog';
import type { CheckoutOutcome } from '@/lib/razorpay-checkout';
import {
  completeConsultationSandbox,
  submitConsultationForm,
  verifyConsultationPayment,
  type ConsultationOrder,
} from '../api/consultation';
import { CheckoutError, payOrder } from '../lib/checkout';
import { stepErrors, toFormData } from '../lib/step-errors';
import type { ConsultationValues } from '../pages/consultation-form-page';

type Status =
  | { kind: 'idle' }
  | { kind: 'processing' }
  | { kind: 'success' }
  | { kind: 'error'; message: string };

interface ConfirmStepProps {
  values: ConsultationValues;
  price: ConsultationPrice;
  document: File | undefined;
  zone: string;
  onBack: () => void;
  onInvalid: (message: string) => void;
  onFieldErrors: (errors: Record<string, string>) => void;
}

function fieldErrorsOf(err: unknown): Record<string, string> | null {
  if (!(err instanceof ApiError)) return null;
  const errors = (err.data as { data?: { errors?: unknown } } | null)?.data?.errors;
  return errors && typeof errors === 'object' && !Array.isArray(errors)
    ? (errors as Record<string, string>)
    : null;
}

export function ConfirmStep(props: ConfirmStepProps) {
  const { values, price, zone } = props;
  const [terms, setTerms] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [sandbox, setSandbox] = useState<{
    order: ConsultationOrder;
    resolve: (o: CheckoutOutcome) => void;
  } | null>(null);
  const openSandbox = (order: ConsultationOrder) =>
    new Promise<CheckoutOutcome>((resolve) => setSandbox({ order, resolve }));
  const session = CONSULTATION_SESSION_TYPES.find((s) => s.key === values.sessionType);
  const local = slotInZone(values.sessionDate, values.sessionTime, zone);
  const dateLabel = new Date(`${values.sessionDate}T00:00:00Z`).toLocaleDateString('en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

  const proceed = async () => {
    const invalid = stepErrors(consultationStepSchema(7), { terms });
    if (invalid.terms) return props.onInvalid(invalid.terms);
    setStatus({ kind: 'processing' });
    let order;
    try {
      // §3: the form is sent with a numeric price; the server prices it itself.
      order = await submitConsultationForm(
        toFormData({ ...values, price: price.amount }, props.document),
      );
    } catch (err) {
      const fields = fieldErrorsOf(err);
      if (fields) {
        setStatus({ kind: 'idle' });
        props.onFieldErrors(fields);
        return props.onInvalid(Object.values(fields)[0] ?? M.consultationSubmitFailed);
      }
      return setStatus({
        kind: 'error',
        message: serverMessage(err) ?? M.consultationSubmitFailed,
      });
    }
    let outcome: CheckoutOutcome;
    if (order.provider === 'sandbox') {
      outcome = await openSandbox(order);
      setSandbox(null);
    } else {
      try {
        outcome = await payOrder(order, {
          name: values.fullName,
          email: values.email,
          contact: values.phone,
        });
      } catch (err) {
        return setStatus({
          kind: 'error',
          message: err instanceof CheckoutError ? err.message : M.paymentFailed,
        });
      }
    }
    if (outcome.kind !== 'success')
      return setStatus({
        kind: 'error',
        message: (outcome.kind === 'failed' && outcome.description) || M.paymentFailed,
      });
    try {
      await verifyConsultationPayment({
        formId: order.formId,
        orderId: order.orderId,
        paymentId: outcome.response.razorpay_payment_id,
        signature: outcome.response.razorpay_signature,
      });
      setStatus({ kind: 'success' });
    } catch (err) {
      setStatus({
        kind: 'error',
        message:
          serverMessage(err) ??
          (err instanceof ApiError && err.status >= 500
            ? M.verifyFailed
            : M.paymentConfirmationFailed),
      });
    }
  };

  if (status.kind === 'processing')
    return (
      <div className="flex flex-col items-center gap-3 py-10" role="status">
        <Spinner />
        <p className="text-lg font-medium text-neutral-800">Processing...</p>
        {sandbox && (
          <SandboxCheckoutDialog
            description={`PhD consultation: ${session?.label ?? ''}`}
            amountLabel={formatConsultationPrice(price)}
            email={values.email}
            complete={(outcome, method) =>
              completeConsultationSandbox(sandbox.order, outcome, method)
            }
            onDone={sandbox.resolve}
          />
        )}
      </div>
    );
  if (status.kind === 'success')
    return (
      <div className="py-6 text-center" role="status">
        <p className="text-xl font-semibold text-success-700">{M.booked}</p>
        <p className="mt-3 text-neutral-700">
          We have emailed the details to {values.email}. Your mentor and the video link follow
          before the session.
        </p>
        <ButtonLink to="/" className="mt-6">
          Back to home
        </ButtonLink>
      </div>
    );
  if (status.kind === 'error')
    return (
      <div className="py-6 text-center" role="alert">
        <p className="text-lg font-semibold text-danger-700">{status.message}</p>
        <Button className="mt-6" onClick={() => setStatus({ kind: 'idle' })}>
          Try Again
        </Button>
      </div>
    );

  return (
    <div className="grid gap-5">
      <dl className="grid gap-3 rounded-xl bg-neutral-50 p-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-neutral-600">Name</dt>
          <dd className="font-medium text-neutral-900">{values.fullName}</dd>
        </div>
        <div>
          <dt className="text-neutral-600">Email</dt>
          <dd className="font-medium break-all text-neutral-900">{values.email}</dd>
        </div>
        <div>
          <dt className="text-neutral-600">Session</dt>
          <dd className="font-medium text-neutral-900">{session?.label}</dd>
        </div>
        <div>
          <dt className="text-neutral-600">Date & time</dt>
          <dd className="font-medium text-neutral-900">
            {dateLabel}, {values.sessionTime} IST
            {local && <span className="block font-normal text-neutral-600">{local} your time</span>}
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-neutral-600">Research</dt>
          <dd className="font-medium text-neutral-900">{values.researchTitle}</dd>
        </div>
      </dl>
      <p className="flex items-baseline justify-between border-t border-neutral-200 pt-4">
        <span className="text-neutral-700">Price</span>
        <span className="text-2xl font-semibold text-neutral-900" data-testid="consultation-price">
          {formatConsultationPrice(price)}
        </span>
      </p>
      <label className="flex items-start gap-3 text-sm text-neutral-800">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-accent-700"
          checked={terms}
          onChange={(e) => setTerms(e.target.checked)}
        />
        <span>
          I agree to the{' '}
          <Link to="/terms-and-conditions" target="_blank" className="text-accent-700 underline">
            Terms & Conditions
          </Link>{' '}
          and the{' '}
          <Link to="/cancellation-refund" target="_blank" className="text-accent-700 underline">
            Cancellation & Refund policy
          </Link>
          .
        </span>
      </label>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="secondary" onClick={props.onBack}>
          Back
        </Button>
        <Button onClick={() => void proceed()}>Confirm & Proceed to Payment</Button>
      </div>
    </div>
  );
}
