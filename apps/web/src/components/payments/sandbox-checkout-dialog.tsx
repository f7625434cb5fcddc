// The local payment sandbox's checkout (development only: the server answers 404 in production
// or with Razorpay keys). It stands in for Razorpay's checkout: UPI and card tabs, and pay, fail
// or cancel. The server signs a successful result in Razorpay's scheme and the normal
// verification then runs on it. Nothing here is a real payment, and the dialog says so.
// The one sandbox dialog of the web: the student's Pay flow (booking orders) and the consultation
// wizard both render it. What differs is only how a result is obtained (`complete`) and whether
// the order's state is looked up first (`checkStatus`); the outcome has the shape
// `openRazorpayCheckout` answers with (lib/razorpay-checkout.ts).
import { useEffect, useState } from 'react';
import type { CheckoutResult } from '@tm/shared/contract/payments';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { CheckoutOutcome } from '@/lib/razorpay-checkout';

/** What the server's sandbox answers for a completed checkout (Razorpay's scheme; contract/payments.ts). */
export type SandboxCheckoutResult = CheckoutResult;

export type SandboxMethod = 'upi' | 'card';

interface SandboxCheckoutDialogProps {
  description: string;
  /** The amount as shown, e.g. ₹2,500. */
  amountLabel: string;
  email: string;
  complete: (
    outcome: 'success' | 'failure',
    method: SandboxMethod,
  ) => Promise<SandboxCheckoutResult>;
  /**
   * Looks the order up before paying is offered (the buttons wait for it; a failure is shown in
   * place of them, and a paid order says so). Without it, paying is offered at once.
   */
  checkStatus?: () => Promise<'created' | 'paid' | 'superseded'>;
  onDone: (outcome: CheckoutOutcome) => void;
}

export function SandboxCheckoutDialog({
  description,
  amountLabel,
  email,
  complete,
  checkStatus,
  onDone,
}: SandboxCheckoutDialogProps) {
  const [method, setMethod] = useState<SandboxMethod>('upi');
  const [status, setStatus] = useState<'created' | 'paid' | null>(checkStatus ? null : 'created');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'success' | 'failure' | null>(null);

  // Looked up once, when the dialog opens.
  const [check] = useState(() => checkStatus);
  useEffect(() => {
    if (!check) return;
    let live = true;
    check()
      .then((s) => {
        if (!live) return;
        // A newer order replaced this one (Pay pressed again elsewhere): it can no longer be paid.
        if (s === 'superseded')
          setError('This order was replaced by a newer one. Close and press Pay again.');
        else setStatus(s);
      })
      .catch((err: Error) => live && setError(err.message));
    return () => {
      live = false;
    };
  }, [check]);

  const finish = async (outcome: 'success' | 'failure') => {
    setBusy(outcome);
    try {
      const r = await complete(outcome, method);
      if (outcome === 'success' && r.razorpay_signature)
        onDone({
          kind: 'success',
          response: {
            razorpay_order_id: r.razorpay_order_id,
            razorpay_payment_id: r.razorpay_payment_id,
            razorpay_signature: r.razorpay_signature,
          },
        });
      else onDone({ kind: 'failed', description: r.error?.description });
    } catch {
      onDone({ kind: 'failed' });
    }
  };

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="sandbox-checkout-title"
      className="fixed inset-0 z-50 flex items-end justify-center bg-neutral-950/50 sm:items-center"
    >
      <div className="max-h-full w-full overflow-y-auto rounded-t-2xl bg-white shadow-lg sm:max-w-md sm:rounded-2xl">
        <div className="bg-accent-800 px-6 py-4 text-white">
          <p className="text-xs font-medium tracking-wide uppercase opacity-80">
            Test checkout · no real money moves
          </p>
          <h2 id="sandbox-checkout-title" className="mt-1 text-lg font-semibold text-white">
            Sandbox checkout
          </h2>
          <p className="mt-1 text-sm opacity-90">{description}</p>
          <p className="mt-2 text-2xl font-semibold">{amountLabel}</p>
        </div>
        <div className="p-6">
          {error ? (
            <p role="alert" className="text-sm text-danger-700">
              {error}
            </p>
          ) : (
            <>
              <div role="tablist" aria-label="Payment method" className="grid grid-cols-2 gap-2">
                {(['upi', 'card'] as const).map((m) => (
                  <button
                    key={m}
                    type="button"
                    role="tab"
                    aria-selected={method === m}
                    onClick={() => setMethod(m)}
                    className={cn(
                      'h-11 rounded-lg border text-sm font-medium',
                      method === m
                        ? 'border-accent-700 bg-accent-50 text-accent-800'
                        : 'border-neutral-300 text-neutral-700 hover:bg-neutral-50',
                    )}
                  >
                    {m === 'upi' ? 'UPI' : 'Card'}
                  </button>
                ))}
              </div>
              <div
                role="tabpanel"
                className="mt-4 rounded-lg bg-neutral-50 p-4 text-sm text-neutral-700"
              >
                {method === 'upi' ? (
                  <p>
                    Pays as if approved in a UPI app for <strong>{email}</strong>. No UPI id is
                    needed in the sandbox.
                  </p>
                ) : (
                  <p>
                    Pays as if with the test card <strong>4111 1111 1111 1111</strong>. No card
                    details are collected in the sandbox.
                  </p>
                )}
                {status === 'paid' && (
                  <p className="mt-2 text-warning-700">This order is already paid.</p>
                )}
              </div>
              <div className="mt-6 grid gap-2">
                <Button
                  onClick={() => void finish('success')}
                  loading={busy === 'success'}
                  disabled={busy !== null || status === null}
                >
                  Pay {amountLabel}
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => void finish('failure')}
                  loading={busy === 'failure'}
                  disabled={busy !== null || status === null}
                >
                  Simulate failure
                </Button>
              </div>
            </>
          )}
          <Button
            variant="ghost"
            className="mt-2 w-full"
            disabled={busy !== null}
            onClick={() => onDone({ kind: 'dismissed' })}
          >
            Cancel payment
          </Button>
        </div>
      </div>
    </div>
  );
}
