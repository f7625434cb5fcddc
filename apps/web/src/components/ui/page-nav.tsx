// Previous / "Page X of Y" / Next under a paged list. `PageNav` adds the "Showing N of T <things>"
// line (tutor Payments, tutor Students); `PagerNav` is the buttons alone and shows nothing when
// everything fits on one page (the admin lists, a tutor's reviews). Where the page lives in the
// URL (`?page=`), Back returns to it.
import { Button } from './button';
import { cn } from '@/lib/cn';

interface PagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** The three controls, for the container to lay out. */
function PageButtons({ page, pages, onPage }: PagerProps) {
  return (
    <>
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
    </>
  );
}

interface PageNavProps extends PagerProps {
  /** Names the navigation landmark ("Students pages"). */
  label: string;
  shown: number;
  total: number;
  /** Plural noun of the list ("transactions"). */
  noun: string;
  className?: string;
}

export function PageNav({ label, shown, total, noun, className, ...pager }: PageNavProps) {
  return (
    <nav
      aria-label={label}
      className={cn('flex flex-wrap items-center justify-between gap-3 text-sm', className)}
    >
      <p className="text-neutral-600">
        Showing {shown} of {total} {noun}
      </p>
      <div className="flex items-center gap-2">
        <PageButtons {...pager} />
      </div>
    </nav>
  );
}

/** Previous at the start, "Page X of Y" between, Next at the end; nothing for a single page. */
export function PagerNav({ label = 'Pages', ...pager }: PagerProps & { label?: string }) {
  if (pager.pages <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3 text-sm">
      <PageButtons {...pager} />
    </nav>
  );
}
