import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

// a table on a narrow card clipped its columns (Time and Start Class at 1280 px in the
// two-column grid; Mode and View at 375 px). The card is a size container: below 42rem of its own
// width each row is laid out as a small card (label above value), from 42rem as a table. Explicit
// roles keep it a table for assistive technology whatever the display.

/** A titled table card of the tutor dashboard; `children` are the body rows or a state. */
export function DashboardTable({
  title,
  columns,
  children,
}: {
  title: string;
  columns: readonly string[];
  children: ReactNode;
}) {
  const id = title.toLowerCase().replace(/\W+/g, '-');
  return (
    <Card className="@container p-0">
      <h2 id={id} className="px-5 pt-5 text-lg font-semibold text-neutral-900">
        {title}
      </h2>
      <StackedTable labelledBy={id} columns={columns} className="mt-3">
        {children}
      </StackedTable>
    </Card>
  );
}

/**
 * The table itself, for a card that is an `@container`: rows of DashboardRow/DashboardCell (or a
 * TableMessage), shown as small cards below 42rem of the card's width and as a table from there.
 */
export function StackedTable({
  labelledBy,
  columns,
  className,
  children,
}: {
  labelledBy: string;
  columns: readonly string[];
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <table
        role="table"
        aria-labelledby={labelledBy}
        className="block w-full text-left text-sm @2xl:table"
      >
        <thead
          role="rowgroup"
          className="sr-only border-y border-neutral-200 bg-neutral-50 text-xs font-medium text-neutral-600 @2xl:not-sr-only @2xl:table-header-group"
        >
          <tr role="row">
            {columns.map((c) => (
              <th key={c} role="columnheader" scope="col" className="px-5 py-2.5">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody
          role="rowgroup"
          className="block border-t border-neutral-200 @2xl:table-row-group @2xl:border-0"
        >
          {children}
        </tbody>
      </table>
    </div>
  );
}

/** A body row: a card of label/value lines on a narrow card, a table row on a wide one. */
export function DashboardRow({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <tr
      role="row"
      className={cn(
        'grid gap-2 border-b border-neutral-100 px-5 py-4 last:border-0 @2xl:table-row @2xl:p-0',
        className,
      )}
    >
      {children}
    </tr>
  );
}

/** A cell; `label` is its column, shown beside the value only when the row is a card. */
export function DashboardCell({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <td
      role="cell"
      className={cn(
        'grid grid-cols-[5.5rem_minmax(0,1fr)] items-center gap-3 text-neutral-700 @2xl:table-cell @2xl:px-5 @2xl:py-3',
        className,
      )}
    >
      <span aria-hidden="true" className="text-xs font-medium text-neutral-500 @2xl:hidden">
        {label}
      </span>
      <span className="min-w-0 break-words">{children}</span>
    </td>
  );
}

/** A full-width row that holds a message instead of data. */
export function TableMessage({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr role="row" className="block @2xl:table-row">
      <td
        role="cell"
        colSpan={colSpan}
        className="block px-5 py-8 text-center text-sm text-neutral-600 @2xl:table-cell"
      >
        {children}
      </td>
    </tr>
  );
}
