// Developer sign-in (only when GET /api/config says devSignIn): continue as a demo account, or
// as any email. It goes through the same outcomes as Google sign-in.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { AuthType, SignUpRole } from '@tm/shared/constants/marketplace';
import { devSignInRequestSchema, type DevSignInRequest } from '@tm/shared/schemas/auth';
import type { DemoAccount } from '@tm/shared/schemas/user';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { LoadingState } from '@/components/ui/spinner';
import { useDevAccounts } from '../api/get-dev-accounts';

interface DevSignInPanelProps {
  authType: AuthType;
  userRole: SignUpRole | undefined;
  onSubmit: (body: DevSignInRequest) => void;
  pending: boolean;
}

/** A demo account is an existing account: sign in as it, in its own role. */
function demoAccountRequest(account: DemoAccount): DevSignInRequest {
  const role = account.role === 'admin' ? undefined : account.role;
  return { email: account.email, fullName: account.fullName, role, authType: 'login' };
}

export function DevSignInPanel({ authType, userRole, onSubmit, pending }: DevSignInPanelProps) {
  const accounts = useDevAccounts(true);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(devSignInRequestSchema),
    defaultValues: { email: '', fullName: '', role: userRole, authType },
  });

  return (
    <section
      aria-labelledby="dev-sign-in-title"
      className="rounded-xl border border-dashed border-warning-600/40 bg-warning-50 p-4"
    >
      <h2 id="dev-sign-in-title" className="text-sm font-semibold text-warning-700">
        Developer sign-in
      </h2>
      <p className="mt-1 text-xs text-neutral-700">
        For development and demos only; no Google account needed.
      </p>

      {accounts.isPending && <LoadingState label="Loading demo accounts…" className="min-h-24" />}
      {accounts.isError && (
        <p role="alert" className="mt-3 text-sm text-danger-700">
          Could not load demo accounts: {accounts.error.message}
        </p>
      )}
      {accounts.data && accounts.data.length > 0 && (
        <ul className="mt-3 grid gap-2">
          {accounts.data.map((account) => (
            <li key={account.email}>
              <Button
                variant="secondary"
                className="h-auto w-full flex-col items-start gap-0.5 py-2 text-left whitespace-normal"
                disabled={pending}
                onClick={() => onSubmit(demoAccountRequest(account))}
              >
                <span>Continue as {account.fullName}</span>
                <span className="text-xs font-normal text-neutral-600">
                  {account.role} · {account.note}
                </span>
              </Button>
            </li>
          ))}
        </ul>
      )}

      <form
        className="mt-4 grid gap-3"
        noValidate
        onSubmit={handleSubmit((values) => onSubmit(values))}
      >
        <Field label="Email" error={formState.errors.email?.message}>
          <Input type="email" autoComplete="email" {...register('email')} />
        </Field>
        <Field
          label="Full name"
          hint="Used when a new account is created."
          error={formState.errors.fullName?.message}
        >
          <Input autoComplete="name" {...register('fullName')} />
        </Field>
        {formState.errors.role?.message && (
          <p role="alert" className="text-sm text-danger-700">
            {formState.errors.role.message}
          </p>
        )}
        <Button type="submit" loading={pending}>
          Sign in with email
        </Button>
      </form>
    </section>
  );
}
