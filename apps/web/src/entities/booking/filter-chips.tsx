import { cn } from '@/lib/cn';

interface FilterChipsProps<T extends string> {
  /** Names the group for assistive technology ("Filter requests by status"). */
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  /** The chip text; defaults to the value with a capital first letter. */
  labelOf?: (value: T) => string;
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * Status filter chips (core-marketplace §2 Tutor requests, Tutor classes, Student bookings):
 * toggle buttons in a labelled group; the chosen one is pressed. They wrap on narrow screens.
 */
export function FilterChips<T extends string>({
  label,
  options,
  value,
  onChange,
  labelOf = capitalise,
}: FilterChipsProps<T>) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {options.map((option) => {
        const pressed = option === value;
        return (
          <button
            key={option}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(option)}
            className={cn(
              'h-9 rounded-full border px-4 text-sm font-medium transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600',
              pressed
                ? 'border-accent-700 bg-accent-700 text-white'
                : 'border-neutral-300 bg-white text-neutral-700 hover:bg-neutral-50',
            )}
          >
            {labelOf(option)}
          </button>
        );
      })}
    </div>
  );
}
