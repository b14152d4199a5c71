// The manager search results' addresses, for the PWA's page and the rendered one alike.

/** SPEC.md section 9: manager results, 9 a page. */
export const MANAGER_RESULTS_PAGE_SIZE = 9;

/** /searchresults?q=...[&page=N]: the full manager results. */
export function searchResultsHref(q: string, page = 1): string {
  const params = new URLSearchParams({ q });
  if (page > 1) params.set('page', String(page));
  return `/searchresults?${params}`;
}

/** A page number from the URL: a whole number from 1, else 1. */
export function pageFromParam(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}
