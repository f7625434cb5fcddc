// A screen that is routed but not built yet says so plainly and names itself; it never shows
// invented data. Each page file that renders this is replaced by the issue that builds it.
import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title';
import { cn } from '@/lib/cn';
import { ClockIcon } from './icons';

interface ComingSoonProps {
  /** The screen's title as the spec names it. */
  screen: string;
  /** One line on what the screen will do. */
  description?: string;
  children?: ReactNode;
  className?: string;
}

export function ComingSoon({ screen, description, children, className }: ComingSoonProps) {
  useDocumentTitle(screen);
  return (
    <section
      aria-labelledby="coming-soon-title"
      className={cn('mx-auto w-full max-w-reading py-8', className)}
    >
      <h1 id="coming-soon-title" className="text-2xl font-semibold tracking-tight md:text-3xl">
        {screen}
      </h1>
      <div className="mt-6 rounded-2xl border border-dashed border-neutral-300 bg-white px-6 py-10 text-center">
        <div className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-accent-50 text-2xl text-accent-700">
          <ClockIcon />
        </div>
        <p className="text-base font-semibold text-neutral-900">This screen is coming soon</p>
        <p className="mt-1 text-sm text-neutral-600">
          {description ?? `The ${screen} screen is being built and will appear here.`}
        </p>
        {children && <div className="mt-6">{children}</div>}
      </div>
    </section>
  );
}
