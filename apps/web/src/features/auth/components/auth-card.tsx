import type { ReactNode } from 'react';
import { SIGN_UP_STEP_COUNT } from '../lib/auth-copy';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  /** The sign-up step (1–6); omitted in login mode. */
  step?: number;
  /** Sign-up steps 2–6 hold longer forms: a wider card. */
  wide?: boolean;
  /** Shown before the title (the back icon of steps 2–6). */
  leading?: ReactNode;
  children: ReactNode;
}

/** The frame of every sign-in and sign-up step. */
export function AuthCard({ title, subtitle, step, wide, leading, children }: AuthCardProps) {
  return (
    <section
      aria-labelledby="auth-title"
      className={wide ? 'mx-auto w-full max-w-2xl' : 'mx-auto w-full max-w-md'}
    >
      <div className="rounded-2xl border border-neutral-200 bg-white p-6 shadow-md sm:p-8">
        {step !== undefined && (
          <div className="mb-5">
            <p className="text-xs font-medium tracking-wide text-accent-700 uppercase">
              Step {step} of {SIGN_UP_STEP_COUNT}
            </p>
            <div
              className="mt-2 h-1.5 overflow-hidden rounded-full bg-neutral-100"
              role="progressbar"
              aria-label="Sign-up progress"
              aria-valuemin={1}
              aria-valuemax={SIGN_UP_STEP_COUNT}
              aria-valuenow={step}
            >
              <div
                className="h-full rounded-full bg-accent-600"
                style={{ width: `${(step / SIGN_UP_STEP_COUNT) * 100}%` }}
              />
            </div>
          </div>
        )}
        <div className="flex items-center gap-2">
          {leading}
          <h1
            id="auth-title"
            tabIndex={-1}
            className="text-2xl font-semibold tracking-tight focus:outline-none"
          >
            {title}
          </h1>
        </div>
        {subtitle && <p className="mt-2 text-sm text-neutral-600">{subtitle}</p>}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}
