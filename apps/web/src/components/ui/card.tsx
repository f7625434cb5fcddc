import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

/**
 * A white panel. It pads itself (p-6) unless the caller sets its own padding: `cn` does not
 * resolve conflicting utilities, so two paddings would fight over CSS order.
 */
export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  const ownPadding = /(^|\s)(sm:|md:|lg:)?p-\d/.test(className ?? '');
  return (
    <div
      className={cn(
        'rounded-xl border border-neutral-200 bg-white shadow-xs',
        !ownPadding && 'p-6',
        className,
      )}
      {...props}
    />
  );
}
