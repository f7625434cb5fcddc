import { cn } from '@/lib/cn';

interface ProgressBarProps {
  /** 0–100, or null while the size is unknown (an indeterminate bar). */
  percent: number | null;
  label: string;
  className?: string;
}

/** An upload's progress, announced to assistive technology. */
export function ProgressBar({ percent, label, className }: ProgressBarProps) {
  return (
    <div className={className}>
      <div className="mb-1 flex justify-between text-xs text-neutral-700">
        <span>{label}</span>
        {percent !== null && <span aria-hidden="true">{percent}%</span>}
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        className="h-2 overflow-hidden rounded-full bg-neutral-100"
      >
        <div
          className={cn(
            'h-full rounded-full bg-accent-600 transition-[width]',
            percent === null && 'w-1/3 animate-pulse',
          )}
          style={percent === null ? undefined : { width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
