// The site's one search (GET /api/search/all): companies, interviewers and managers, grouped by kind.
// Its answer's types come from the contract (functions/src/contract/search.ts).
import type { SiteSearchGroup, SiteSearchHit, SiteSearchResult } from '@contract/search';
import { type ApiResult, answerMeta, apiWithMeta, embeddedAnswer } from '@/lib/api-client';
import {
  SITE_QUERY_MAX,
  SITE_RESULTS_PER_KIND,
  siteSearchAnswerPath,
  siteSearchHref,
} from '../../functions/src/pages/search-paths.ts';

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
export const RESULTS_PER_KIND = SITE_RESULTS_PER_KIND;

/** The API's bound on the query; longer text is cut before asking (the API would answer 400). */
export const MAX_QUERY_LENGTH = SITE_QUERY_MAX;

export function searchEverything(
  query: string,
  limit: number,
  signal?: AbortSignal,
): Promise<ApiResult<SiteSearchResult>> {
  return apiWithMeta<SiteSearchResult>(siteSearchAnswerPath(query, limit), { signal });
}

/** During the first render of the server-rendered /search: the answer it came with, if any. */
export function embeddedSiteSearch(query: string, limit: number): ApiResult<SiteSearchResult> | undefined {
  const answer = embeddedAnswer<SiteSearchResult>(siteSearchAnswerPath(query, limit));
  return answer && { data: answer.data, ...answerMeta(answer.headers) };
}

/** /search?q=: the results page with all three kinds (shared with the rendered page). */
export { siteSearchHref };
