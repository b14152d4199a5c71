// The site's one search (GET /api/search/all): companies, interviewers and managers, grouped by kind.
// Its answer's types come from the contract (functions/src/contract/search.ts).
import type { SiteSearchGroup, SiteSearchHit, SiteSearchResult } from '@contract/search';
import { type ApiResult, apiWithMeta } from '@/lib/api-client';

export type SearchKind = Exclude<keyof SiteSearchResult, 'query'>;

export type { SiteSearchGroup, SiteSearchHit, SiteSearchResult };

/** Groups in the order the dropdown and the results page show them, with their headings. */
export const SEARCH_GROUPS: readonly { kind: SearchKind; label: string }[] = [
  { kind: 'companies', label: 'Companies' },
  { kind: 'interviewers', label: 'Interviewers' },
  { kind: 'managers', label: 'Managers' },
];

/** Hits per kind in the suggestions dropdown, and on the results page. */
export const SUGGESTIONS_PER_KIND = 4;
export const RESULTS_PER_KIND = 20;

/** The API's bound on the query; longer text is cut before asking (the API would answer 400). */
export const MAX_QUERY_LENGTH = 100;

export function searchEverything(
  query: string,
  limit: number,
  signal?: AbortSignal,
): Promise<ApiResult<SiteSearchResult>> {
  const params = new URLSearchParams({ q: query.trim().slice(0, MAX_QUERY_LENGTH), limit: String(limit) });
  return apiWithMeta<SiteSearchResult>(`/search/all?${params}`, { signal });
}

/** /search?q=: the results page with all three kinds. */
export function siteSearchHref(query: string): string {
  return `/search?${new URLSearchParams({ q: query.trim() })}`;
}
