import { useId } from 'react';
import { cn } from '@/lib/cn';

interface CheckboxGroupProps {
  legend: string;
  options: readonly string[];
  value: readonly string[];
  onChange: (next: string[]) => void;
  error?: string;
  required?: boolean;
  className?: string;
}

/** A labelled set of checkboxes (a fieldset), for small lists such as the tutoring modes. */
export function CheckboxGroup({
  legend,
  options,
  value,
  onChange,
  error,
  required,
  className,
}: CheckboxGroupProps) {
  const id = useId();
  return (
    <fieldset
      className={className}
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-1.5 text-sm font-medium text-neutral-800">
        {legend}
        {required && (
          <span className="text-danger-600" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const checked = value.includes(option);
          return (
            <label
              key={option}
              className={cn(
                'inline-flex h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm font-medium has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-600',
                checked
                  ? 'border-accent-700 bg-accent-50 text-accent-900'
                  : 'border-neutral-300 bg-white text-neutral-800 hover:bg-neutral-50',
                error && !checked && 'border-danger-600',
              )}
            >
              <input
                type="checkbox"
                className="size-4 accent-accent-700"
                checked={checked}
                onChange={() =>
                  onChange(checked ? value.filter((v) => v !== option) : [...value, option])
                }
              />
              {option}
            </label>
          );
        })}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-danger-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
