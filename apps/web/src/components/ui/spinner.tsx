import { cn } from '@/lib/cn';

/** A decorative spinner; pass `label` when it is the only sign that something is loading. */
export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span role={label ? 'status' : undefined} className={cn('inline-flex items-center', className)}>
      <svg viewBox="0 0 24 24" className="size-[1.1em] animate-spin" aria-hidden="true">
        <circle
          cx="12"
          cy="12"
          r="9"
          fill="none"
          stroke="currentColor"
          strokeOpacity="0.25"
          strokeWidth="3"
        />
        <path
          d="M21 12a9 9 0 0 0-9-9"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      {label && <span className="sr-only">{label}</span>}
    </span>
  );
}

/** The loading state of a whole screen or section. */
export function LoadingState({
  label = 'Loading…',
  className,
}: {
  label?: string;
  className?: string;
}) {
  return (
    <div
      role="status"
      // A caller's min-h-* replaces the default (Tailwind would otherwise pick by stylesheet order).
      className={cn(
        'flex flex-col items-center justify-center gap-3 text-neutral-600',
        !className?.includes('min-h-') && 'min-h-48',
        className,
      )}
    >
      <Spinner className="text-2xl text-accent-600" />
      <span className="text-sm">{label}</span>
    </div>
  );
}
