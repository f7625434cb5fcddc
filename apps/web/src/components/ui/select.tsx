import type { Ref, SelectHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { useFieldControl } from './field';

interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  ref?: Ref<HTMLSelectElement>;
  /** Options as values (shown as they are) or { value, label } pairs. */
  options: ReadonlyArray<string | { value: string; label: string }>;
  /** The first, empty choice ("Select…"); omit for a select that always has a value. */
  placeholder?: string;
}

/** A native select (best on phones and for keyboards); inside a <Field> it takes its wiring. */
export function Select({ className, ref, options, placeholder, ...props }: SelectProps) {
  const field = useFieldControl();
  return (
    <select
      ref={ref}
      id={field?.id}
      aria-describedby={field?.describedBy}
      aria-invalid={field?.invalid || undefined}
      className={cn(
        'block h-11 w-full rounded-lg border border-neutral-300 bg-white px-3 text-base text-neutral-900 shadow-xs',
        'focus-visible:border-accent-600 focus-visible:outline-2 focus-visible:outline-offset-0',
        'aria-invalid:border-danger-600 disabled:bg-neutral-100 md:text-sm',
        className,
      )}
      {...props}
    >
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((o) => {
        const { value, label } = typeof o === 'string' ? { value: o, label: o } : o;
        return (
          <option key={value} value={value}>
            {label}
          </option>
        );
      })}
    </select>
  );
}
