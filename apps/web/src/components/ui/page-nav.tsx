// Previous / "Page X of Y" / Next under a paged list (tutor Payments, tutor Students), with the
// "Showing N of T <things>" line. The page lives in the URL (`?page=`), so Back returns to it.
import { Button } from './button';
import { cn } from '@/lib/cn';

interface PageNavProps {
  /** Names the navigation landmark ("Students pages"). */
  label: string;
  page: number;
  pages: number;
  shown: number;
  total: number;
  /** Plural noun of the list ("transactions"). */
  noun: string;
  onPage: (page: number) => void;
  className?: string;
}

export function PageNav({
  label,
  page,
  pages,
  shown,
  total,
  noun,
  onPage,
  className,
}: PageNavProps) {
  return (
    <nav
      aria-label={label}
      className={cn('flex flex-wrap items-center justify-between gap-3 text-sm', className)}
    >
      <p className="text-neutral-600">
        Showing {shown} of {total} {noun}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <span className="text-neutral-700">
          Page {page} of {pages}
        </span>
        <Button
          variant="secondary"
          size="sm"
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          Next
        </Button>
      </div>
    </nav>
  );
}
