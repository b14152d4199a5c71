import { totalCount } from '@/features/interviewers/api/total-count';
import type { Interviewer, Page, SearchMode } from '@/features/interviewers/types';
import { type AnswerMeta, answerMeta, apiWithHeaders } from '@/lib/api-client';

/** The API's page size for search. */
export const SEARCH_PAGE_SIZE = 12;

/** GET /api/interviewers/search/{query}?searchMode=&page=: ranked matches, 12 per page, with the total. */
export async function searchInterviewers(
  query: string,
  mode: SearchMode,
  page: number,
  signal?: AbortSignal,
): Promise<Page<Interviewer> & AnswerMeta> {
  const { data, headers } = await apiWithHeaders<Interviewer[]>(
    `/interviewers/search/${encodeURIComponent(query)}?searchMode=${mode}&page=${page}`,
    { signal },
  );
  const items = Array.isArray(data) ? data : [];
  return { items, total: totalCount(headers, items.length), ...answerMeta(headers) };
}
