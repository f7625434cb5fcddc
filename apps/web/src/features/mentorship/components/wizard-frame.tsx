// The frame of a mentorship form: the form's title, the step's title and its position, and a
// progress bar.
import type { ReactNode } from 'react';

interface WizardFrameProps {
  formTitle: string;
  step: number;
  steps: number;
  stepTitle: string;
  children: ReactNode;
}

export function WizardFrame({ formTitle, step, steps, stepTitle, children }: WizardFrameProps) {
  return (
    <div className="mx-auto max-w-3xl">
      <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{formTitle}</p>
      <div className="mt-3 flex items-center gap-3" aria-hidden="true">
        <div className="h-2 flex-1 overflow-hidden rounded-full bg-neutral-200">
          <div
            className="h-full rounded-full bg-accent-700 transition-[width]"
            style={{ width: `${(step / steps) * 100}%` }}
          />
        </div>
        <span className="text-sm text-neutral-600">
          {step}/{steps}
        </span>
      </div>
      <h1 className="mt-4 text-2xl font-semibold tracking-tight text-neutral-900 md:text-3xl">
        {stepTitle}
      </h1>
      <p className="sr-only">
        Step {step} of {steps}
      </p>
      <div className="mt-6 rounded-2xl border border-neutral-200 bg-white p-5 shadow-xs md:p-8">
        {children}
      </div>
    </div>
  );
}
