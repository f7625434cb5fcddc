import type { Ref, TextareaHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { useFieldControl } from './field';

interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
  /** Shows "n / max" under the box when maxLength is set. */
  showCount?: boolean;
}

/** A multi-line text input; inside a <Field> it takes the field's id and error wiring. */
export function Textarea({ className, ref, showCount, maxLength, value, ...props }: TextareaProps) {
  const field = useFieldControl();
  const length = typeof value === 'string' ? value.length : 0;
  return (
    <>
      <textarea
        ref={ref}
        id={field?.id}
        aria-describedby={field?.describedBy}
        aria-invalid={field?.invalid || undefined}
        maxLength={maxLength}
        value={value}
        className={cn(
          'block min-h-28 w-full rounded-lg border border-neutral-300 bg-white px-3 py-2.5 text-base text-neutral-900 shadow-xs',
          'placeholder:text-neutral-500 focus-visible:border-accent-600 focus-visible:outline-2 focus-visible:outline-offset-0',
          'aria-invalid:border-danger-600 disabled:bg-neutral-100 md:text-sm',
          className,
        )}
        {...props}
      />
      {showCount && maxLength !== undefined && (
        <p className="mt-1 text-right text-xs text-neutral-600" aria-live="polite">
          {length} / {maxLength}
        </p>
      )}
    </>
  );
}
