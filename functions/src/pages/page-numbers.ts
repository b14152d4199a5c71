// Which page numbers a numbered pager shows: the PWA's Pagination and the rendered pages' pager alike.

/** A page number, or a gap between two runs of them. */
export type PageItem = number | 'gap';

/**
 * The numbers to show for `total` pages around `current` (1-based): the first and last page, the current
 * one and its neighbours, with gaps for what is left out. Seven pages or fewer are all shown.
 */
export function pageItems(current: number, total: number): PageItem[] {
  if (total <= 7) return Array.from({ length: total }, (_, i) => i + 1);
  const shown = new Set([1, total, current - 1, current, current + 1]);
  if (current <= 3) for (const n of [2, 3, 4]) shown.add(n);
  if (current >= total - 2) for (const n of [total - 3, total - 2, total - 1]) shown.add(n);
  const numbers = [...shown].filter((n) => n >= 1 && n <= total).sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const [i, n] of numbers.entries()) {
    const previous = numbers[i - 1];
    if (previous !== undefined && n - previous > 1) items.push('gap');
    items.push(n);
  }
  return items;
}
