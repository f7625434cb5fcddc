// Payouts on the tutor's Payments page: bank details (account + IFSC, or a UPI id; shown masked
// once saved) and a withdrawal request up to the available balance.
import { useState, type FormEvent } from 'react';
import {
  bankDetailsSchema,
  withdrawalRefusal,
  withdrawalRequestSchema,
  type BankDetailsDto,
} from '@tm/shared/schemas/payments';
import type { Currency } from '@tm/shared/constants/marketplace';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { formatCurrency, formatSignedCurrency } from '@/lib/format';
import { showToast } from '@/lib/toast-store';
import { useBankDetails, useRequestWithdrawal, useSaveBankDetails } from '../api/payments';

type Errors = Partial<Record<'accountHolder' | 'accountNumber' | 'ifsc' | 'upiId', string>>;

function BankDetailsForm({ onSaved }: { onSaved: () => void }) {
  const save = useSaveBankDetails();
  const [values, setValues] = useState({
    accountHolder: '',
    accountNumber: '',
    ifsc: '',
    upiId: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const set = (k: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [k]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = bankDetailsSchema.safeParse(values);
    if (!parsed.success) {
      const next: Errors = {};
      for (const i of parsed.error.issues) {
        const k = i.path[0] as keyof Errors;
        next[k] ??= i.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => {
        showToast('Bank details saved.', 'success');
        onSaved();
      },
      onError: (err) => setServerError(err.message),
    });
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <Field
        label="Account holder name"
        error={errors.accountHolder}
        required
        className="sm:col-span-2"
      >
        <Input value={values.accountHolder} onChange={set('accountHolder')} autoComplete="name" />
      </Field>
      <Field label="Account number" error={errors.accountNumber}>
        <Input
          value={values.accountNumber}
          onChange={set('accountNumber')}
          inputMode="numeric"
          autoComplete="off"
        />
      </Field>
      <Field label="IFSC" error={errors.ifsc} hint="Like HDFC0001234">
        <Input
          value={values.ifsc}
          onChange={set('ifsc')}
          autoComplete="off"
          className="uppercase"
        />
      </Field>
      <Field
        label="UPI id (instead of or besides a bank account)"
        error={errors.upiId}
        className="sm:col-span-2"
      >
        <Input
          value={values.upiId}
          onChange={set('upiId')}
          placeholder="name@bank"
          autoComplete="off"
        />
      </Field>
      {serverError && (
        <p role="alert" className="text-sm text-danger-700 sm:col-span-2">
          {serverError}
        </p>
      )}
      <div className="sm:col-span-2">
        <Button type="submit" loading={save.isPending}>
          Save bank details
        </Button>
      </div>
    </form>
  );
}

function SavedDetails({ d }: { d: BankDetailsDto }) {
  return (
    <dl className="grid gap-1 text-sm text-neutral-700">
      <div>
        <dt className="inline font-medium text-neutral-900">Account holder: </dt>
        <dd className="inline">{d.accountHolder}</dd>
      </div>
      {d.accountNumberMasked && (
        <div>
          <dt className="inline font-medium text-neutral-900">Account: </dt>
          <dd className="inline">
            {d.accountNumberMasked} · IFSC {d.ifsc}
          </dd>
        </div>
      )}
      {d.upiIdMasked && (
        <div>
          <dt className="inline font-medium text-neutral-900">UPI: </dt>
          <dd className="inline">{d.upiIdMasked}</dd>
        </div>
      )}
    </dl>
  );
}

export function PayoutPanel({ available, currency }: { available: number; currency: Currency }) {
  const bank = useBankDetails();
  const withdraw = useRequestWithdrawal();
  const [editing, setEditing] = useState(false);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const hasBank = Boolean(bank.data);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = withdrawalRequestSchema.safeParse({ amount: amount.trim() || undefined });
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    const n = parsed.data.amount;
    const refusal = withdrawalRefusal(Math.round(n * 100), Math.round(available * 100));
    if (refusal) return setError(refusal);
    setError(null);
    withdraw.mutate(n, {
      onSuccess: () => {
        setAmount('');
        showToast('Withdrawal requested. You will get an email when it is paid.', 'success');
      },
      onError: (err) => setError(err.message),
    });
  };

  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card>
        <h2 className="text-base font-semibold text-neutral-900">Bank details</h2>
        <div className="mt-3">
          {bank.isPending && <p className="text-sm text-neutral-600">Loading…</p>}
          {bank.isError && (
            <p role="alert" className="text-sm text-danger-700">
              {bank.error.message}
            </p>
          )}
          {bank.isSuccess && (!bank.data || editing) && (
            <BankDetailsForm onSaved={() => setEditing(false)} />
          )}
          {bank.data && !editing && (
            <>
              <SavedDetails d={bank.data} />
              <Button
                variant="secondary"
                size="sm"
                className="mt-4"
                onClick={() => setEditing(true)}
              >
                Change bank details
              </Button>
            </>
          )}
        </div>
      </Card>
      <Card>
        <h2 className="text-base font-semibold text-neutral-900">Request a withdrawal</h2>
        <p className="mt-1 text-sm text-neutral-600">
          {available > 0
            ? `Up to your available balance of ${formatCurrency(available, currency)}. An admin pays it to your saved account.`
            : `Nothing to withdraw: your available balance is ${formatSignedCurrency(available, currency)}.`}
        </p>
        <form onSubmit={submit} noValidate className="mt-4 grid gap-3">
          <Field label={`Amount (${currency})`} error={error ?? undefined}>
            <Input
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              inputMode="decimal"
              disabled={!hasBank}
            />
          </Field>
          {!hasBank && bank.isSuccess && (
            <p className="text-sm text-neutral-600">Save your bank details first.</p>
          )}
          <div>
            <Button
              type="submit"
              loading={withdraw.isPending}
              disabled={!hasBank || available <= 0}
            >
              Request withdrawal
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
