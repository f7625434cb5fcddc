// core-marketplace §2 Blogs: the pager shows 3 pages in range and 2 margin pages (the model is
// packages/shared/src/rules/pager.ts). Each page is a link (?page=N, 1-based for people), so
// pages can be opened in a new tab and the browser's back button pages back.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { pagerModel } from '@tm/shared/rules/pager';
import { cn } from '@/lib/cn';
import { ArrowLeftIcon, ArrowRightIcon } from '@/components/ui/icons';

interface BlogPagerProps {
  /** 0-based. */
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}

const itemClass =
  'flex h-10 min-w-10 items-center justify-center rounded-lg px-3 text-sm font-medium ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600';

export function BlogPager({ page, pageCount, hrefFor }: BlogPagerProps) {
  if (pageCount <= 1) return null;
  const model = pagerModel({ page, pageCount });
  const edge = (target: number | null, label: string, icon: ReactNode, text: string) =>
    target === null ? (
      <span className={cn(itemClass, 'cursor-not-allowed text-neutral-400')} aria-disabled="true">
        {icon}
        <span className="sr-only md:not-sr-only md:ml-1">{text}</span>
      </span>
    ) : (
      <Link
        to={hrefFor(target)}
        aria-label={label}
        className={cn(itemClass, 'text-neutral-700 hover:bg-neutral-100')}
      >
        {icon}
        <span className="sr-only md:not-sr-only md:ml-1" aria-hidden="true">
          {text}
        </span>
      </Link>
    );

  return (
    <nav aria-label="Blog pages" className="mt-8 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        <li>{edge(model.previous, 'Previous page', <ArrowLeftIcon />, 'Previous')}</li>
        {model.items.map((item) =>
          item.type === 'break' ? (
            <li key={item.key} aria-hidden="true" className="px-1 text-neutral-500">
              …
            </li>
          ) : (
            <li key={item.page}>
              <Link
                to={hrefFor(item.page)}
                aria-label={`Page ${item.label}`}
                aria-current={item.current ? 'page' : undefined}
                className={cn(
                  itemClass,
                  item.current
                    ? 'bg-accent-700 text-white hover:bg-accent-800'
                    : 'text-neutral-700 hover:bg-neutral-100',
                )}
              >
                {item.label}
              </Link>
            </li>
          ),
        )}
        <li>{edge(model.next, 'Next page', <ArrowRightIcon />, 'Next')}</li>
      </ul>
    </nav>
  );
}
