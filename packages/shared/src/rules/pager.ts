// core-marketplace §2 Blogs and §9: the blog pager shows 3 pages in range around the current page
// and 2 margin pages at each end, with a break (…) for the pages it leaves out. Pages are 0-based,
// as the blog list's `page` parameter is; labels are 1-based.
import { BLOG_LIST_DEFAULTS } from '../constants/marketplace';

export type PagerItem =
  { type: 'page'; page: number; label: string; current: boolean } | { type: 'break'; key: string };

export interface PagerModel {
  items: PagerItem[];
  /** The previous page, or null on the first page. */
  previous: number | null;
  /** The next page, or null on the last page. */
  next: number | null;
}

export interface PagerOptions {
  /** Current page, 0-based. Clamped into [0, pageCount - 1]. */
  page: number;
  /** Total pages; anything below 1 counts as 1 (an empty list still has one page). */
  pageCount: number;
  pagesShown?: number;
  marginPages?: number;
}

/**
 * The items a pager shows. Decision (the spec names only the two counts): the range is centred on
 * the current page and slides so it always holds `pagesShown` pages; a gap of a single page is
 * shown as that page rather than as a break, since "…" standing for one number saves nothing.
 */
export function pagerModel(opts: PagerOptions): PagerModel {
  const pageCount = Math.max(1, Math.floor(opts.pageCount) || 1);
  const page = Math.min(Math.max(0, Math.floor(opts.page) || 0), pageCount - 1);
  const shown = Math.max(1, opts.pagesShown ?? BLOG_LIST_DEFAULTS.pagerPagesShown);
  const margin = Math.max(0, opts.marginPages ?? BLOG_LIST_DEFAULTS.pagerMarginPages);

  // The sliding window [start, end] of `shown` pages around the current page.
  let start = page - Math.floor((shown - 1) / 2);
  start = Math.max(0, Math.min(start, pageCount - shown));
  const end = Math.min(pageCount - 1, start + shown - 1);

  const visible = new Set<number>();
  for (let p = 0; p < Math.min(margin, pageCount); p++) visible.add(p);
  for (let p = Math.max(0, pageCount - margin); p < pageCount; p++) visible.add(p);
  for (let p = start; p <= end; p++) visible.add(p);

  const sorted = [...visible].sort((a, b) => a - b);
  const items: PagerItem[] = [];
  let prev = -1;
  for (const p of sorted) {
    const gap = p - prev - 1;
    if (gap === 1) items.push(pageItem(p - 1, page));
    else if (gap > 1) items.push({ type: 'break', key: `break-${prev + 1}-${p - 1}` });
    items.push(pageItem(p, page));
    prev = p;
  }
  // Only reachable without margin pages: the pages after the range.
  const tail = pageCount - 1 - prev;
  if (tail === 1) items.push(pageItem(pageCount - 1, page));
  else if (tail > 1) items.push({ type: 'break', key: `break-${prev + 1}-${pageCount - 1}` });
  return {
    items,
    previous: page > 0 ? page - 1 : null,
    next: page < pageCount - 1 ? page + 1 : null,
  };
}

function pageItem(p: number, current: number): PagerItem {
  return { type: 'page', page: p, label: String(p + 1), current: p === current };
}
