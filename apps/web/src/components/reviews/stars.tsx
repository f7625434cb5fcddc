// star ratings. `Stars` shows a value (screen readers hear "Rated 4.5 out of 5");
// `StarInput` picks 1–5 with native radio buttons (arrow keys move between them).
import { useId } from 'react';
import { REVIEW_LIMITS, formatRatingAverage } from '@tm/shared/constants/reviews';
import { cn } from '@/lib/cn';

const STAR_PATH = 'M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z';
const SCALE = Array.from({ length: REVIEW_LIMITS.ratingMax }, (_, i) => i + 1);

function Star({ fill, className }: { fill: number; className?: string }) {
  const id = useId();
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={cn('size-[1em]', className)}
    >
      <defs>
        <linearGradient id={id}>
          <stop offset={`${fill * 100}%`} stopColor="currentColor" />
          <stop offset={`${fill * 100}%`} stopColor="transparent" />
        </linearGradient>
      </defs>
      <path
        d={STAR_PATH}
        fill={`url(#${id})`}
        stroke="currentColor"
        strokeWidth={1.5}
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function Stars({ value, className }: { value: number; className?: string }) {
  return (
    <span
      role="img"
      aria-label={`Rated ${formatRatingAverage(value)} out of ${REVIEW_LIMITS.ratingMax}`}
      className={cn('inline-flex items-center gap-0.5 text-star-500', className)}
    >
      {SCALE.map((n) => (
        <Star key={n} fill={Math.max(0, Math.min(1, value - (n - 1)))} />
      ))}
    </span>
  );
}

/** "★★★★½ 4.5 (12 reviews)" on cards and the tutor page; "No reviews yet" before the first. */
export function RatingSummary({
  average,
  count,
  className,
}: {
  average: number | null;
  count: number;
  className?: string;
}) {
  if (average === null || count === 0) {
    return <p className={cn('text-xs text-neutral-600', className)}>No reviews yet</p>;
  }
  return (
    <p
      className={cn('flex flex-wrap items-center gap-x-1.5 text-sm', className)}
      data-testid="rating-summary"
    >
      <Stars value={average} />
      <span className="font-semibold text-neutral-900">{formatRatingAverage(average)}</span>
      <span className="whitespace-nowrap text-neutral-600">
        ({count.toLocaleString('en-IN')} {count === 1 ? 'review' : 'reviews'})
      </span>
    </p>
  );
}

const LABELS = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'] as const;

export function StarInput({
  value,
  onChange,
  invalid,
  describedBy,
}: {
  value: number | null;
  onChange: (value: number) => void;
  invalid?: boolean;
  describedBy?: string;
}) {
  const name = useId();
  return (
    <fieldset aria-describedby={describedBy} aria-invalid={invalid || undefined}>
      <legend className="text-sm font-medium text-neutral-800">
        Your rating <span className="text-danger-600">*</span>
      </legend>
      <div className="mt-2 flex items-center gap-1">
        {SCALE.map((n) => (
          <label
            key={n}
            className={cn(
              'cursor-pointer rounded-md p-0.5 text-3xl has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent-600',
              value !== null && n <= value
                ? 'text-star-500'
                : 'text-neutral-300 hover:text-star-200',
            )}
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="sr-only"
              aria-label={`${n} star${n === 1 ? '' : 's'}: ${LABELS[n - 1]}`}
            />
            <Star fill={value !== null && n <= value ? 1 : 0} />
          </label>
        ))}
        <span className="ml-2 text-sm text-neutral-700" aria-hidden="true">
          {value ? LABELS[value - 1] : ''}
        </span>
      </div>
    </fieldset>
  );
}
