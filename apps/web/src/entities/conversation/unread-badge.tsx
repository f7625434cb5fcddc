import { cn } from '@/lib/cn';

/** The unread count beside a Messages link; nothing when there are none. */
export function UnreadBadge({
  count,
  className,
  'aria-hidden': hidden,
}: {
  count: number;
  className?: string;
  /** When the link's own name already says the count. */
  'aria-hidden'?: boolean;
}) {
  if (count <= 0) return null;
  const label =
    new Intl.PluralRules('en-IN').select(count) === 'one' ? 'unread message' : 'unread messages';
  return (
    <span
      aria-hidden={hidden || undefined}
      className={cn(
        'inline-flex min-w-5 items-center justify-center rounded-full bg-accent-700 px-1.5 text-xs leading-5 font-semibold text-white',
        className,
      )}
    >
      {count > 99 ? '99+' : count}
      <span className="sr-only"> {label}</span>
    </span>
  );
}
