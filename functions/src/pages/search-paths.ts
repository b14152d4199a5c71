// The manager search results' addresses, for the PWA's page and the rendered one alike.

/** SPEC.md section 9: manager results, 9 a page. */
export const MANAGER_RESULTS_PAGE_SIZE = 9;

/** /searchresults?q=...[&page=N]: the full manager results. */
export function searchResultsHref(q: string, page = 1): string {
  const params = new URLSearchParams({ q });
  if (page > 1) params.set('page', String(page));
  return `/searchresults?${params}`;
}

/** The API path the manager results read (GET /search?q= -> {managers[]}), the PWA's and the rendered page's. */
export function managerSearchAnswerPath(q: string): string {
  return `/search?q=${encodeURIComponent(q)}`;
}

/**
 * A page number as an address writes it: plain decimal digits from 1, at most `max`; anything else is page 1.
 * Read with Number(), `?page=0x2`, `2.0`, `+2` or ` 2` were page 2 too: more addresses of one page.
 */
function pageNumber(value: string | null, max: number): number {
  if (value === null || !/^[1-9]\d{0,8}$/.test(value)) return 1;
  const page = Number(value);
  return page <= max ? page : 1;
}

/** A page number from the URL: a whole number from 1, else 1. */
export function pageFromParam(value: string | null): number {
  return pageNumber(value, Number.MAX_SAFE_INTEGER);
}

/** The site search's bound on the query (the API answers 400 past it) and hits per kind on its page. */
export const SITE_QUERY_MAX = 100;
export const SITE_RESULTS_PER_KIND = 20;

/** /search?q=: the site search's results page. */
export function siteSearchHref(query: string): string {
  return `/search?${new URLSearchParams({ q: query.trim() })}`;
}

/** The API path the site search page reads (GET /search/all), the same for the PWA and the rendered page. */
export function siteSearchAnswerPath(query: string, limit: number): string {
  return `/search/all?${new URLSearchParams({ q: query.trim().slice(0, SITE_QUERY_MAX), limit: String(limit) })}`;
}

/** Where each kind's full list lives: the directory, or the area's own results pages. */
export function siteSearchMoreLinks(
  kind: 'companies' | 'interviewers' | 'managers',
  term: string,
): { to: string; text: string }[] {
  const q = encodeURIComponent(term);
  if (kind === 'companies')
    return [{ to: `/All-Companies?q=${q}#directory`, text: 'All matching companies' }];
  if (kind === 'interviewers') {
    return [
      { to: interviewerSearchHref(term, 'name'), text: 'Interviewers by name' },
      { to: interviewerSearchHref(term, 'company'), text: 'Interviewers by company' },
    ];
  }
  return [{ to: `/searchresults?q=${q}`, text: 'All matching managers' }];
}

/** The interviewer search's page size (the API's) and its bound on ?page=. */
export const INTERVIEWER_SEARCH_PAGE_SIZE = 12;
const INTERVIEWER_SEARCH_MAX_PAGE = 100;

/** ?page= of the interviewer search: 1 unless it is a whole number from 1 to 100 (the API's bound). */
export function interviewerSearchPage(value: string | null): number {
  return pageNumber(value, INTERVIEWER_SEARCH_MAX_PAGE);
}

/**
 * The search homes' boxes as plain GET forms (the server renders those pages; a visitor without JavaScript
 * can still search). Managers: straight to /searchresults?q=. Interviewers: their results live at
 * /search/{query}, which no form can address, so the form goes to its own page, which the server answers
 * with a redirect to interviewerSearchHref.
 */
export const MANAGER_SEARCH_FORM = { action: '/searchresults', name: 'q' } as const;
export const INTERVIEWER_SEARCH_FORM = {
  action: '/search-interviewers',
  name: 'q',
  mode: 'searchMode',
} as const;

/** ?searchMode= of the interviewer search: 'company', or else the default 'name'. */
export function interviewerSearchMode(value: string | null | undefined): 'name' | 'company' {
  return value === 'company' ? 'company' : 'name';
}

/** /search/{query}, with ?searchMode=company and ?page=N when they are not the defaults. */
export function interviewerSearchHref(query: string, mode: 'name' | 'company', page = 1): string {
  const params = new URLSearchParams();
  if (mode === 'company') params.set('searchMode', 'company');
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return `/search/${encodeURIComponent(query)}${search ? `?${search}` : ''}`;
}

/** The API path the interviewer search page reads (GET /interviewers/search/{query}). */
export function interviewerSearchAnswerPath(query: string, mode: 'name' | 'company', page: number): string {
  return `/interviewers/search/${encodeURIComponent(query)}?searchMode=${mode}&page=${page}`;
}

/** The site search's kinds that matched nothing while others did, in one line: "No interviewers match." */
export function noneOfKindsText(labels: string[]): string {
  return `No ${labels.map((label) => label.toLowerCase()).join(' or ')} match.`;
}
