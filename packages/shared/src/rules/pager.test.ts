import { describe, expect, it } from 'vitest';
import { pagerModel, type PagerModel } from './pager';

/** "1 2 [3] … 9 10": labels, the current page in brackets, breaks as "…". */
function render(model: PagerModel): string {
  return model.items
    .map((i) => (i.type === 'break' ? '…' : i.current ? `[${i.label}]` : i.label))
    .join(' ');
}
const view = (page: number, pageCount: number) => render(pagerModel({ page, pageCount }));

describe('blog pager: 3 pages in range, 2 margin pages (core-marketplace §9)', () => {
  it('shows a single page for one page, and for zero or a nonsense count', () => {
    expect(view(0, 1)).toBe('[1]');
    expect(view(0, 0)).toBe('[1]');
    expect(view(0, Number.NaN)).toBe('[1]');
    expect(pagerModel({ page: 0, pageCount: 1 })).toMatchObject({ previous: null, next: null });
  });

  it('shows every page when all fit', () => {
    expect(view(0, 5)).toBe('[1] 2 3 4 5');
    expect(view(4, 5)).toBe('1 2 3 4 [5]');
  });

  it('keeps the range at the start on the first pages', () => {
    expect(view(0, 20)).toBe('[1] 2 3 … 19 20');
    expect(view(1, 20)).toBe('1 [2] 3 … 19 20');
    expect(view(2, 20)).toBe('1 2 [3] 4 … 19 20');
  });

  it('centres the range in the middle, with a break on each side', () => {
    expect(view(10, 20)).toBe('1 2 … 10 [11] 12 … 19 20');
    expect(view(5, 20)).toBe('1 2 … 5 [6] 7 … 19 20');
  });

  it('shows a one-page gap as the page instead of a break', () => {
    expect(view(4, 20)).toBe('1 2 3 4 [5] 6 … 19 20');
    expect(view(4, 10)).toBe('1 2 3 4 [5] 6 … 9 10');
    expect(view(5, 10)).toBe('1 2 … 5 [6] 7 8 9 10');
  });

  it('keeps the range at the end on the last pages', () => {
    expect(view(19, 20)).toBe('1 2 … 18 19 [20]');
    expect(view(17, 20)).toBe('1 2 … 17 [18] 19 20');
  });

  it('clamps a page outside the list', () => {
    expect(view(50, 20)).toBe('1 2 … 18 19 [20]');
    expect(view(-3, 20)).toBe('[1] 2 3 … 19 20');
  });

  it('gives previous and next, null at the ends', () => {
    expect(pagerModel({ page: 0, pageCount: 3 })).toMatchObject({ previous: null, next: 1 });
    expect(pagerModel({ page: 1, pageCount: 3 })).toMatchObject({ previous: 0, next: 2 });
    expect(pagerModel({ page: 2, pageCount: 3 })).toMatchObject({ previous: 1, next: null });
  });

  it('gives pages 0-based with 1-based labels, and distinct break keys', () => {
    const model = pagerModel({ page: 10, pageCount: 20 });
    expect(model.items[0]).toEqual({ type: 'page', page: 0, label: '1', current: false });
    expect(model.items.find((i) => i.type === 'page' && i.current)).toEqual({
      type: 'page',
      page: 10,
      label: '11',
      current: true,
    });
    const keys = model.items
      .filter((i) => i.type === 'break')
      .map((i) => (i as { key: string }).key);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(2);
  });

  it('honours other counts', () => {
    expect(render(pagerModel({ page: 10, pageCount: 20, pagesShown: 5, marginPages: 1 }))).toBe(
      '1 … 9 10 [11] 12 13 … 20',
    );
    expect(render(pagerModel({ page: 10, pageCount: 20, pagesShown: 1, marginPages: 0 }))).toBe(
      '… [11] …',
    );
  });
});
