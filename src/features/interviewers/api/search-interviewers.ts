import { totalCount } from '@/features/interviewers/api/total-count';
import type { Interviewer, Page, SearchMode } from '@/features/interviewers/types';
import { type AnswerMeta, answerMeta, apiWithHeaders, embeddedAnswer } from '@/lib/api-client';
import {
  INTERVIEWER_SEARCH_PAGE_SIZE,
  interviewerSearchAnswerPath,
} from '../../../../functions/src/pages/search-paths.ts';

/** The API's page size for search. */
export const SEARCH_PAGE_SIZE = INTERVIEWER_SEARCH_PAGE_SIZE;

/** GET /api/interviewers/search/{query}?searchMode=&page=: ranked matches, 12 per page, with the total. */
export async function searchInterviewers(
  query: string,
  mode: SearchMode,
  page: number,
  signal?: AbortSignal,
): Promise<Page<Interviewer> & AnswerMeta> {
  const { data, headers } = await apiWithHeaders<Interviewer[]>(
    interviewerSearchAnswerPath(query, mode, page),
    {
      signal,
    },
  );
  return pageOf(data, headers);
}

function pageOf(data: Interviewer[] | undefined, headers: Headers): Page<Interviewer> & AnswerMeta {
  const items = Array.isArray(data) ? data : [];
  return { items, total: totalCount(headers, items.length), ...answerMeta(headers) };
}

/** During the first render of the server-rendered /search/{query}: the answer it came with, if any. */
export function embeddedInterviewerSearch(
  query: string,
  mode: SearchMode,
  page: number,
): (Page<Interviewer> & AnswerMeta) | undefined {
  const answer = embeddedAnswer<Interviewer[]>(interviewerSearchAnswerPath(query, mode, page));
  return answer && pageOf(answer.data, answer.headers);
}
