import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

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
    <Card className="p-0">
      <h2 id={id} className="px-5 pt-5 text-lg font-semibold text-neutral-900">
        {title}
      </h2>
      <div className="mt-3 overflow-x-auto">
        <table aria-labelledby={id} className="w-full text-left text-sm">
          <thead className="border-y border-neutral-200 bg-neutral-50 text-xs font-medium tracking-wide text-neutral-600 uppercase">
            <tr>
              {columns.map((c) => (
                <th key={c} scope="col" className="px-5 py-2.5">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
    </Card>
  );
}

/** A full-width row that holds a message instead of data. */
export function TableMessage({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={colSpan} className="px-5 py-8 text-center text-sm text-neutral-600">
        {children}
      </td>
    </tr>
  );
}
