import type { SearchMode } from '@/features/interviewers/types';

/** /search/{query}, with ?searchMode=company and ?page=N when they are not the defaults. */
export function searchResultsHref(query: string, mode: SearchMode, page = 1): string {
  const params = new URLSearchParams();
  if (mode === 'company') params.set('searchMode', 'company');
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return `/search/${encodeURIComponent(query)}${search ? `?${search}` : ''}`;
}
