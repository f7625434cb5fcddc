import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from '@/lib/cn';
import { useFieldControl } from './field';

interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

/** A text input; inside a <Field> it takes the field's id, description and invalid state. */
export function Input({ className, ref, ...props }: InputProps) {
  const field = useFieldControl();
  return (
    <input
      ref={ref}
      id={field?.id}
      aria-describedby={field?.describedBy}
      aria-invalid={field?.invalid || undefined}
      className={cn(
        'block h-11 w-full rounded-lg border border-neutral-300 bg-white px-3 text-base text-neutral-900 shadow-xs',
        'placeholder:text-neutral-500 focus-visible:border-accent-600 focus-visible:outline-2 focus-visible:outline-offset-0',
        'aria-invalid:border-danger-600 disabled:bg-neutral-100 md:text-sm',
        className,
      )}
      {...props}
    />
  );
}
